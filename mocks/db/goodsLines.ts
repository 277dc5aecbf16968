import { addDays } from './clock';
import { createRng, hashSeed, type Rng } from './random';
import type { VendorKey } from './tables';
import type { GoodsRow } from '../domains/goods/tables';

/**
 * Goods lines of seeded and mock-created documents. A document's lines come from its own PRNG
 * stream (seeded by its sheetId), so the header totals and the stored lines always agree and a
 * document made later (an order received) gets lines the same way.
 */

export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export const sum = <T>(rows: readonly T[], of: (row: T) => number, decimals = 2) =>
  round(
    rows.reduce((s, r) => s + of(r), 0),
    decimals,
  );

export const lineRng = (sheetId: string): Rng => createRng(hashSeed(sheetId));

// Seeding makes thousands of lines: the goods are indexed once per goods table, days once per shift.
const byVendor = new WeakMap<readonly GoodsRow[], Map<string, GoodsRow[]>>();
const byId = new WeakMap<readonly GoodsRow[], Map<string, GoodsRow>>();
const days = new Map<string, string>();

/** The goods a vendor supplies (by bu and venderId); some goods if it has none. */
export function goodsOf(goods: readonly GoodsRow[], key: VendorKey): GoodsRow[] {
  let index = byVendor.get(goods);
  if (!index) {
    index = new Map();
    for (const g of goods) index.set(`${g.bu}/${g.venderId}`, [...(index.get(`${g.bu}/${g.venderId}`) ?? []), g]);
    byVendor.set(goods, index);
  }
  return index.get(`${key.bu}/${key.venderId}`) ?? goods.slice(0, 24);
}

export function goodsById(goods: readonly GoodsRow[]): Map<string, GoodsRow> {
  let index = byId.get(goods);
  if (!index) byId.set(goods, (index = new Map(goods.map((g) => [g.goodsId, g]))));
  return index;
}

/** addDays, remembered. */
export function shiftDay(iso: string, n: number): string {
  const key = `${iso}${n}`;
  let day = days.get(key);
  if (day === undefined) days.set(key, (day = addDays(iso, n)));
  return day;
}

/** `n` distinct goods of a list, in a stable order. */
export function pickGoods(rng: Rng, goods: readonly GoodsRow[], n: number): GoodsRow[] {
  const pool = [...goods];
  const picked: GoodsRow[] = [];
  while (picked.length < n && pool.length) picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  return picked;
}

/** A quantity: whole units, or kilograms with 3 decimals for variable-weight goods (weightType 4). */
export function quantityOf(rng: Rng, g: GoodsRow, min: number, max: number): number {
  return g.weightType === 4 ? round(min + rng.next() * (max - min), 3) : rng.int(min, max);
}

/** The priced part of a line: price 2 decimals (tax included), cost 4 decimals (tax excluded), amount 2. */
export function pricedLine(sheetId: string, lineNo: number, g: GoodsRow, qty: number) {
  const price = round(g.purchasePrice, 2);
  return {
    sheetId,
    lineNo,
    goodsId: g.goodsId,
    price,
    cost: round(price / (1 + g.purchaseTaxRate / 100), 4),
    taxRate: g.purchaseTaxRate,
    amount: round(qty * price, 2),
  };
}

/** Tax included in an amount at a rate (percent). */
export const taxOf = (amount: number, rate: number) => amount - amount / (1 + rate / 100);
