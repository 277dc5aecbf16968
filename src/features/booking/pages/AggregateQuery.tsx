import { QueryPage } from '@/kit/query';
import { aggregateQuery } from '../schemas/retailerQueries';

const config = aggregateQuery();

/** Booked against capacity per DC, day and slot (SPEC §2 /s/online-booking/aggregate-query). */
export default function AggregateQuery() {
  return <QueryPage config={config} />;
}
