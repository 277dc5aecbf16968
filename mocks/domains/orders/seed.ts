import { vendorKeyOf, type RowOf } from '../../db/tables';
import { dcIdOf } from '../../db/data/orgs';
import { tr } from '../../glossary';
import { addDays, at } from '../../db/clock';
import { createRng, hashSeed, type Rng } from '../../db/random';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type {
  OrderApprovalLineRow,
  OrderApprovalRow,
  OrderNoticeLineRow,
  OrderNoticeRow,
  OrdersTables,
} from './tables';
import {
  APPROVAL_STATUS,
  CHANGE_FLAG,
  LOGISTICS_MODE,
  NOTICE_STATUS,
  ORDER_TYPE,
  UNDELIVERED_REASON_CODES,
  canGiveUndeliveredReason,
} from '@/features/orders/contract';

type GoodsRow = RowOf<'goods'>;
type VendorRow = RowOf<'vendors'>;

/**
 * Orders of the mock (SPEC §2 orders, §3 order notice and purchase-item change rows): hundreds of
 * order notices per demo combination over every status and the last 150 days, with lines, and
 * the order approvals (change documents) of those notices with their change rows.
 *
 * The notices and their lines come out of one generator (header amounts are the lines' sum), which
 * every orders seeder calls; it is memoised per seeding run.
 */

type OrdersSeed = {
  notices: OrderNoticeRow[];
  noticeLines: OrderNoticeLineRow[];
  approvals: OrderApprovalRow[];
  approvalLines: OrderApprovalLineRow[];
};

/** Documents per vendor: [order notices, order approvals]. Other vendors get a few dozen. */
const VOLUME: Record<string, [number, number]> = {
  '100101': [240, 90],
  '100202': [160, 60],
  '310201': [120, 45],
  '310202': [60, 24],
};

const BUYERS = ['王晓梅', '李建国', '陈志强', '赵丽娟'];
const FAX = ['0755-83230000', '020-38790000', '0769-22880000'];
const REMARKS = ['', '', '请按预约时间送货', '节前备货，请优先安排', '促销档期商品，请勿缺货'];
const TIME_SLOTS = ['08:00-10:00', '10:00-12:00', '14:00-16:00', '16:00-18:00'];

const CHANGE_REASONS = [
  tr('门店库存调整', 'Store stock adjustment'),
  tr('促销计划变更', 'Promotion plan changed'),
  tr('配送中心收货调整', 'DC receipt adjustment'),
];
const REPLY_CONFIRM = [tr('同意变更', 'Change accepted'), tr('按变更数量送货', 'Will deliver the changed quantity')];
const REPLY_REJECT = [
  tr('库存不足，无法按变更数量供货', 'Not enough stock for the changed quantity'),
  tr('已按原数量发货', 'Already shipped the original quantity'),
];

const N = NOTICE_STATUS;
const A = APPROVAL_STATUS;
/** Weighted status picks: notices unconfirmed … voided; approvals awaiting shipment … rejected. */
const NOTICE_PICKS = [
  ...[N.unconfirmed, N.unconfirmed, N.confirmed, N.confirmed, N.confirmed, N.shipped, N.shipped, N.shipped],
  ...[N.received, N.received, N.received, N.received, N.voided],
];
const APPROVAL_PICKS = [
  ...[A.awaitingShipment, A.awaitingShipment, A.shipped, A.shipped, A.shipped, A.shipped],
  ...[A.confirmed, A.confirmed, A.confirmed, A.confirmed, A.rejected, A.rejected],
];
/** How old (days) a document of a status may be: recent ones are still open. */
const NOTICE_AGE: Record<string, [number, number]> = {
  [N.unconfirmed]: [0, 10],
  [N.confirmed]: [1, 30],
  [N.shipped]: [3, 60],
  [N.received]: [5, 150],
  [N.voided]: [0, 150],
};
const APPROVAL_AGE: Record<string, [number, number]> = {
  [A.awaitingShipment]: [0, 5],
  [A.shipped]: [0, 20],
  [A.confirmed]: [2, 120],
  [A.rejected]: [2, 120],
};

