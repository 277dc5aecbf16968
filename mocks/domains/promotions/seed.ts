import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import { fieldsOf, vendorKeyOf, type DocBase, type RowOf } from '../../db/tables';
import { tr } from '../../glossary';
import type { PromotionsTables } from './tables';
import { CONFIRM_STATUS, REVIEW_STATUS, SIGN_FLAG, type SignFlag } from '@/features/promotions/contract';
import { daysBetween } from '@/lib/dates';

const REVIEWS = Object.values(REVIEW_STATUS);
const CONFIRMS = Object.values(CONFIRM_STATUS);

type GoodsRow = RowOf<'goods'>;
type VendorRow = RowOf<'vendors'>;

/**
 * Promotions (SPEC §2 /promotion/*): for every supplier with goods, dozens of documents per screen
 * (the demo supplier 100101: 30, its first rows in every status in order so tests find each), dated
 * around the mock's today. SPEC §9 precision: prices and amounts 2 decimals, costs 4, quantities 3.
 * Online promotions signed before the portal have no signed file (signing here makes one).
 */

const compact = (iso: string) => iso.replace(/-/g, '');
const r2 = (n: number) => Math.round(n * 100) / 100;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const r4 = (n: number) => Math.round(n * 10000) / 10000;

const THEMES = [
  tr('国庆黄金周联合促销', 'National Day golden week joint promotion'),
  tr('中秋团圆节联合促销', 'Mid-Autumn reunion joint promotion'),
  tr('年货节联合促销', 'New Year goods festival joint promotion'),
  tr('店庆周年联合促销', 'Store anniversary joint promotion'),
];
const ONLINE_THEMES = [
  tr('小程序会员日', 'Mini program member day'),
  tr('App 限时秒杀', 'App flash sale'),
  tr('外卖平台满减', 'Delivery platform spend-and-save'),
  tr('线上新品首发', 'Online new product launch'),
];
const REASONS = [
  tr('原材料成本上涨', 'Raw material costs have risen'),
  tr('包装规格调整', 'The packaging size changed'),
  tr('运输成本上涨', 'Transport costs have risen'),
];
const LOWER_REASONS = [
  tr('原材料成本下降', 'Raw material costs have fallen'),
  tr('采购量增加获得优惠', 'A larger purchase volume earns a discount'),
];
const APPLY_REASONS = [
  tr('新品上市推广', 'Launch of a new product'),
  tr('节日档期备货', 'Holiday season stock'),
  tr('清理临期库存', 'Clearing stock near its expiry'),
];
const DECLINES = [tr('补偿金额与协议不符', 'The compensation does not match the agreement')];
const REVIEW_REJECT = tr('促销价低于最低限价，请调整', 'The promotional price is below the minimum; please adjust it');

type Maker<T> = (
  v: VendorRow,
  g: GoodsRow,
  i: number,
  status: string,
  seq: number,
  day: string,
) => Omit<T, keyof DocBase>;

/**
 * Documents of one table per supplier with goods; the demo supplier's first rows take `statuses` in
 * order. Each is made within the last 60 days, or on or after `earliest` (the day of what it refers
 * to), and handled two days later but never after today.
 */
function docs<T extends DocBase>(
  ctx: SeedContext,
  prefix: string,
  sheetType: string,
  statuses: readonly string[],
  make: Maker<T>,
  earliest?: (v: VendorRow, i: number) => string,
): T[] {
  const rows: T[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const goods = ctx.tables.goods!.filter((g) => g.venderId === v.venderId && g.bu === v.bu);
    if (goods.length === 0) continue;
    const count = v.venderId === '100101' ? 30 : ctx.rng.int(6, 14);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const from = earliest?.(v, i);
      const day = from
        ? addDays(from, ctx.rng.int(0, daysBetween(from, ctx.today)))
        : addDays(ctx.today, -ctx.rng.int(0, 60));
      const handledDay = addDays(day, 2) < ctx.today ? addDays(day, 2) : ctx.today;
      const status = v.venderId === '100101' && i < statuses.length ? statuses[i] : ctx.rng.pick(statuses);
      const handled = status !== statuses[0];
      rows.push({
        sheetId: `${prefix}${compact(day)}${String(seq).padStart(5, '0')}`,
        sheetType,
        ...vendorKeyOf(v),
        status,
        creator: v.venderName,
        checker: handled ? '李建国' : null,
        createDate: at(day, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate: handled ? at(handledDay, ctx.rng.int(8, 18), ctx.rng.int(0, 59)) : null,
        ...make(v, goods[i % goods.length], i, status, seq, day),
      } as T);
    }
  }
  return rows;
}

