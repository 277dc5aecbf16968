import type { BankData, ChangeRequest, InvoiceData } from '@/features/vendorProfile/types';
import type { VendorKey } from '../../db/tables';

/**
 * Supplier profile: the bank and invoicing data of each supplier code (the `vendors` row keeps
 * the basic data and the SPEC §3 bank name, account, invoice name, taxpayer id and tax level,
 * updated with it), and every change request with its outcome (the history).
 */
export type VendorFinanceRow = VendorKey & BankData & InvoiceData;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<VendorProfileTables>`). */
export type VendorProfileTables = {
  vendorFinance: VendorFinanceRow[];
  /** The client's change request as it is. */
  vendorChanges: ChangeRequest[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends VendorProfileTables {}
}