const compact = (iso: string) => iso.replace(/-/g, '');
const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

const memo = new WeakMap<object, OrdersSeed>();

export function ordersSeed(ctx: SeedContext): OrdersSeed {
  const cached = memo.get(ctx.tables);
  if (cached) return cached;
  const rng = createRng(hashSeed(`orders/${ctx.today}`));
  const seed: OrdersSeed = { notices: [], noticeLines: [], approvals: [], approvalLines: [] };
  const goods = ctx.tables.goods!;
  for (const v of ctx.tables.vendors!) {
    const [noticeCount, approvalCount] = VOLUME[v.venderId] ?? [rng.int(12, 24), rng.int(4, 8)];
    const own = vendorGoods(goods, v);
    const notices: OrderNoticeRow[] = [];
    for (let i = 0; i < noticeCount; i += 1) notices.push(notice(ctx, rng, v, own, seed, i));
    seed.notices.push(...notices);
    for (let i = 0; i < approvalCount; i += 1) seed.approvals.push(approval(ctx, rng, v, notices, seed));
  }
  memo.set(ctx.tables, seed);
  return seed;
}

function vendorGoods(goods: GoodsRow[], v: VendorRow): GoodsRow[] {
  const own = goods.filter((g) => g.venderId === v.venderId && g.bu === v.bu);
  return own.length >= 5 ? own : goods.filter((_, i) => i % 7 === Number(v.venderId) % 7);
}

function shopsOf(ctx: SeedContext, bu: string): string[] {
  const list = ctx.tables.shops!.filter((s) => s.buId === bu).map((s) => s.shopId);
  return list.length ? list : [`${bu}01`];
}

function notice(
  ctx: SeedContext,
  rng: Rng,
  v: VendorRow,
  goods: GoodsRow[],
  seed: OrdersSeed,
  i: number,
): OrderNoticeRow {
  const status = rng.pick(NOTICE_PICKS);
  const [minAge, maxAge] = NOTICE_AGE[status];
  const day = addDays(ctx.today, -rng.int(minAge, maxAge));
  const sheetId = `DH${v.bu}${compact(day)}${String(seed.notices.length + i + 1).padStart(5, '0')}`;
  const { direct, viaDc, crossDock } = LOGISTICS_MODE;
  const logisticsMode = rng.pick([direct, viaDc, viaDc, crossDock]);
  const { regular, promotion, newGoods } = ORDER_TYPE;
  const orderType = rng.pick([regular, regular, regular, promotion, newGoods]);
  const created = at(day, rng.int(7, 11), rng.int(0, 59));
  const confirmed = status !== N.unconfirmed && !(status === N.voided && rng.chance(0.5));
  const receiptTime = confirmed ? at(day, rng.int(12, 20), rng.int(0, 59)) : null;

  let amount = 0;
  const lineCount = rng.int(1, 5);
  const start = rng.int(0, goods.length - 1);
  for (let n = 0; n < lineCount; n += 1) {
    const g = goods[(start + n * 3) % goods.length];
    const weighed = g.weightType === 4;
    const orderQty = weighed ? round(5 + rng.next() * 60, 3) : rng.int(1, 40) * (rng.chance(0.5) ? 6 : 1);
    const price = g.purchasePrice;
    const cost = round(price / (1 + g.purchaseTaxRate / 100), 4);
    amount += round(orderQty * price, 2);
    seed.noticeLines.push({
      sheetId,
      lineNo: n + 1,
      goodsId: g.goodsId,
      orderQty,
      price,
      cost,
      taxRate: g.purchaseTaxRate,
    });
  }

  // Not shipped, past the expected receipt: half of them already have a reason.
  const expectedReceiptDate = addDays(day, rng.int(2, 5));
  const overdue = canGiveUndeliveredReason({ status }) && expectedReceiptDate < ctx.today;
  const reasoned = overdue && rng.chance(0.5);
  return {
    sheetId,
    sheetType: logisticsMode,
    ...vendorKeyOf(v),
    status,
    creator: rng.pick(BUYERS),
    checker: confirmed ? v.venderName : null,
    createDate: created,
    checkDate: receiptTime,
    orderDate: day,
    deadline: addDays(day, 7),
    expectedReceiptDate,
    expectedReceiptTime: rng.pick(TIME_SLOTS),
    logisticsMode,
    transferDc: logisticsMode === direct ? null : dcIdOf(v.bu, Number(rng.pick(['1', '2']))),
    settlementMethod: rng.pick(['1', '2', '3']),
    validDays: rng.pick([3, 5, 7, 10]),
    replenishMode: rng.pick(['1', '2']),
    orderType,
    fax: rng.pick(FAX),
    remark: rng.pick(REMARKS),
    // Given by the booking seed to the orders it books (an order's number is its appointment's).
    reservationNo: null,
    shopId: rng.pick(shopsOf(ctx, v.bu)),
    amount: round(amount, 2),
    receiptBy: confirmed ? v.venderName : null,
    receiptTime,
    undeliveredReason: reasoned ? rng.pick([...UNDELIVERED_REASON_CODES]) : null,
    undeliveredRemark: reasoned ? rng.pick(['', '预计三日内补送', '已与采购沟通']) : null,
    undeliveredBy: reasoned ? v.venderName : null,
    undeliveredTime: reasoned ? at(expectedReceiptDate, rng.int(15, 20), rng.int(0, 59)) : null,
  };
}

