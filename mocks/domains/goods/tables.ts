import type { GoodsRecord } from '@/features/basicinfo/types';

/** Goods (basic information of a vendor's goods). */

/** The goods row is the client's goods record (one type for both sides of the call). */
export type GoodsRow = GoodsRecord;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<GoodsTables>`). */
export type GoodsTables = {
  goods: GoodsRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends GoodsTables {}
}
