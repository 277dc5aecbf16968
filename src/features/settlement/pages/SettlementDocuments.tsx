import { QueryPage } from '@/kit/query';
import { settleDocQuery } from '../schemas/settleDocs';

/** Settlement documents (SPEC §2 /settlement-management/settlement_document): merged settlement and culling. */
export default function SettlementDocuments() {
  return <QueryPage config={settleDocQuery} />;
}
