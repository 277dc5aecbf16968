import { fieldsOf } from '../../db/tables';
import { table, updateRows } from '../../db';
import { nowStamp } from '../../db/clock';
import type { OrderApprovalRow, OrderNoticeRow } from './tables';
import type { OrderApproval, OrderApprovalLine, OrderNotice, OrderNoticeLine } from '@/features/orders/types';
import { apiError, ERR, fromContract, tooLongMessage } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { isRetailer, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { lineGoods, transitionDocument } from '../../services/documents';
import { codeAndName, exportColumns, labelOf } from '../../services/exportColumns';
import { filterRows } from '../../services/docList';
import { isBlank, pageInOrder, paramsOf, sortRows, type Page, type PageQuery } from '../../services/paging';
import { xlsResponse } from '../../services/xls';
import {
  APPROVAL_COLUMNS,
  APPROVAL_STATUS,
  APPROVAL_STATUSES,
  LOGISTICS_MODES,
  NOTICE_COLUMNS,
  NOTICE_STATUS,
  NOTICE_STATUSES,
  RECEIPT_COLUMNS,
  RECEIPT_STATUSES,
  ORDER_TYPES,
  ORDERS_ERRORS as CODES,
  REPLENISH_MODES,
  SETTLEMENT_METHODS,
  SHEET_TYPES,
  UNDELIVERED_COLUMNS,
  UNDELIVERED_REASONS,
  REASON_MAX,
  REMARK_MAX,
  YES_NO,
  answerProblems,
  canAnswerApproval,
  canConfirmReceipt,
  canGiveUndeliveredReason,
  hasDifference,
  receiptStatusOf,
  undeliveredProblems,
  type Answer,
} from '@/features/orders/contract';

/**
 * Orders (SPEC §2 /order/* and /s/order-management/*, §3 order notice and purchase-item change
 * rows, §4 'orders can be confirmed only in shipped status', §5 undelivered reasons):
 * - order notices: query, lines, export; the supplier confirms receipt (unconfirmed → confirmed, the order receipt);
 * - order approvals (change documents): query, change rows, export; the supplier confirms or
 *   rejects a shipped one with a reason (required to reject);
 * - undelivered reasons: the supplier gives a reason for notices not shipped yet;
 * - order receipts: the notices with who and when confirmed them.
 * Every list is scoped by vendorScope (a supplier its selected combination, the retailer all). The
 * rules are the contract's (src/features/orders/contract.ts), which the screens call too.
 */

const MSG = {
  selectFirst: fromContract(CODES.selectFirst),
  tickDocument: fromContract(CODES.tickDocument),
  chooseReason: fromContract(CODES.chooseReason),
  rejectReason: fromContract(CODES.rejectReason),
  supplierOnly: { code: CODES.supplierOnly.code, message: tr('该操作仅限供应商', 'Only suppliers may do this') },
  reasonTooLong: { code: CODES.reasonTooLong.code, message: tooLongMessage('orders:dialog.reason', REASON_MAX) },
  remarkTooLong: {
    code: CODES.remarkTooLong.code,
    message: tooLongMessage('orders:field.undeliveredRemark', REMARK_MAX),
  },
};

// ---------------------------------------------------------------- shared query helpers
const names = () => new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
const shopNames = () => new Map(table('shops').map((s) => [s.shopId, s.shopName]));
const orgNames = () => new Map(table('orgs').map((o) => [o.orgId, o.orgName]));

const sheetIdsOf = (body: Record<string, unknown>): string[] => {
  const ids = body.sheetIds;
  return (Array.isArray(ids) ? ids : isBlank(ids) ? [] : [ids]).map(String).filter((id) => id.trim() !== '');
};

function requireSupplier(ctx: Ctx) {
  requireVendor(ctx);
  if (isRetailer(ctx)) throw apiError(MSG.supplierOnly);
}

/** The documents named by sheetIds, in scope (else 单据不存在), every one `allowed` by the contract (else B0400). */
function pick<T extends OrderNoticeRow | OrderApprovalRow>(
  ctx: Ctx,
  rows: T[],
  sheetIds: string[],
  allowed: (row: T) => boolean = () => true,
): T[] {
  const inScope = vendorScope(ctx);
  const docs = sheetIds.map((id) => rows.find((r) => r.sheetId === id && inScope(r)));
  if (docs.some((d) => !d)) throw apiError(ERR.documentNotFound);
  if (!(docs as T[]).every(allowed)) throw apiError(ERR.statusNotAllowed);
  return docs as T[];
}

/** The lines of the caller's document `body.sheetId` (else 单据不存在), each with its goods' names and its own `fields`. */
function linesOf<L extends { sheetId: string; lineNo: number; goodsId: string }, F extends object>(
  ctx: Ctx,
  body: Record<string, unknown>,
  documents: (OrderNoticeRow | OrderApprovalRow)[],
  lines: L[],
  fields: (line: L) => F,
) {
  pick(ctx, documents, [String(body.sheetId ?? '')]);
  const goodsOf = lineGoods();
  return lines
    .filter((l) => l.sheetId === body.sheetId)
    .map((l) => ({ lineNo: l.lineNo, goodsId: l.goodsId, ...goodsOf(l.goodsId), ...fields(l) }));
}

// ---------------------------------------------------------------- order notices
function noticeRows(ctx: Ctx, query: PageQuery): OrderNotice[] {
  const vendors = names();
  const shops = shopNames();
  const orgs = orgNames();
  const { receiptStatus, ...rest } = paramsOf(query);
  return filterRows(ctx, table('orderNotices'), { ...query, params: rest }, { kind: 'orderNotice' })
    .map((n) => ({
      ...n,
      venderName: vendors.get(`${n.bu}/${n.venderId}`) ?? '',
      shopName: shops.get(n.shopId) ?? '',
      transferDcName: n.transferDc ? (orgs.get(n.transferDc) ?? n.transferDc) : '',
      receiptStatus: receiptStatusOf(n),
    }))
    .filter((n) => isBlank(receiptStatus) || n.receiptStatus === String(receiptStatus));
}

const NOTICE_ORDER = 'orderDate desc,sheetId desc';

export function queryNotices(ctx: Ctx, query: PageQuery): Page<OrderNotice> {
  return pageInOrder(noticeRows(ctx, query), query, NOTICE_ORDER);
}

export function noticeLines(ctx: Ctx, body: Record<string, unknown>): OrderNoticeLine[] {
  return linesOf(ctx, body, table('orderNotices'), table('orderNoticeLines'), (l) => ({
    ...fieldsOf(l, ['orderQty', 'price', 'cost']),
    amount: Math.round(l.orderQty * l.price * 100) / 100,
    taxRate: l.taxRate,
  }));
}

/** Order receipt (SPEC §3): the supplier confirms it received order notices (unconfirmed → confirmed). */
export function confirmReceipt(ctx: Ctx, body: Record<string, unknown>): { confirmed: number } {
  requireSupplier(ctx);
  const ids = sheetIdsOf(body);
  if (ids.length === 0) throw apiError(MSG.selectFirst);
  pick(ctx, table('orderNotices'), ids, canConfirmReceipt);
  const time = nowStamp();
  for (const id of ids) {
    transitionDocument('orderNotice', id, NOTICE_STATUS.confirmed, ctx);
    updateRows('orderNotices', (r) => r.sheetId === id, {
      receiptBy: ctx.user!.emplName,
      receiptTime: time,
      // the notice's confirmer and confirmation time (its 确认人 and 确认时间 fields, as seeded)
      checker: ctx.user!.emplName,
      checkDate: time,
    });
  }
  return { confirmed: ids.length };
}

// ---------------------------------------------------------------- order approvals
function approvalRows(ctx: Ctx, query: PageQuery): OrderApproval[] {
  const vendors = names();
  const shops = shopNames();
  const diffs = new Map<string, number>();
  for (const l of table('orderApprovalLines'))
    if (hasDifference(l)) diffs.set(l.sheetId, (diffs.get(l.sheetId) ?? 0) + 1);
  const { difference, ...rest } = paramsOf(query);
  return filterRows(ctx, table('orderApprovals'), { ...query, params: rest }, { kind: 'orderApproval' })
    .map((a) => ({
      ...a,
      venderName: vendors.get(`${a.bu}/${a.venderId}`) ?? '',
      shopName: shops.get(a.shopId) ?? '',
      diffCount: diffs.get(a.sheetId) ?? 0,
    }))
    .filter((a) => isBlank(difference) || (String(difference) === YES_NO.yes) === a.diffCount > 0);
}

const APPROVAL_ORDER = 'createDate desc,sheetId desc';

export function queryApprovals(ctx: Ctx, query: PageQuery): Page<OrderApproval> {
  return pageInOrder(approvalRows(ctx, query), query, APPROVAL_ORDER);
}

export function approvalLines(ctx: Ctx, body: Record<string, unknown>): OrderApprovalLine[] {
  return linesOf(ctx, body, table('orderApprovals'), table('orderApprovalLines'), (l) => ({
    ...fieldsOf(l, ['flag', 'promQty', 'entryQty']),
    difference: hasDifference(l),
  }));
}

/**
 * The supplier's answer to change documents: confirm or reject (the contract's reason rule).
 * SPEC §4: only shipped documents (canAnswerApproval); anything else is B0400 and nothing changes.
 */
export function answerApprovals(ctx: Ctx, body: Record<string, unknown>, answer: Answer): { changed: number } {
  requireSupplier(ctx);
  const ids = sheetIdsOf(body);
  if (ids.length === 0) throw apiError(MSG.selectFirst);
  const problem = answerProblems(answer, body)?.reason;
  if (problem) throw apiError(MSG[problem]);
  const reason = isBlank(body.reason) ? null : String(body.reason).trim();
  pick(ctx, table('orderApprovals'), ids, canAnswerApproval);
  for (const id of ids) {
    transitionDocument(
      'orderApproval',
      id,
      answer === 'confirm' ? APPROVAL_STATUS.confirmed : APPROVAL_STATUS.rejected,
      ctx,
    );
    updateRows('orderApprovals', (r) => r.sheetId === id, { replyReason: reason });
  }
  return { changed: ids.length };
}

// ---------------------------------------------------------------- undelivered reasons
/**
 * Notices not shipped yet (canGiveUndeliveredReason) and those with a reason; the retailer's screen
 * asks `reasonGiven: '1'` for the reasons given. Params as the notice query plus `reasonGiven` and
 * `undeliveredReason`.
 */
export function queryUndelivered(ctx: Ctx, query: PageQuery): Page<OrderNotice> {
  const { reasonGiven, ...rest } = paramsOf(query);
  const rows = noticeRows(ctx, { ...query, params: rest }).filter(
    (n) =>
      (canGiveUndeliveredReason(n) || n.undeliveredReason !== null) &&
      (isBlank(reasonGiven) || (String(reasonGiven) === YES_NO.yes) === (n.undeliveredReason !== null)),
  );
  return pageInOrder(rows, query, 'expectedReceiptDate asc,sheetId asc');
}

/** SPEC §5: 'an undelivered reason must be chosen and a document ticked' (the contract's undeliveredProblems). */
export function saveUndelivered(ctx: Ctx, body: Record<string, unknown>): { saved: number } {
  requireSupplier(ctx);
  const ids = sheetIdsOf(body);
  if (ids.length === 0) throw apiError(MSG.tickDocument);
  const problems = undeliveredProblems(body);
  const problem = problems?.reason ?? problems?.remark;
  if (problem) throw apiError(MSG[problem]);
  pick(ctx, table('orderNotices'), ids, canGiveUndeliveredReason);
  const reason = String(body.reason);
  const remark = isBlank(body.remark) ? '' : String(body.remark).trim();
  const time = nowStamp();
  updateRows('orderNotices', (r) => ids.includes(r.sheetId), {
    undeliveredReason: reason,
    undeliveredRemark: remark,
    undeliveredBy: ctx.user!.emplName,
    undeliveredTime: time,
  });
  return { saved: ids.length };
}

// ---------------------------------------------------------------- order receipts
/** Order notices with their receipt (who and when confirmed); params as the notice query plus receiptStatus and receiptTime range. */
export function queryReceipts(ctx: Ctx, query: PageQuery): Page<OrderNotice> {
  return pageInOrder(noticeRows(ctx, query), query, NOTICE_ORDER);
}

// ---------------------------------------------------------------- exports (SPEC §9 .xls)
// Each list's columns as its screen's grid shows them (the contract's), each cell as the grid writes it.
const coded = {
  venderId: (r: OrderNotice | OrderApproval) => codeAndName(r.venderId, r.venderName),
  shopId: (r: OrderNotice | OrderApproval) => codeAndName(r.shopId, r.shopName),
};
const noticeStatus = labelOf(NOTICE_STATUSES);
const sheetType = labelOf(SHEET_TYPES);

const EXPORT_NOTICE_COLUMNS = exportColumns<OrderNotice>(NOTICE_COLUMNS, {
  ...coded,
  status: (r) => noticeStatus(r.status),
  sheetType: (r) => sheetType(r.sheetType),
  logisticsMode: (r) => labelOf(LOGISTICS_MODES)(r.logisticsMode),
  transferDc: (r) => (r.transferDc ? `${r.transferDc} ${r.transferDcName}` : ''),
  orderType: (r) => labelOf(ORDER_TYPES)(r.orderType),
  settlementMethod: (r) => labelOf(SETTLEMENT_METHODS)(r.settlementMethod),
  replenishMode: (r) => labelOf(REPLENISH_MODES)(r.replenishMode),
});

const EXPORT_APPROVAL_COLUMNS = exportColumns<OrderApproval>(APPROVAL_COLUMNS, {
  ...coded,
  status: (r) => labelOf(APPROVAL_STATUSES)(r.status),
  sheetType: (r) => sheetType(r.sheetType),
});

const EXPORT_RECEIPT_COLUMNS = exportColumns<OrderNotice>(RECEIPT_COLUMNS, {
  ...coded,
  receiptStatus: (r) => labelOf(RECEIPT_STATUSES)(r.receiptStatus),
  status: (r) => noticeStatus(r.status),
});

const EXPORT_UNDELIVERED_COLUMNS = exportColumns<OrderNotice>(UNDELIVERED_COLUMNS, {
  ...coded,
  undeliveredReason: (r) => (r.undeliveredReason ? labelOf(UNDELIVERED_REASONS)(r.undeliveredReason) : ''),
  status: (r) => noticeStatus(r.status),
});

export const exportNotices = (ctx: Ctx, query: PageQuery) =>
  xlsResponse(ctx, sortRows(noticeRows(ctx, query), query.orderBy || NOTICE_ORDER), EXPORT_NOTICE_COLUMNS, {
    name: 'order-notices',
    title: catalogue('orders:export.notices'),
  });
export const exportReceipts = (ctx: Ctx, query: PageQuery) =>
  xlsResponse(ctx, sortRows(noticeRows(ctx, query), query.orderBy || NOTICE_ORDER), EXPORT_RECEIPT_COLUMNS, {
    name: 'order-receipts',
    title: catalogue('orders:export.receipts'),
  });
export const exportApprovals = (ctx: Ctx, query: PageQuery) =>
  xlsResponse(ctx, sortRows(approvalRows(ctx, query), query.orderBy || APPROVAL_ORDER), EXPORT_APPROVAL_COLUMNS, {
    name: 'order-approvals',
    title: catalogue('orders:export.approvals'),
  });
export const exportUndelivered = (ctx: Ctx, query: PageQuery) =>
  xlsResponse(ctx, queryUndelivered(ctx, { ...query, pageNo: 1, pageSize: 1e9 }).pageData, EXPORT_UNDELIVERED_COLUMNS, {
    name: 'undelivered-reasons',
    title: catalogue('orders:export.undelivered'),
  });
