/**
 * The mock database's frame: the row types several domains share, and `DbTables`, which each
 * domain's `domains/<domain>/tables.ts` extends by declaration merging with its own tables (so
 * adding a domain edits no file here). The whole database is one plain structured-cloneable
 * object (`DbState`), persisted by the browser host and reseeded at will.
 */
import type { DocumentHeader, NamedItem, UploadedFile, VendorCombination } from '@/api/types';

/** Fields every vendor-owned row carries: the client's supplier combination (venderId, bu, partnerId). */
export type VendorKey = VendorCombination;

/** A row's supplier combination alone (to spread into a row made from it). */
export const vendorKeyOf = ({ venderId, bu, partnerId }: VendorKey): VendorKey => ({ venderId, bu, partnerId });

/** The named fields of a row (to spread into a row made from it) instead of copying them one by one. */
export const fieldsOf = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;

/** A code and its name: the client's NamedItem. */
export type IdName = NamedItem;

/** The common part of a vendor document (SPEC §3 Documents): the client's document header. */
export type DocBase = DocumentHeader;

/**
 * A goods line of a document (SPEC §9 formats: quantities 3, prices 2, costs 4, amounts 2 decimals);
 * goods name, barcode and unit are read from the goods table.
 */
export type GoodsLine = {
  sheetId: string;
  lineNo: number;
  goodsId: string;
  price: number;
  cost: number;
  taxRate: number;
  amount: number;
};

/** A stored upload as a form keeps it: the client's UploadedFile. */
export type FileRef = UploadedFile;

/** Every table, merged from the domains' tables.ts (`declare module '../../db/tables'`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DbTables {}

export type TableName = keyof DbTables;

/**
 * The row of a table, for a domain that reads another domain's table (`RowOf<'vendors'>`): domains
 * do not import each other, not even their row types (docs/ARCHITECTURE.md).
 */
export type RowOf<T extends TableName> = DbTables[T][number];

/** Meta kept beside the tables: the day the seed is relative to, and id counters. */
export type DbMeta = { schemaVersion: number; seededFor: string; counters: Record<string, number> };

export type DbState = { meta: DbMeta; tables: DbTables };
