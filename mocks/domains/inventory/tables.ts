import type { InventoryRecord } from '@/features/inventory/types';

/** Inventory collaboration: what each supplier entered per goods. */
export type InventoryEntryRow = InventoryRecord;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<InventoryTables>`). */
export type InventoryTables = {
  inventoryEntries: InventoryEntryRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends InventoryTables {}
}
