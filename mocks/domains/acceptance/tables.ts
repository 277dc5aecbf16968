import type { AcceptanceRecord } from '@/features/acceptance/types';
import type { GoodsLine } from '../../db/tables';

/** Acceptance documents and their lines. */

/** A receipt of an order at a store (sheetType 1) or a DC (sheetType 2); its lines are in acceptanceLines. */
export type AcceptanceRow = AcceptanceRecord;

/** An acceptance line: ordered and received quantity; `amount` = received × price. */
export type AcceptanceLineRow = GoodsLine & { orderQty: number; receivedQty: number };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<AcceptanceTables>`). */
export type AcceptanceTables = {
  acceptances: AcceptanceRow[];
  acceptanceLines: AcceptanceLineRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends AcceptanceTables {}
}
