import { QueryPage } from '@/kit/query';
import { redInvoiceQuery } from '../schemas/redInvoices';

/** Red invoices (/settlement-management/red_invoice). */
export default function RedInvoices() {
  return <QueryPage config={redInvoiceQuery} />;
}
