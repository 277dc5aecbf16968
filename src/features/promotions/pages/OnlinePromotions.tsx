import { QueryPage } from '@/kit/query';
import { onlinePromotionsQuery } from '../schemas/onlinePromotions';

/** Online promotions (SPEC §2 /promotion/onlineprom). */
export default function OnlinePromotions() {
  return <QueryPage config={onlinePromotionsQuery} />;
}
