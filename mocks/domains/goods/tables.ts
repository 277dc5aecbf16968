import type { VendorKey } from '../../db/tables';

/** Goods (basic information of a vendor's goods). */

export type GoodsRow = VendorKey & {
  goodsId: string;
  goodsName: string;
  barcode: string;
  majorId: string;
  majorName: string;
  mediumId: string;
  mediumName: string;
  subId: string;
  subName: string;
  brand: string;
  unit: string;
  spec: string;
  origin: string;
  shelfLifeDays: number;
  tempHigh: number | null;
  tempLow: number | null;
  tare: number;
  /** 1 normal, 2 very light, 3 bulky/heavy, 4 variable weight. */
  weightType: 1 | 2 | 3 | 4;
  /** 0 counted, 1 not counted, 2 quantity only. */
  stockmode: 0 | 1 | 2;
  purchasePrice: number;
  salePrice: number;
  purchaseTaxRate: number;
  saleTaxRate: number;
  /** YYYY-MM-DD the goods record was created. */
  createDate: string;
};

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<GoodsTables>`). */
export type GoodsTables = {
  goods: GoodsRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends GoodsTables {}
}
