import { table } from '../db';
import type { VendorKey } from '../db/tables';
import { apiError, fromContract } from '../errors';
import { SETTLEMENT_ERRORS as CODES } from '@/features/settlement/contract';

/** SPEC §8: what a settlement sheet's or a bill's invoice data refuses while the supplier's profile lacks it. */
export const INVOICE_DATA_ERR = {
  missingTaxNumber: fromContract(CODES.missingTaxNumber),
  missingInvoiceContact: fromContract(CODES.missingInvoiceContact),
};

/** The invoice title and tax number of a supplier code: its tax number and invoice contact data (profile) must be complete. */
export function invoiceDataOf(key: Pick<VendorKey, 'venderId' | 'bu'>) {
  const vendor = table('vendors').find((v) => v.venderId === key.venderId && v.bu === key.bu);
  if (!vendor?.taxNumber) throw apiError(INVOICE_DATA_ERR.missingTaxNumber);
  const finance = table('vendorFinance').find((f) => f.venderId === key.venderId && f.bu === key.bu);
  const title = finance?.invoiceName || vendor.invoiceName;
  if (!title || !finance?.invoicePhone || !finance.invoiceAddress)
    throw apiError(INVOICE_DATA_ERR.missingInvoiceContact);
  return { invoiceTitle: title, invoiceTaxNumber: vendor.taxNumber };
}
