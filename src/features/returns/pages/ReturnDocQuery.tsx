import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { returnDocQueries } from '../schemas/returnDocQuery';

/** Return documents: a supplier's own, or (return-sales) every supplier's for the retailer, who executes them. */
export default function ReturnDocQuery() {
  return <QueryPage config={returnDocQueries[useSide()]} />;
}
