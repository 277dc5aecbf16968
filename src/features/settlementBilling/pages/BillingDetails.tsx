import { QueryPage } from '@/kit/query';
import { billingDetailsQuery } from '../schemas/billing';

/** Billing details (/settlement-management/billingDetails_document). */
export default function BillingDetails() {
  return <QueryPage config={billingDetailsQuery} />;
}
