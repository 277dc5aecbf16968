import type { JointCostRecord, NewGoodsLine, NewGoodsSheetRecord } from '@/features/newProducts/types';

/** New-goods sheets with their goods lines, and the joint-venture goods costs (SPEC §2 /newproducts, /goodsadjcost). */

export type NewGoodsSheetRow = NewGoodsSheetRecord & { lines: NewGoodsLine[] };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<NewProductsTables>`). */
export type NewProductsTables = {
  newGoodsSheets: NewGoodsSheetRow[];
  /** One row per joint-venture goods: its cost and the latest proposal. */
  jointCosts: JointCostRecord[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends NewProductsTables {}
}
