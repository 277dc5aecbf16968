import { MaybeLink } from '@/kit/MaybeLink';
import type { SettleDoc } from '../types';

/** The screen of the business document a settlement document settles: its receipt, return or OI expense. */
const SCREENS: Record<SettleDoc['docType'], string> = {
  '1': '/acceptance-management/acceptancedoc_query',
  '2': '/returndocument-management/returndoc_query',
  '3': '/settlement-management/OIexpense_document',
};

/** The business document's number, opening its screen on that one document. */
export function SourceLink({ doc }: { doc: SettleDoc }) {
  return (
    <MaybeLink to={`${SCREENS[doc.docType]}?sheetId=${encodeURIComponent(doc.sourceSheetId)}`}>
      {doc.sourceSheetId}
    </MaybeLink>
  );
}
