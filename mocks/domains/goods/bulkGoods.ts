import type { VendorKey } from '../../db/tables';
import type { GoodsRow } from './tables';
import { goodsBarcode } from './seed';

/** Most rows one bulk call may add (the 100,000-row export of `npm run bench` fits). */
export const MAX_BULK_GOODS = 200_000;

/**
 * Generated goods for the bench (scripts/bench.mjs: 10,000 rows in a grid, a 100,000-row export):
 * `count` copies of the vendor's own goods, cycled, each with a new code, barcode and a numbered
 * name. Deterministic; codes continue after the highest code in the table.
 */
export function bulkGoods(existing: readonly GoodsRow[], vendor: VendorKey, count: number): GoodsRow[] {
  const own = existing.filter((g) => g.venderId === vendor.venderId && g.bu === vendor.bu);
  const templates = own.length ? own : existing;
  if (!templates.length || count <= 0) return [];
  let next = existing.reduce((max, g) => Math.max(max, Number(g.goodsId) || 0), 2000000) + 1;
  return Array.from({ length: Math.min(count, MAX_BULK_GOODS) }, (_, k) => {
    const template = templates[k % templates.length];
    const goodsId = String(next++);
    return {
      ...template,
      ...vendor,
      goodsId,
      barcode: goodsBarcode(Number(goodsId) - 2000000),
      goodsName: `${template.goodsName} ${k + 1}`,
    };
  });
}
