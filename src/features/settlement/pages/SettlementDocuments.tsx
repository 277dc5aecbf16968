import { idsOf } from '@/kit/columns';
import { QueryPage } from '@/kit/query';
import { cullDocs } from '../api';
import { DisputeDialog } from '../components/DisputeDialog';
import { settleDocQuery } from '../schemas/settleDocs';
import type { SettleDoc } from '../types';

const config = settleDocQuery((props) => (
  <DisputeDialog<SettleDoc>
    {...props}
    titleKey="settlement:doc.cullDisputeTitle"
    send={(rows, reason, evidence) => cullDocs(idsOf(rows, 'sheetId'), 'dispute', reason, evidence)}
    successKey="settlement:doc.culled.dispute"
  />
));

/** Settlement documents (SPEC §2 /settlement-management/settlement_document): merged settlement and culling. */
export default function SettlementDocuments() {
  return <QueryPage config={config} />;
}
