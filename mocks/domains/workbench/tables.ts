import type { DocBase, VendorKey } from '../../db/tables';

/** Rows the workbench alone shows: sales, and the documents counted as to-dos without a screen yet. */

export type CertificateRow = DocBase & {
  category: string;
  certType: string;
  certCode: string;
  expiryDate: string | null;
  indefinite: boolean;
};

export type SalesRow = VendorKey & {
  date: string;
  businessType: string;
  channel: string;
  timeSlot: string;
  amount: number;
  qty: number;
};

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<WorkbenchTables>`). */
export type WorkbenchTables = {
  certificates: CertificateRow[];
  sales: SalesRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends WorkbenchTables {}
}
