import { QueryPage } from '@/kit/query';
import { priceReadjustsQuery } from '../schemas/priceReadjusts';

/** Price readjustments (SPEC §2 /promotion/readjust_prices). */
export default function PriceReadjusts() {
  return <QueryPage config={priceReadjustsQuery} />;
}
