import { QueryPage } from '@/kit/query';
import { promoterCosts } from '../schemas/promoter';

/** Promoter costs (SPEC §2 /s/contract/promoter_cost). */
export default function PromoterCosts() {
  return <QueryPage config={promoterCosts} />;
}