function approval(
  ctx: SeedContext,
  rng: Rng,
  v: VendorRow,
  notices: OrderNoticeRow[],
  seed: OrdersSeed,
): OrderApprovalRow {
  const status = rng.pick(APPROVAL_PICKS);
  const [minAge, maxAge] = APPROVAL_AGE[status];
  const day = addDays(ctx.today, -rng.int(minAge, maxAge));
  const order = rng.pick(notices);
  const sheetId = `SP${v.bu}${compact(day)}${String(seed.approvals.length + 1).padStart(5, '0')}`;
  const lines = seed.noticeLines.filter((l) => l.sheetId === order.sheetId);
  let amount = 0;
  lines.forEach((l, n) => {
    const { added, changed: change, removed } = CHANGE_FLAG;
    const flag = n === 0 ? change : rng.pick([added, change, change, removed]);
    const promQty = flag === added ? 0 : l.orderQty;
    const changed =
      flag === removed
        ? 0
        : round(l.orderQty * rng.pick([0.5, 0.8, 1, 1, 1.2, 1.5]) + (flag === added ? rng.int(6, 24) : 0), 3);
    const entryQty = changed;
    amount += round(entryQty * l.price, 2);
    seed.approvalLines.push({ sheetId, lineNo: n + 1, goodsId: l.goodsId, flag, promQty, entryQty });
  });
  const answered = status === A.confirmed || status === A.rejected;
  return {
    sheetId,
    sheetType: order.sheetType,
    ...vendorKeyOf(v),
    status,
    creator: rng.pick(BUYERS),
    checker: answered ? v.venderName : null,
    createDate: at(day, rng.int(8, 12), rng.int(0, 59)),
    checkDate: answered ? at(addDays(day, 1), rng.int(8, 18), rng.int(0, 59)) : null,
    orderSheetId: order.sheetId,
    shopId: order.shopId,
    reason: rng.pick(CHANGE_REASONS),
    amount: round(amount, 2),
    replyReason:
      status === A.confirmed ? rng.pick(REPLY_CONFIRM) : status === A.rejected ? rng.pick(REPLY_REJECT) : null,
  };
}

/** The four tables come from one pass (`ordersSeed`, memoised per seeding). */
export const seeders: SeedersOf<OrdersTables> = {
  orderNotices: (ctx) => ordersSeed(ctx).notices,
  orderApprovals: (ctx) => ordersSeed(ctx).approvals,
  orderNoticeLines: (ctx) => ordersSeed(ctx).noticeLines,
  orderApprovalLines: (ctx) => ordersSeed(ctx).approvalLines,
};