const goodsOf = (g: Pick<GoodsRow, 'goodsId' | 'goodsName' | 'barcode' | 'unit'>) => ({
  ...fieldsOf(g, ['goodsId', 'goodsName', 'barcode', 'unit']),
});

/** A promotion period around today: current and coming ones. */
function period(ctx: SeedContext) {
  const startDate = addDays(ctx.today, ctx.rng.int(-10, 30));
  return { startDate, endDate: addDays(startDate, ctx.rng.int(6, 20)) };
}

/** A promotion that ended before `day`, the day its sales are reckoned (a sales gross profit is made once it is over). */
function endedBefore(ctx: SeedContext, day: string) {
  const endDate = addDays(day, -ctx.rng.int(1, 10));
  return { startDate: addDays(endDate, -ctx.rng.int(6, 20)), endDate };
}

type Readjust = PromotionsTables['priceReadjusts'][number];
const dayOfReadjust = (r: Readjust | undefined) =>
  r ? [r.effectiveDate, r.createDate.slice(0, 10), (r.checkDate ?? '').slice(0, 10)].sort().at(-1)! : '';

/** Approved readjustments that lowered a cost and took effect by today, per supplier code: what compensation pays for. */
function compensable(ctx: SeedContext): Map<string, Readjust[]> {
  const byCode = new Map<string, Readjust[]>();
  for (const r of ctx.tables.priceReadjusts!)
    if (r.status === REVIEW_STATUS.approved && r.newCost < r.oldCost && dayOfReadjust(r) <= ctx.today)
      byCode.set(`${r.venderId}/${r.bu}`, [...(byCode.get(`${r.venderId}/${r.bu}`) ?? []), r]);
  return byCode;
}

