import { tr } from '../../glossary';
import { at } from '../../db/clock';
import { dcIdOf } from '../../db/data/orgs';
import type { SeedContext, SeedersOf } from '../../db/seed';
import { fieldsOf, type VendorKey, type RowOf } from '../../db/tables';
import type { ReturnDocRow, ReturnLineRow, ReturnMemoRow, ReturnNoticeRow, ReturnsTables } from './tables';
import { goodsOf, lineRng, pickGoods, pricedLine, quantityOf, shiftDay, sum, taxOf } from '../../db/goodsLines';
import { DOC_STATUS, GOODS_KIND, NOTICE_STATUS, SHEET_TYPE, returnDaysOf } from '@/features/returns/contract';
import { vendorKeyOf } from '../../db/tables';

type GoodsRow = RowOf<'goods'>;

/**
 * Return notices (SPEC §2 returnnoticedoc_query) and the return documents made from them
 * (returndoc_query, /s/reorder/return-sales), with the retailer's memos (return-sales-memo).
 *
 * A notice is 0 to be confirmed (the supplier's to-do) → 1 confirmed (a return document in status
 * 0 "to be executed" exists: the retailer's to-do) → 2 completed (its document is 1 executed).
 */

const COUNTS: Record<string, [total: number, pending: number]> = {
  '100101': [180, 5],
  '100202': [40, 3],
  '310201': [40, 2],
  '310202': [24, 1],
};
const DEFAULT_COUNT: [number, number] = [6, 1];

export const RETURN_REASONS = [
  tr('临期商品退货', 'Near-expiry return'),
  tr('质量问题退货', 'Quality problem return'),
  tr('滞销退货', 'Slow-moving goods return'),
  tr('包装破损退货', 'Damaged packaging return'),
  tr('门店撤场退货', 'Store closure return'),
];

const compact = (iso: string) => iso.replace(/-/g, '');

/** Perishables: goods kept at most 30 days. */
const isPerishable = (g: GoodsRow) => g.shelfLifeDays <= 30;

export function returnLinesOf(
  sheetId: string,
  key: VendorKey,
  goodsKind: ReturnNoticeRow['goodsKind'],
  goods: readonly GoodsRow[],
): ReturnLineRow[] {
  const rng = lineRng(sheetId);
  const own = goodsOf(goods, key);
  const ofKind = own.filter((g) => isPerishable(g) === (goodsKind === GOODS_KIND.perishable));
  return pickGoods(rng, ofKind.length ? ofKind : own, rng.int(1, 5)).map((g, i) => {
    const qty = quantityOf(rng, g, 1, 48);
    return { ...pricedLine(sheetId, i + 1, g, qty), qty };
  });
}

export function returnTotals(lines: readonly ReturnLineRow[]) {
  return {
    qty: sum(lines, (l) => l.qty, 3),
    amount: sum(lines, (l) => l.amount),
    taxAmount: sum(lines, (l) => taxOf(l.amount, l.taxRate)),
  };
}

