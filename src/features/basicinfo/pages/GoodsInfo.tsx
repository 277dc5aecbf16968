import { QueryPage } from '@/kit/query';
import { goodsQuery } from '../schemas/goodsQuery';

/** Goods information: a supplier's own goods, or (retailer) every supplier's with a supplier column and search field. */
export default function GoodsInfo() {
  return <QueryPage config={goodsQuery} />;
}
