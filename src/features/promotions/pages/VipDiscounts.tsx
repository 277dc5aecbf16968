import { QueryPage } from '@/kit/query';
import { vipDiscountsQuery } from '../schemas/vipDiscounts';

/** VIP discounts (SPEC §2 /promotion/vip). */
export default function VipDiscounts() {
  return <QueryPage config={vipDiscountsQuery} />;
}
