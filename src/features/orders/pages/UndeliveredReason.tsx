import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { undeliveredQuery } from '../schemas/undelivered';

/** Undelivered reasons: the supplier ticks notices and gives a reason; the retailer reads them. */
export default function UndeliveredReason() {
  return <QueryPage config={undeliveredQuery[useSide()]} />;
}
