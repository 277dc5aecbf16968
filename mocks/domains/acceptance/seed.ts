import { at } from '../../db/clock';
import { dcIdOf } from '../../db/data/orgs';
import type { SeedContext, SeedersOf } from '../../db/seed';
import { tr } from '../../glossary';
import { fieldsOf, vendorKeyOf, type VendorKey, type RowOf } from '../../db/tables';
import type { AcceptanceLineRow, AcceptanceRow, AcceptanceTables } from './tables';
import { ACCEPTANCE_STATUS, SHEET_TYPE } from '@/features/acceptance/contract';
import { LOGISTICS_MODE, NOTICE_STATUS } from '@/features/orders/contract';
import {
  goodsById,
  goodsOf,
  lineRng,
  pickGoods,
  pricedLine,
  quantityOf,
  round,
  shiftDay,
  sum,
  taxOf,
} from '../../db/goodsLines';

type GoodsRow = RowOf<'goods'>;
type OrderNoticeLineRow = RowOf<'orderNoticeLines'>;
type OrderNoticeRow = RowOf<'orderNotices'>;

/**
 * Acceptances (receipts, SPEC §2 /acceptance-management/acceptancedoc_query): hundreds for the
 * demo supplier, dozens for the demo-supplier-multi combinations, a few for everyone else, to be
 * confirmed by the supplier or confirmed; plus one for every seeded order notice received, at its
 * transfer DC when it went through one.
 */

/** Acceptances per vendor (others: DEFAULT_COUNT) and how many of them are pending. */
const COUNTS: Record<string, [total: number, pending: number]> = {
  '100101': [150, 6],
  '100202': [40, 3],
  '310201': [40, 2],
  '310202': [24, 1],
};
const DEFAULT_COUNT: [number, number] = [6, 1];
const CHECKERS = ['张伟', '李娜', '陈静'];
export const DC_RECEIVER = tr('配送中心收货员', 'DC receiving clerk');
const STORE_RECEIVER = tr('门店收货员', 'Store receiving clerk');

const compact = (iso: string) => iso.replace(/-/g, '');

/** The lines of an acceptance: ordered quantities, mostly received in full, sometimes short. */
export function acceptanceLinesOf(sheetId: string, key: VendorKey, goods: readonly GoodsRow[]): AcceptanceLineRow[] {
  const rng = lineRng(sheetId);
  return pickGoods(rng, goodsOf(goods, key), rng.int(2, 6)).map((g, i) => {
    const orderQty = quantityOf(rng, g, 6, 240);
    const short = rng.chance(0.25);
    const receivedQty = short ? round(orderQty * (0.5 + rng.next() * 0.45), g.weightType === 4 ? 3 : 0) : orderQty;
    return { ...pricedLine(sheetId, i + 1, g, receivedQty), orderQty, receivedQty };
  });
}

/** The header totals of an acceptance from its lines. */
export function acceptanceTotals(lines: readonly AcceptanceLineRow[]) {
  return {
    orderQty: sum(lines, (l) => l.orderQty, 3),
    receivedQty: sum(lines, (l) => l.receivedQty, 3),
    amount: sum(lines, (l) => l.amount),
    taxAmount: sum(lines, (l) => taxOf(l.amount, l.taxRate)),
  };
}

/** The lines of an order's acceptance: its order lines, mostly received in full. */
export function acceptanceLinesOfOrder(
  sheetId: string,
  orderLines: readonly OrderNoticeLineRow[],
  goods: readonly GoodsRow[],
): AcceptanceLineRow[] {
  const rng = lineRng(sheetId);
  const byId = goodsById(goods);
  return orderLines.map((l, i) => {
    const weighed = byId.get(l.goodsId)?.weightType === 4;
    const receivedQty = rng.chance(0.2) ? round(l.orderQty * (0.5 + rng.next() * 0.45), weighed ? 3 : 0) : l.orderQty;
    return {
      sheetId,
      lineNo: i + 1,
      ...fieldsOf(l, ['goodsId', 'price', 'cost', 'taxRate']),
      amount: round(receivedQty * l.price, 2),
      orderQty: l.orderQty,
      receivedQty,
    };
  });
}

/** A pending acceptance of a received order: at its transfer DC (a DC receipt) or at the store. */
export function acceptanceOfOrder(
  order: OrderNoticeRow,
  sheetId: string,
  lines: readonly AcceptanceLineRow[],
  receiptDate: string,
  createDate: string,
): AcceptanceRow {
  const viaDc = order.logisticsMode !== LOGISTICS_MODE.direct && !!order.transferDc;
  return {
    sheetId,
    sheetType: viaDc ? SHEET_TYPE.dc : SHEET_TYPE.store,
    ...vendorKeyOf(order),
    status: ACCEPTANCE_STATUS.toConfirm,
    creator: viaDc ? DC_RECEIVER : STORE_RECEIVER,
    checker: null,
    createDate,
    checkDate: null,
    orderSheetId: order.sheetId,
    shopId: viaDc ? order.transferDc! : order.shopId,
    receiptDate,
    ...acceptanceTotals(lines),
  };
}

