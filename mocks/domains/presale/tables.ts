import type { AfterSale, PackInfo, PresaleOrder } from '@/features/presale/types';

/** Presale orders, after-sales and packing information per goods: the client's records. */
export type PresaleOrderRow = PresaleOrder;
export type AfterSaleRow = AfterSale;
export type PackInfoRow = PackInfo;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<PresaleTables>`). */
export type PresaleTables = {
  presaleOrders: PresaleOrderRow[];
  afterSales: AfterSaleRow[];
  presalePacks: PackInfoRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends PresaleTables {}
}
