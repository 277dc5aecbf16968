import { QueryPage } from '@/kit/query';
import { saleGrossProfitsQuery } from '../schemas/saleGrossProfits';

/** Sales gross profit (SPEC §2 /promotion/sale_grossprofit). */
export default function SaleGrossProfits() {
  return <QueryPage config={saleGrossProfitsQuery} />;
}