export function acceptanceRows(ctx: SeedContext): AcceptanceRow[] {
  const goods = ctx.tables.goods!;
  const shops = ctx.tables.shops!;
  const rows: AcceptanceRow[] = [];
  let seq = 0;
  const nextSheetId = (day: string) => `YS${compact(day)}${String((seq += 1)).padStart(5, '0')}`;

  const orderLines = linesByOrder(ctx);
  for (const order of ctx.tables.orderNotices!.filter((o) => o.status === NOTICE_STATUS.received)) {
    const yesterday = shiftDay(ctx.today, -1);
    const day = order.expectedReceiptDate > yesterday ? yesterday : order.expectedReceiptDate;
    const sheetId = nextSheetId(day);
    const lines = acceptanceLinesOfOrder(sheetId, orderLines.get(order.sheetId) ?? [], goods);
    const row = acceptanceOfOrder(order, sheetId, lines, day, at(day, ctx.rng.int(8, 18), ctx.rng.int(0, 59)));
    rows.push(confirmIf(ctx, row, day < shiftDay(ctx.today, -7) || ctx.rng.chance(0.7), day));
  }

  for (const v of ctx.tables.vendors!) {
    const [total, pending] = COUNTS[v.venderId] ?? DEFAULT_COUNT;
    const own = shops.filter((s) => s.buId === v.bu);
    for (let i = 0; i < total; i += 1) {
      // Pending ones are recent (before today, so no time lies ahead of the clock); the rest spread over half a year.
      const day = shiftDay(ctx.today, -(i < pending ? ctx.rng.int(1, 6) : ctx.rng.int(3, 180)));
      const viaDc = ctx.rng.chance(0.4);
      const sheetId = nextSheetId(day);
      const totals = acceptanceTotals(acceptanceLinesOf(sheetId, v, goods));
      const row: AcceptanceRow = {
        sheetId,
        sheetType: viaDc ? SHEET_TYPE.dc : SHEET_TYPE.store,
        ...vendorKeyOf(v),
        status: ACCEPTANCE_STATUS.toConfirm,
        creator: viaDc ? DC_RECEIVER : STORE_RECEIVER,
        checker: null,
        createDate: at(day, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate: null,
        orderSheetId: `DH${compact(shiftDay(day, -3))}${String(7000 + i).padStart(5, '0')}`,
        shopId: viaDc ? dcIdOf(v.bu, ctx.rng.int(1, 2)) : own.length ? ctx.rng.pick(own).shopId : `${v.bu}01`,
        receiptDate: day,
        ...totals,
      };
      rows.push(confirmIf(ctx, row, i >= pending, day));
    }
  }
  return rows;
}

/** The lines of every seeded acceptance (the same streams its header totals came from). */
export function acceptanceLineRows(ctx: SeedContext): AcceptanceLineRow[] {
  const goods = ctx.tables.goods!;
  const orderLines = linesByOrder(ctx);
  return ctx.tables.acceptances!.flatMap((a) => {
    const fromOrder = orderLines.get(a.orderSheetId);
    return fromOrder ? acceptanceLinesOfOrder(a.sheetId, fromOrder, goods) : acceptanceLinesOf(a.sheetId, a, goods);
  });
}

function linesByOrder(ctx: SeedContext): Map<string, OrderNoticeLineRow[]> {
  const map = new Map<string, OrderNoticeLineRow[]>();
  for (const l of ctx.tables.orderNoticeLines!) map.set(l.sheetId, [...(map.get(l.sheetId) ?? []), l]);
  return map;
}

function confirmIf(ctx: SeedContext, row: AcceptanceRow, confirmed: boolean, day: string): AcceptanceRow {
  if (!confirmed) return row;
  const checkDay = shiftDay(day, ctx.rng.int(0, 2));
  return {
    ...row,
    status: ACCEPTANCE_STATUS.confirmed,
    checker: ctx.rng.pick(CHECKERS),
    checkDate: at(checkDay >= ctx.today ? shiftDay(ctx.today, -1) : checkDay, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
  };
}

export const seeders: SeedersOf<AcceptanceTables> = {
  acceptances: (ctx) => acceptanceRows(ctx),
  acceptanceLines: (ctx) => acceptanceLineRows(ctx),
};
