import { fieldsOf, type RowOf } from '../../db/tables';
import { ean13 } from '../../db/barcode';
import { addDays } from '../../db/clock';
import { createRng } from '../../db/random';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { GoodsRow, GoodsTables } from './tables';
import { GOODS_TEMPLATES } from '../../db/data/catalog';
import { vendorKeyOf } from '../../db/tables';

type CategoryRow = RowOf<'categories'>;
type VendorRow = RowOf<'vendors'>;

/** Goods beyond the one-per-template base: each vendor's assortment, enough to page and sort. */

/** The goods barcode of a sequence number (EAN-13, 69 prefix). */
export const goodsBarcode = (seq: number) => ean13(`69${String(21000000 + seq * 379).padStart(10, '0')}`);

/** The day a seeded goods record was created: spread over the last two years, no randomness. */
export const goodsCreateDate = (today: string, seq: number) => addDays(today, -((seq * 37) % 700));

/** Goods per vendor in all; the demo supplier (100101) has enough for several pages. */
const ASSORTMENT: Record<string, number> = { '100101': 136 };
const DEFAULT_ASSORTMENT = 24;

/** Pack variants: name suffix and price factor. */
const VARIANTS: Array<[string, number]> = [
  ['(家庭装)', 2.4],
  ['(促销装)', 0.9],
  ['(礼盒装)', 1.8],
  ['(组合装)', 3],
  ['(量贩装)', 4.5],
  ['(便携装)', 0.6],
];

const GOODS_SEED = 20250601;
const round2 = (n: number) => Math.round(n * 100) / 100;

type Template = (typeof GOODS_TEMPLATES)[number];
type OwnFields = Pick<GoodsRow, 'goodsName' | 'spec' | 'salePrice' | 'tare' | 'stockmode' | 'purchasePrice'>;

/** A template's goods for one vendor: its category's names, the sequence's id, barcode and creation day. */
function goodsRow(
  v: VendorRow,
  seq: number,
  template: Template,
  nameOf: (id: string) => string,
  today: string,
  own: OwnFields,
): GoodsRow {
  const [subId, , brand, , unit, origin, shelfLifeDays, tempLow, tempHigh, , taxRate, weightType] = template;
  return {
    ...vendorKeyOf(v),
    goodsId: String(2000000 + seq),
    goodsName: own.goodsName,
    barcode: goodsBarcode(seq),
    majorId: subId.slice(0, 2),
    majorName: nameOf(subId.slice(0, 2)),
    mediumId: subId.slice(0, 4),
    mediumName: nameOf(subId.slice(0, 4)),
    subId,
    subName: nameOf(subId),
    brand,
    unit,
    spec: own.spec,
    origin,
    shelfLifeDays,
    tempHigh,
    tempLow,
    tare: own.tare,
    weightType,
    ...fieldsOf(own, ['stockmode', 'purchasePrice', 'salePrice']),
    purchaseTaxRate: taxRate,
    saleTaxRate: taxRate,
    createDate: goodsCreateDate(today, seq),
  };
}

/**
 * More goods per vendor, after the base rows (ids and barcodes continue their sequence). Its own
 * PRNG, so the tables seeded after goods come out as before.
 */
export function moreGoods(
  base: readonly GoodsRow[],
  vendors: readonly VendorRow[],
  categories: readonly CategoryRow[],
  today: string,
): GoodsRow[] {
  const rng = createRng(GOODS_SEED);
  const name = (id: string) => categories.find((c) => c.id === id)!.name;
  const rows: GoodsRow[] = [];
  vendors.forEach((v, vi) => {
    const have = base.filter((g) => g.venderId === v.venderId && g.bu === v.bu).length;
    const want = ASSORTMENT[v.venderId] ?? DEFAULT_ASSORTMENT;
    for (let k = 0; k < want - have; k += 1) {
      const template = GOODS_TEMPLATES[(vi * 7 + k) % GOODS_TEMPLATES.length];
      const [, goodsName, , spec, , , , , , salePrice, , weightType] = template;
      const [suffix, factor] = VARIANTS[(vi + Math.floor(k / GOODS_TEMPLATES.length) + k) % VARIANTS.length];
      const seq = base.length + rows.length + 1;
      const price = round2(salePrice * factor);
      // The draws in this order (tare, stock mode, purchase price) keep the seeded rows as they were.
      rows.push(
        goodsRow(v, seq, template, name, today, {
          goodsName: `${goodsName}${suffix}`,
          spec: factor < 1.5 ? spec : `${spec}*${Math.round(factor)}`,
          salePrice: price,
          tare: weightType === 3 ? round2(0.3 + rng.next()) : 0,
          stockmode: weightType === 4 ? 2 : rng.chance(0.1) ? 1 : 0,
          purchasePrice: round2(price * (0.72 + rng.next() * 0.1)),
        }),
      );
    }
  });
  return rows;
}

// ---------------------------------------------------------------- goods
function goods(ctx: SeedContext): GoodsRow[] {
  const vendors = ctx.tables.vendors!;
  const cats = ctx.tables.categories!;
  const name = (id: string) => cats.find((c) => c.id === id)!.name;
  const rows: GoodsRow[] = [];
  GOODS_TEMPLATES.forEach((t, i) => {
    const [, goodsName, , spec, , , , , , salePrice, , weightType] = t;
    // Each template is supplied by one vendor; the demo supplier also carries every fourth one.
    const owners = [vendors[i % vendors.length]];
    if (i % 4 === 0 && owners[0].venderId !== '100101') owners.push(vendors[0]);
    for (const v of owners) {
      const purchasePrice = round2(salePrice * (0.72 + ctx.rng.next() * 0.1));
      const tare = weightType === 3 ? 0.5 : 0;
      const stockmode = weightType === 4 ? 2 : 0;
      rows.push(
        goodsRow(v, rows.length + 1, t, name, ctx.today, {
          goodsName,
          spec,
          salePrice,
          tare,
          stockmode,
          purchasePrice,
        }),
      );
    }
  });
  return [...rows, ...moreGoods(rows, vendors, cats, ctx.today)];
}

export const seeders: SeedersOf<GoodsTables> = {
  goods: (ctx) => goods(ctx),
};
