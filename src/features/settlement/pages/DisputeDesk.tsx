import { QueryPage } from '@/kit/query';
import { EvidenceFiles } from '../components/EvidenceFiles';
import { disputeDeskQuery } from '../schemas/disputeDesk';

const config = disputeDeskQuery((row) => <EvidenceFiles files={row.evidence} />);

/** The retailer's dispute desk (/s/settlement-management/dispute_desk): every supplier's disputes, answered. */
export default function DisputeDesk() {
  return <QueryPage config={config} />;
}
