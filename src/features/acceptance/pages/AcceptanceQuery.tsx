import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { acceptanceQueries } from '../schemas/acceptanceQuery';

/** Acceptance documents: a supplier's own (confirming pending ones), or every supplier's for the retailer. */
export default function AcceptanceQuery() {
  return <QueryPage config={acceptanceQueries[useSide()]} />;
}
