import { QueryPage } from '@/kit/query';
import { afterSalesQuery } from '../schemas/afterSales';

/** After-sale applications (SPEC §2 /presale/after-sale). */
export default function AfterSales() {
  return <QueryPage config={afterSalesQuery} />;
}
