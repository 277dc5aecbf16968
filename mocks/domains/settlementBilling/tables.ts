import type { Bill, RedInvoice, RedLetter } from '@/features/settlementBilling/types';

/**
 * Settlement II (docs/API.md "Settlement billing"): bills with their original invoices, red-letter
 * sheets and red invoices. Business documents are Settlement I's `settleDocs`; a bill's `redTotal`
 * is counted from `redInvoices` when answered, so the stored bill keeps it at 0.
 */
export type SettlementBillingTables = {
  bills: Bill[];
  redLetters: RedLetter[];
  redInvoices: RedInvoice[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends SettlementBillingTables {}
}