export const seeders: SeedersOf<PromotionsTables> = {
  promoApplications: (ctx) =>
    docs(ctx, 'CX', 'promotion_apply', REVIEWS, (_v, g, i, status) => {
      const promoPrice = r2(g.salePrice * (0.7 + ctx.rng.next() * 0.2));
      return {
        ...goodsOf(g),
        ...period(ctx),
        promoType: String((i % 3) + 1),
        shopScope: String((i % 4) + 1),
        salePrice: g.salePrice,
        promoPrice,
        promoCost: r4(g.purchasePrice * (0.85 + ctx.rng.next() * 0.1)),
        expectedQty: r3(ctx.rng.int(50, 2000)),
        reason: ctx.rng.pick(APPLY_REASONS),
        reviewReason: status === REVIEW_STATUS.rejected ? REVIEW_REJECT : null,
      };
    }),
  // Every other readjustment lowers the cost (those are what price-difference compensation pays for);
  // it takes effect after the day it is asked for, as the screen requires.
  priceReadjusts: (ctx) =>
    docs(ctx, 'TJ', 'price_readjust', REVIEWS, (_v, g, i, status, _seq, day) => {
      const lower = i % 2 === 1;
      const x = ctx.rng.next();
      return {
        ...goodsOf(g),
        oldCost: r4(g.purchasePrice),
        newCost: r4(g.purchasePrice * (lower ? 0.9 + x * 0.08 : 1.02 + x * 0.08)),
        // One awaiting review is still for a day ahead.
        effectiveDate: addDays(status === REVIEW_STATUS.waiting ? ctx.today : day, ctx.rng.int(1, 14)),
        reason: ctx.rng.pick(lower ? LOWER_REASONS : REASONS),
        reviewReason: status === REVIEW_STATUS.rejected ? tr('调价幅度过大', 'The price change is too large') : null,
      };
    }),
  grossProfitApprovals: (ctx) =>
    docs(ctx, 'MS', 'grossprofit_approval', CONFIRMS, (_v, g, _i, status, seq, day) => {
      // Below the 12 % floor (what needs the approval): a margin of 2 to 11.5 %.
      const cost = r4(g.purchasePrice * 0.98);
      const promoPrice = r2(cost / (1 - (2 + ctx.rng.next() * 9.5) / 100));
      const dates = period(ctx);
      return {
        ...goodsOf(g),
        ...dates,
        // The promotion is made the day its approval is asked for, and numbered by that day.
        promoSheetId: `CX${compact(day)}${String(70000 + seq)}`,
        salePrice: g.salePrice,
        promoPrice,
        cost,
        grossProfitRate: r2(((promoPrice - cost) / promoPrice) * 100),
        floorRate: 12,
        declineReason: status === CONFIRM_STATUS.declined ? ctx.rng.pick(DECLINES) : null,
      };
    }),
  tieIns: (ctx) =>
    docs(ctx, 'LH', 'tiein', CONFIRMS, (_v, _g, i, status) => {
      const totalCost = ctx.rng.money(5000, 80000);
      const shareRate = ctx.rng.pick([30, 40, 50, 60]);
      return {
        ...period(ctx),
        theme: THEMES[i % THEMES.length],
        shopScope: String((i % 4) + 1),
        totalCost,
        shareRate,
        supplierCost: r2((totalCost * shareRate) / 100),
        declineReason: status === CONFIRM_STATUS.declined ? ctx.rng.pick(DECLINES) : null,
      };
    }),
  vipDiscounts: (ctx) =>
    docs(ctx, 'HY', 'vip_discount', CONFIRMS, (_v, g, _i, status) => {
      const vipPrice = r2(g.salePrice * 0.9);
      const supplierShare = r2((g.salePrice - vipPrice) / 2);
      const soldQty = r3(ctx.rng.int(20, 900) + ctx.rng.int(0, 999) / 1000);
      return {
        ...goodsOf(g),
        ...period(ctx),
        salePrice: g.salePrice,
        vipPrice,
        supplierShare,
        soldQty,
        shareAmount: r2(soldQty * supplierShare),
        declineReason: status === CONFIRM_STATUS.declined ? ctx.rng.pick(DECLINES) : null,
      };
    }),
  promoSaleGrossProfits: (ctx) =>
    docs(
      ctx,
      'ML',
      'sale_grossprofit',
      [
        CONFIRM_STATUS.waiting,
        CONFIRM_STATUS.waiting,
        CONFIRM_STATUS.waiting,
        CONFIRM_STATUS.confirmed,
        CONFIRM_STATUS.declined,
      ],
      (_v, g, _i, status, seq, day) => {
        const saleQty = r3(ctx.rng.int(100, 3000) + ctx.rng.int(0, 999) / 1000);
        // Below the 15 % floor, so the finished promotion has a compensation to confirm: a margin of 3 to 13 %.
        const cost = r4(g.purchasePrice * 0.99);
        const promoPrice = r2(cost / (1 - (3 + (seq % 11)) / 100));
        const saleAmount = r2(saleQty * promoPrice);
        const grossProfitRate = r2(((promoPrice - cost) / promoPrice) * 100);
        const dates = endedBefore(ctx, day);
        return {
          ...goodsOf(g),
          ...dates,
          promoSheetId: `CX${compact(dates.startDate)}${String(80000 + seq)}`,
          saleQty,
          saleAmount,
          cost,
          grossProfitRate,
          floorRate: 15,
          compensation: r2(Math.max(0, (15 - grossProfitRate) / 100) * saleAmount),
          declineReason: status === CONFIRM_STATUS.declined ? ctx.rng.pick(DECLINES) : null,
        };
      },
    ),
  payReadjusts: (ctx) => {
    const lowered = compensable(ctx);
    const source = (v: VendorRow, i: number) => {
      const mine = lowered.get(`${v.venderId}/${v.bu}`) ?? [];
      return mine[i % mine.length];
    };
    return docs(
      ctx,
      'BC',
      'pay_readjust',
      CONFIRMS,
      (v, _g, i, status) => {
        const r = source(v, i);
        if (!r) return { readjustSheetId: '' } as Omit<PromotionsTables['payReadjusts'][number], keyof DocBase>;
        const stockQty = r3(ctx.rng.int(10, 800));
        return {
          ...goodsOf(r),
          readjustSheetId: r.sheetId,
          oldCost: r.oldCost,
          newCost: r.newCost,
          stockQty,
          compensation: r2((r.oldCost - r.newCost) * stockQty),
          effectiveDate: r.effectiveDate,
          declineReason: status === CONFIRM_STATUS.declined ? ctx.rng.pick(DECLINES) : null,
        };
      },
      (v, i) => dayOfReadjust(source(v, i)),
    ).filter((p) => p.readjustSheetId); // a code with nothing to compensate has no compensation documents
  },
  onlinePromotions: (ctx) =>
    docs(ctx, 'XS', 'online_promotion', Object.values(SIGN_FLAG), (_v, _g, i, status, seq) => ({
      ...period(ctx),
      id: seq,
      theme: ONLINE_THEMES[i % ONLINE_THEMES.length],
      channel: String((i % 3) + 1),
      goodsCount: ctx.rng.int(3, 40),
      supplierCost: ctx.rng.money(800, 30000),
      signFlag: status as SignFlag,
      signDate: status === SIGN_FLAG.signed ? at(addDays(ctx.today, -ctx.rng.int(1, 20)), 10) : null,
      signedFile: null,
    })),
};
