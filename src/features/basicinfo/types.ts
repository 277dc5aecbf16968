import type { CategoryPath, GoodsDescription, VendorCombination } from '@/api/types';

/** A goods record of SPEC §3 as stored (the mock's goods row is this type: mocks/domains/goods/tables.ts). */
export type GoodsRecord = VendorCombination &
  CategoryPath &
  GoodsDescription & {
    goodsId: string;
    goodsName: string;
    barcode: string;
    /** kg. */
    tare: number;
    /** 1 normal, 2 very light, 3 bulky/heavy, 4 variable weight. */
    weightType: 1 | 2 | 3 | 4;
    /** 0 counted, 1 not counted, 2 quantity only. */
    stockmode: 0 | 1 | 2;
    purchasePrice: number;
    salePrice: number;
    /** Percent, e.g. 13. */
    purchaseTaxRate: number;
    saleTaxRate: number;
    createDate: string;
  };

/** A goods record as the goods query answers it (mock: mocks/domains/goods/service.ts): with the supplier's name. */
export type Goods = GoodsRecord & { venderName: string };
