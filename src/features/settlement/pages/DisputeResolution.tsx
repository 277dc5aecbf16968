import { QueryPage } from '@/kit/query';
import { EvidenceFiles } from '../components/EvidenceFiles';
import { disputeQuery } from '../schemas/disputes';

const config = disputeQuery((row) => <EvidenceFiles files={row.evidence} />);

/** Dispute resolution (SPEC §2 /settlement-management/dispute_resolution): disputes as cases. */
export default function DisputeResolution() {
  return <QueryPage config={config} />;
}
