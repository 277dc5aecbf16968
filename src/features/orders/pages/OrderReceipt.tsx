import { QueryPage } from '@/kit/query';
import { orderReceiptQuery } from '../schemas/orderReceipt';

/** Order receipts: the retailer sees which notices suppliers confirmed, who and when. */
export default function OrderReceipt() {
  return <QueryPage config={orderReceiptQuery} />;
}
