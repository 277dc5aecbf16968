import { QueryPage } from '@/kit/query';
import { billingByNameQuery } from '../schemas/billing';

/** Billing by invoice name (/settlement-management/billingName_document). */
export default function BillingByName() {
  return <QueryPage config={billingByNameQuery} />;
}
