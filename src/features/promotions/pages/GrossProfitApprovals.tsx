import { QueryPage } from '@/kit/query';
import { grossProfitApprovalsQuery } from '../schemas/grossProfitApprovals';

/** Gross-profit approval (SPEC §2 /promotion/approve_grossprofit). */
export default function GrossProfitApprovals() {
  return <QueryPage config={grossProfitApprovalsQuery} />;
}
