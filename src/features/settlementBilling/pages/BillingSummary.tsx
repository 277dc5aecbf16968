import { QueryPage } from '@/kit/query';
import { billingSummaryQuery } from '../schemas/billing';

/** Billing summary (/settlement-management/billingSummary_document). */
export default function BillingSummary() {
  return <QueryPage config={billingSummaryQuery} />;
}
