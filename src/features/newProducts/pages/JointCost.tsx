import { QueryPage } from '@/kit/query';
import { jointCostQuery } from '../schemas/jointCostQuery';

const config = jointCostQuery();

/** Joint-venture goods pricing (SPEC §2 /goodsadjcost): new costs proposed with an effective date. */
export default function JointCost() {
  return <QueryPage config={config} />;
}
