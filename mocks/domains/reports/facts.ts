import { SHOP_STATUS } from '@/features/masterData/contract';
import { table } from '../../db';
import { addDays, mockToday } from '../../db/clock';
import type { VendorKey } from '../../db/tables';
import { REPORT_DAYS } from '@/features/reports/contract';

/**
 * The facts behind the reports, computed (not stored) from the goods, shops, orgs and order tables:
 * a deterministic hash of goods, store and day gives each day's sales, so the same database and
 * "today" always give the same figures and nothing grows the persisted seed. Kept per vendor and day.
 */

/** The sales history: as far back as a report's period may start. */
export const SALES_DAYS = REPORT_DAYS;
const GOODS_CAP = 16;
const SHOPS_CAP = 10;

/** FNV-1a: a stable pseudo-random number in [0, 1) for a key. */
export function unit(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0x100000000;
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r4 = (n: number) => Math.round(n * 10000) / 10000;

export type SaleFact = {
  venderId: string;
  bu: string;
  day: string;
  shopId: string;
  goodsId: string;
  qty: number;
  amount: number;
  cost: number;
  promotionId: string | null;
};

export type Place = { shopId: string; shopName: string; shopType: string; dcId: string };

function goodsOf(v: VendorKey) {
  return table('goods')
    .filter((g) => g.venderId === v.venderId && g.bu === v.bu)
    .slice(0, GOODS_CAP);
}

/** Open stores of the BU that list the vendor's goods. */
export function shopsOf(v: VendorKey): Place[] {
  return table('shops')
    .filter((s) => s.buId === v.bu && s.status === SHOP_STATUS.open)
    .slice(0, SHOPS_CAP)
    .map((s) => ({ shopId: s.shopId, shopName: s.shopName, shopType: s.shopType, dcId: s.dcId }));
}

const cache = new Map<string, SaleFact[]>();

/** Every day's sales of a vendor's goods in its BU's stores over the last SALES_DAYS days. */
export function salesFacts(v: VendorKey): SaleFact[] {
  const today = mockToday();
  const goods = goodsOf(v);
  const key = `${today}|${v.bu}/${v.venderId}|${goods.length}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const shops = shopsOf(v);
  const facts: SaleFact[] = [];
  for (let d = SALES_DAYS; d >= 1; d -= 1) {
    const day = addDays(today, -d);
    for (const s of shops)
      for (const g of goods) {
        const u = unit(`${g.goodsId}|${s.shopId}|${day}`);
        if (u < 0.25) continue; // not sold that day
        const promo = unit(`${g.goodsId}|${day.slice(0, 7)}`) < 0.3 && u > 0.6;
        const qty = Math.round((1 + u * 24 * (promo ? 1.6 : 1)) * 1000) / 1000;
        const price = g.salePrice * (promo ? 0.85 : 1);
        facts.push({
          venderId: v.venderId,
          bu: v.bu,
          day,
          shopId: s.shopId,
          goodsId: g.goodsId,
          qty,
          amount: r2(qty * price),
          cost: r4(qty * g.purchasePrice),
          promotionId: promo ? `CX${day.slice(0, 7).replace('-', '')}${g.goodsId.slice(-3)}` : null,
        });
      }
  }
  cache.clear(); // one vendor and day at a time is enough for a mock
  cache.set(key, facts);
  return facts;
}

export type StockFact = {
  venderId: string;
  bu: string;
  /** A store or a DC. */
  placeId: string;
  placeName: string;
  goodsId: string;
  packSize: number;
  qty: number;
  cost: number;
  bookQty: number;
  countedQty: number;
};

/** Today's stock of a vendor's goods in its stores and their DCs (quantities in units; cases = qty / pack). */
export function stockFacts(v: VendorKey): StockFact[] {
  const today = mockToday();
  const dcNames = new Map(table('orgs').flatMap((o) => o.buIds.map((bu) => [`${bu}:${o.orgId}`, o.orgName] as const)));
  const shops = shopsOf(v);
  const places = [
    ...shops.map((s) => ({ id: s.shopId, name: s.shopName })),
    ...[...new Set(shops.map((s) => s.dcId))].map((id) => ({ id, name: dcNames.get(`${v.bu}:${id}`) ?? id })),
  ];
  const facts: StockFact[] = [];
  for (const p of places)
    for (const g of goodsOf(v)) {
      const u = unit(`${g.goodsId}|${p.id}|${today}|stock`);
      const packSize = [6, 12, 24][Math.floor(unit(g.goodsId) * 3)];
      const qty = Math.round(u * 40) * packSize + Math.round(u * 5);
      const diff = u > 0.8 ? -Math.round(u * 6) : u < 0.1 ? Math.round(u * 30) : 0;
      facts.push({
        venderId: v.venderId,
        bu: v.bu,
        placeId: p.id,
        placeName: p.name,
        goodsId: g.goodsId,
        packSize,
        qty,
        cost: r4(qty * g.purchasePrice),
        bookQty: qty,
        countedQty: qty + diff,
      });
    }
  return facts;
}

/** Every goods of a vendor (the goods report lists the whole assortment, not the sampled goods of the facts). */
export function assortmentOf(v: VendorKey) {
  return table('goods').filter((g) => g.venderId === v.venderId && g.bu === v.bu);
}

/** The stores (of `shops`, the vendor's) that list a goods: those its hash lists. */
export function listedShops(shops: Place[], goodsId: string): Place[] {
  return shops.filter((s) => unit(`${goodsId}|${s.shopId}|listed`) < 0.8);
}
