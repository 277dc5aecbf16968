import { QueryPage } from '@/kit/query';
import { jointCostReview } from '../schemas/jointCostReview';

const config = jointCostReview();

/** The retailer's review of joint-venture cost proposals (/s/newproducts/goodsadjcost). */
export default function JointCostReview() {
  return <QueryPage config={config} />;
}
