import { QueryPage } from '@/kit/query';
import { historyQuery } from '../schemas/historyQuery';

/** Who published, withdrew or restored what, and when (SPEC §2 /s/maintenance/alldynamic). */
export default function ContentHistory() {
  return <QueryPage config={historyQuery} />;
}
