import { fieldsOf, vendorKeyOf, type RowOf } from '../../db/tables';
import { addDays, at } from '../../db/clock';
import { createRng } from '../../db/random';
import type { SeedersOf } from '../../db/seed';
import { ean13 } from '../../db/barcode';
import type { JointCostRecord, NewGoodsLine, NewGoodsSheetStatus } from '@/features/newProducts/types';
import { JOINT_STATUS, LINE_REVIEW, SHEET_STATUS } from '@/features/newProducts/contract';
import { REVIEW_STATUS } from '@/features/promotions/contract';
import type { NewGoodsSheetRow, NewProductsTables } from './tables';

type GoodsRow = RowOf<'goods'>;
type PriceReadjustRow = RowOf<'priceReadjusts'>;

/**
 * New-goods sheets per vendor (the demo supplier 100101 enough to page, every status but
 * unsubmitted, so its first "add" starts a new sheet) and its joint-venture goods costs. Its own
 * PRNG, so the tables seeded after these come out as before.
 */

const SEED = 20261122;
const compact = (iso: string) => iso.replace(/-/g, '');
const round4 = (n: number) => Math.round(n * 10000) / 10000;
/** A readjustment's status as a joint-venture cost proposal's: awaiting review, approved, rejected. */
const PROPOSAL_STATUS: Record<PriceReadjustRow['status'], JointCostRecord['status']> = {
  [REVIEW_STATUS.waiting]: JOINT_STATUS.inReview,
  [REVIEW_STATUS.approved]: JOINT_STATUS.approved,
  [REVIEW_STATUS.rejected]: JOINT_STATUS.rejected,
};
/** The demo supplier's sheets cycle through these (no unsubmitted sheet); others start with one unsubmitted. */
const { inReview, approved, rejected, partlyApproved } = SHEET_STATUS;
const DEMO_STATUSES: NewGoodsSheetStatus[] = [
  inReview,
  approved,
  rejected,
  partlyApproved,
  approved,
  inReview,
  approved,
  partlyApproved,
];
const OTHER_STATUSES: NewGoodsSheetStatus[] = [inReview, approved, approved, rejected, partlyApproved];
const NEW_VARIANTS = ['(新口味)', '(升级版)', '(限定装)', '(轻享装)'];
/** Unit dimensions (cm) the seeded goods lines take in turn. */
const DIMENSIONS = [
  { length: 6.5, width: 6.5, height: 22 },
  { length: 20, width: 14, height: 5.5 },
  { length: 12, width: 8, height: 3 },
];
const REJECTIONS = ['条码与在售商品重复，请核实', '进价高于同类商品，请重新报价', '图片不清晰，请补充商品正面图'];

/** The decisions of a sheet's lines that give its status. */
function reviewsFor(status: NewGoodsSheetStatus, n: number): NewGoodsLine['reviewStatus'][] {
  if (status === SHEET_STATUS.unsubmitted || status === SHEET_STATUS.inReview)
    return Array(n).fill(LINE_REVIEW.pending);
  if (status === SHEET_STATUS.approved) return Array(n).fill(LINE_REVIEW.approved);
  if (status === SHEET_STATUS.rejected) return Array(n).fill(LINE_REVIEW.rejected);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? LINE_REVIEW.rejected : LINE_REVIEW.approved));
}

function lineOf(g: GoodsRow, lineNo: number, seq: number, review: NewGoodsLine['reviewStatus']): NewGoodsLine {
  return {
    lineNo,
    goodsName: `${g.goodsName}${NEW_VARIANTS[seq % NEW_VARIANTS.length]}`,
    barcode: ean13(`69${String(58000000 + seq * 613).padStart(10, '0')}`),
    ...fieldsOf(g, ['majorId', 'majorName', 'mediumId', 'mediumName', 'subId', 'subName', 'brand', 'unit', 'spec']),
    ...fieldsOf(g, ['origin', 'shelfLifeDays', 'tempHigh', 'tempLow', 'tare']),
    ...DIMENSIONS[seq % DIMENSIONS.length],
    ...fieldsOf(g, ['weightType', 'stockmode', 'purchasePrice', 'salePrice', 'purchaseTaxRate', 'saleTaxRate']),
    pictures: [],
    reviewStatus: review,
    reviewReason: review === LINE_REVIEW.rejected ? REJECTIONS[seq % REJECTIONS.length] : null,
    goodsId: review === LINE_REVIEW.approved ? `N${String(seq).padStart(7, '0')}` : null,
  };
}

