import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { orderNoticeQuery } from '../schemas/orderNotice';

/** Order notices: a supplier's own (confirming receipt), or every supplier's for the retailer. */
export default function OrderNotice() {
  return <QueryPage config={orderNoticeQuery[useSide()]} />;
}
