import { QueryPage } from '@/kit/query';
import { acceptanceQuery } from '../schemas/retailerQueries';

const config = acceptanceQuery();

/** What the DC received against each appointment (SPEC §2 /s/online-booking/acceptance-maintenance, §5 actual cartons and SKUs). */
export default function AcceptanceMaintenance() {
  return <QueryPage config={config} />;
}