export const seeders: SeedersOf<NewProductsTables> = {
  newGoodsSheets: (ctx) => {
    const rng = createRng(SEED);
    const rows: NewGoodsSheetRow[] = [];
    let seq = 0;
    for (const v of ctx.tables.vendors!) {
      const goods = ctx.tables.goods!.filter((g) => g.venderId === v.venderId && g.bu === v.bu);
      if (goods.length === 0) continue;
      const shops = ctx.tables.shops!.filter((s) => s.buId === v.bu).map((s) => s.shopId);
      const demo = v.venderId === '100101';
      const count = demo ? 40 : rng.int(6, 10);
      for (let i = 0; i < count; i += 1) {
        const status = demo
          ? DEMO_STATUSES[i % DEMO_STATUSES.length]
          : i === 0
            ? SHEET_STATUS.unsubmitted
            : rng.pick(OTHER_STATUSES);
        const created = addDays(ctx.today, -(i * 4 + rng.int(1, 3)));
        const n = rng.int(1, 4);
        const reviews = reviewsFor(status, n);
        const lines = reviews.map((r, k) => {
          seq += 1;
          return lineOf(goods[(i * 3 + k) % goods.length], k + 1, seq, r);
        });
        const submitted = status !== SHEET_STATUS.unsubmitted;
        const reviewed = submitted && status !== SHEET_STATUS.inReview;
        rows.push({
          sheetId: `XP${compact(created)}${String(rows.length + 1).padStart(5, '0')}`,
          ...vendorKeyOf(v),
          status,
          creator: v.venderName,
          createDate: at(created, rng.int(8, 17), rng.int(0, 59)),
          submitDate: submitted ? at(created, 18, rng.int(0, 59)) : null,
          checker: reviewed ? '李建国' : null,
          checkDate: reviewed ? at(addDays(created, 2), rng.int(9, 17), rng.int(0, 59)) : null,
          remark: '',
          shopIds: shops.slice(0, 1 + (i % Math.max(1, Math.min(3, shops.length)))),
          lines,
        });
      }
    }
    return rows;
  },
  // A joint-venture goods' cost proposal is its latest price readjustment (SPEC §2
  // /promotion/readjust_prices: same number, costs, dates and decision); without one it has none.
  jointCosts: (ctx) => {
    const rows: JointCostRecord[] = [];
    const latestReadjust = new Map<string, PriceReadjustRow>();
    for (const r of ctx.tables.priceReadjusts!) {
      const key = `${r.venderId}/${r.bu}/${r.goodsId}`;
      const seen = latestReadjust.get(key);
      if (!seen || r.createDate > seen.createDate) latestReadjust.set(key, r);
    }
    for (const v of ctx.tables.vendors!) {
      const goods = ctx.tables.goods!.filter((g) => g.venderId === v.venderId && g.bu === v.bu);
      // Every third goods of a vendor is sold as a joint venture (the store sells, the supplier owns the stock).
      for (const g of goods.filter((_, i) => i % 3 === 0)) {
        const r = latestReadjust.get(`${v.venderId}/${v.bu}/${g.goodsId}`);
        const status = r ? PROPOSAL_STATUS[r.status] : JOINT_STATUS.none;
        const applied = status === JOINT_STATUS.approved && r!.effectiveDate <= ctx.today;
        rows.push({
          ...vendorKeyOf(v),
          ...fieldsOf(g, ['goodsId', 'goodsName', 'barcode', 'spec', 'unit']),
          cost: r ? (applied ? r.newCost : r.oldCost) : round4(g.purchasePrice),
          proposalId: r?.sheetId ?? null,
          proposedCost: r?.newCost ?? null,
          effectiveDate: r?.effectiveDate ?? null,
          proposeDate: r?.createDate ?? null,
          status,
          checker: r?.checker ?? null,
          checkDate: r?.checkDate ?? null,
          reviewReason: r?.reviewReason ?? null,
        });
      }
    }
    return rows;
  },
};
