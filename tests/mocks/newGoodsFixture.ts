import { table } from '../../mocks/db';
import type { NewGoodsInput } from '@/features/newProducts/types';

/** A valid new goods of the demo supplier, with a barcode no goods has. */
export function newGoods(barcode: string, patch: Partial<NewGoodsInput> = {}): NewGoodsInput {
  const medium = table('categories').find((c) => c.level === 2)!;
  const sub = table('categories').find((c) => c.level === 3 && c.parentId === medium.id)!;
  return {
    goodsName: '华润怡宝纯净水(新装)',
    barcode,
    majorId: medium.parentId!,
    mediumId: medium.id,
    subId: sub.id,
    brand: '怡宝',
    unit: '瓶',
    spec: '555ml',
    origin: table('origins')[0].originName,
    shelfLifeDays: 365,
    tempHigh: 30,
    tempLow: 0,
    tare: 0.02,
    length: 6.5,
    width: 6.5,
    height: 22,
    weightType: 1,
    stockmode: 0,
    purchasePrice: 1.2,
    salePrice: 2,
    purchaseTaxRate: 13,
    saleTaxRate: 13,
    pictures: [],
    ...patch,
  };
}
