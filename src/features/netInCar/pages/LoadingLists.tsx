import { QueryPage } from '@/kit/query';
import { EditorDrawer } from '../components/EditorDrawer';
import { loadingQuery } from '../schemas/loadingQuery';

const config = loadingQuery(({ sheetId, close, reload }) => (
  <EditorDrawer sheetId={sheetId} onChanged={reload} onClose={close} />
));

/**
 * Loading-list entry (SPEC §2 /order/netincar): the supplier's loading lists (query, detail with
 * batches, print) and the editor for a new or saved list; a saved list is edited or submitted,
 * a submitted one is read-only.
 */
export default function LoadingLists() {
  return <QueryPage config={config} />;
}