export function returnNoticeRows(ctx: SeedContext): ReturnNoticeRow[] {
  const goods = ctx.tables.goods!;
  const shops = ctx.tables.shops!;
  const rows: ReturnNoticeRow[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const [total, pending] = COUNTS[v.venderId] ?? DEFAULT_COUNT;
    const own = shops.filter((s) => s.buId === v.bu);
    for (let i = 0; i < total; i += 1) {
      const day = shiftDay(ctx.today, -(i < pending ? ctx.rng.int(1, 2) : ctx.rng.int(3, 180)));
      const fromDc = ctx.rng.chance(0.3);
      const goodsKind = ctx.rng.chance(0.4) ? GOODS_KIND.perishable : GOODS_KIND.general;
      const sheetId = `TH${compact(day)}${String((seq += 1)).padStart(5, '0')}`;
      // Older notices are done, a few recent ones still wait for their return to be executed.
      const status =
        i < pending
          ? NOTICE_STATUS.toConfirm
          : i < pending + 3 || ctx.rng.chance(0.1)
            ? NOTICE_STATUS.confirmed
            : NOTICE_STATUS.completed;
      const confirmed = status !== NOTICE_STATUS.toConfirm;
      const { amount, qty } = returnTotals(returnLinesOf(sheetId, v, goodsKind, goods));
      rows.push({
        sheetId,
        sheetType: fromDc ? SHEET_TYPE.dc : SHEET_TYPE.store,
        ...vendorKeyOf(v),
        status,
        creator: fromDc ? '配送中心退货员' : '门店退货员',
        checker: confirmed ? v.contact : null,
        createDate: at(day, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate: confirmed ? at(day, 19, ctx.rng.int(0, 59)) : null,
        shopId: fromDc ? dcIdOf(v.bu, ctx.rng.int(1, 2)) : own.length ? ctx.rng.pick(own).shopId : `${v.bu}01`,
        returnDate: shiftDay(day, 1),
        reason: RETURN_REASONS[(i + seq) % RETURN_REASONS.length],
        amount,
        qty,
        goodsKind,
        deadline: shiftDay(day, returnDaysOf(goodsKind)),
      });
    }
  }
  return rows;
}

export function returnNoticeLineRows(ctx: SeedContext): ReturnLineRow[] {
  const goods = ctx.tables.goods!;
  return ctx.tables.returnNotices!.flatMap((n) => returnLinesOf(n.sheetId, n, n.goodsKind, goods));
}

/** The return document of a confirmed notice; `executed` when its goods have left. */
export function returnDocOf(
  notice: ReturnNoticeRow,
  lines: readonly ReturnLineRow[],
  sheetId: string,
  createDate: string,
): ReturnDocRow {
  return {
    sheetId,
    sheetType: notice.sheetType,
    ...vendorKeyOf(notice),
    status: DOC_STATUS.toExecute,
    creator: notice.checker ?? notice.creator,
    checker: null,
    createDate,
    checkDate: null,
    noticeSheetId: notice.sheetId,
    ...fieldsOf(notice, ['shopId', 'returnDate', 'reason']),
    ...returnTotals(lines),
  };
}

/** The return document id of a notice: TD + the notice's date and number. */
export const returnDocIdOf = (noticeSheetId: string) => `TD${noticeSheetId.slice(2)}`;

export function returnDocRows(ctx: SeedContext): ReturnDocRow[] {
  const lines = new Map<string, ReturnLineRow[]>();
  for (const l of ctx.tables.returnNoticeLines!) lines.set(l.sheetId, [...(lines.get(l.sheetId) ?? []), l]);
  return ctx.tables
    .returnNotices!.filter((n) => n.status !== NOTICE_STATUS.toConfirm)
    .map((n) => {
      const doc = returnDocOf(n, lines.get(n.sheetId) ?? [], returnDocIdOf(n.sheetId), n.checkDate!);
      if (n.status !== NOTICE_STATUS.completed) return doc;
      const day = n.returnDate >= ctx.today ? shiftDay(ctx.today, -1) : n.returnDate;
      return {
        ...doc,
        status: DOC_STATUS.executed,
        checker: '门店收货员',
        checkDate: at(day, ctx.rng.int(9, 17), ctx.rng.int(0, 59)),
      };
    });
}

const MEMOS = [
  tr('供应商已电话确认，次日上门取货', 'Supplier confirmed by phone, pickup tomorrow'),
  tr('退货商品已拍照留存', 'Photos of the returned goods kept'),
  tr('数量与通知单一致', 'Quantity matches the notice'),
  tr('部分商品包装破损，已与采购沟通', 'Some packaging damaged, discussed with purchasing'),
];

export function returnMemoRows(ctx: SeedContext): ReturnMemoRow[] {
  return ctx.tables
    .returnDocs!.filter((_d, i) => i % 6 === 0)
    .map((d, i) => ({
      memoId: `M${String(i + 1).padStart(6, '0')}`,
      sheetId: d.sheetId,
      ...vendorKeyOf(d),
      text: MEMOS[i % MEMOS.length],
      creator: '王晓梅',
      createDate: d.createDate,
      modifier: null,
      modifyDate: null,
    }));
}

export const seeders: SeedersOf<ReturnsTables> = {
  returnNotices: (ctx) => returnNoticeRows(ctx),
  returnNoticeLines: (ctx) => returnNoticeLineRows(ctx),
  returnDocs: (ctx) => returnDocRows(ctx),
  returnMemos: (ctx) => returnMemoRows(ctx),
};
