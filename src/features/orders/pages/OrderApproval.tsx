import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { orderApprovalQuery } from '../schemas/orderApproval';

/** Order approval: the supplier confirms or rejects shipped change documents; the retailer sees the answers. */
export default function OrderApproval() {
  return <QueryPage config={orderApprovalQuery[useSide()]} />;
}
