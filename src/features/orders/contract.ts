import { exceedsLength, isBlank } from '@/lib/validators';

/**
 * Orders' contract (issue 37): what the screens and the mock backend (mocks/domains/orders) both hold
 * to, written once — the calls, the order notice and order approval states (SPEC §3, §4) with their
 * labels' keys and tones, the coded values, the action predicates, the SPEC §5 validations and the
 * error codes with the client's message keys. Pure TypeScript: no React, no antd, no i18next. What
 * only a server knows (the documents, their transitions, who answered and when) stays in the mock,
 * which calls these rules.
 */

import { codedValues, columnTitles, type CodedValue, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Orders")

export const ORDERS_BASE = '/api/fea-vsm/order';

/** Each call's path under ORDERS_BASE. */
export const ORDERS_PATHS = {
  noticeQuery: 'notice/query',
  noticeLines: 'notice/lines',
  noticeExport: 'notice/export',
  noticeConfirmReceipt: 'notice/confirmReceipt',
  noticeReceipts: 'notice/receipts',
  noticeReceiptsExport: 'notice/receiptsExport',
  approvalQuery: 'approval/query',
  approvalLines: 'approval/lines',
  approvalExport: 'approval/export',
  approvalConfirm: 'approval/confirm',
  approvalReject: 'approval/reject',
  undeliveredQuery: 'undelivered/query',
  undeliveredExport: 'undelivered/export',
  undeliveredSave: 'undelivered/save',
} as const;

export type OrdersPath = (typeof ORDERS_PATHS)[keyof typeof ORDERS_PATHS];
export const ordersUrl = (path: OrdersPath) => `${ORDERS_BASE}/${path}`;

// ------------------------------------------------------------------ states and coded values (SPEC §3, §4)

/** Order notice: unconfirmed, confirmed (receipt confirmed by the supplier), shipped, received, voided. */
export const NOTICE_STATUS = { unconfirmed: '0', confirmed: '1', shipped: '2', received: '3', voided: '9' } as const;
/** Order approval (a change document): awaiting shipment, shipped (to answer), confirmed, rejected. */
export const APPROVAL_STATUS = { awaitingShipment: '0', shipped: '1', confirmed: '2', rejected: '3' } as const;
/** An order notice's receipt: not confirmed, confirmed by the supplier (the order receipt screen). */
export const RECEIPT_STATUS = { unconfirmed: '0', confirmed: '1' } as const;
/** The workbench to-do links with `?status=pending`: the mock reads it as the caller's pending statuses. */
export const PENDING = 'pending';
/** Yes/no search values (a reason given, a change row with a difference). */
export const YES_NO = { yes: '1', no: '0' } as const;
/** Logistics mode: direct to store (no transfer DC), via DC, cross-dock. */
export const LOGISTICS_MODE = { direct: '1', viaDc: '2', crossDock: '3' } as const;
/** Order type: regular, promotion, new-goods first order. */
export const ORDER_TYPE = { regular: '1', promotion: '2', newGoods: '3' } as const;
/** Purchase-item change flag (SPEC §3): added, changed, removed. */
export const CHANGE_FLAG = { added: '1', changed: '2', removed: '3' } as const;
/** Undelivered reasons (SPEC §5): out of stock, production delay, logistics, price dispute, quantity too small, other. */
export const UNDELIVERED_REASON_CODES = ['1', '2', '3', '4', '5', '9'] as const;

export type NoticeStatus = ValueOf<typeof NOTICE_STATUS>;
export type ApprovalStatus = ValueOf<typeof APPROVAL_STATUS>;
export type ReceiptStatus = ValueOf<typeof RECEIPT_STATUS>;

// Coded values, each labelled `orders:<group>.<value>`.
const PENDING_OPTION: CodedValue = { value: PENDING, labelKey: 'orders:status.pending' };

export const NOTICE_STATUSES = codedValues('orders:status.notice', Object.values(NOTICE_STATUS));
export const NOTICE_STATUS_SEARCH = [PENDING_OPTION, ...NOTICE_STATUSES];
export const NOTICE_TONES: Record<NoticeStatus, Tone> = {
  '0': 'warning',
  '1': 'processing',
  '2': 'processing',
  '3': 'success',
  '9': 'default',
};
export const APPROVAL_STATUSES = codedValues('orders:status.approval', Object.values(APPROVAL_STATUS));
export const APPROVAL_STATUS_SEARCH = [PENDING_OPTION, ...APPROVAL_STATUSES];
export const APPROVAL_TONES: Record<ApprovalStatus, Tone> = {
  '0': 'default',
  '1': 'warning',
  '2': 'success',
  '3': 'error',
};
export const RECEIPT_STATUSES = codedValues('orders:receiptStatus', Object.values(RECEIPT_STATUS));
export const RECEIPT_TONES: Record<ReceiptStatus, Tone> = { '0': 'warning', '1': 'success' };
export const SHEET_TYPES = codedValues('orders:sheetType', ['1', '2', '3']);
export const LOGISTICS_MODES = codedValues('orders:logisticsMode', Object.values(LOGISTICS_MODE));
export const SETTLEMENT_METHODS = codedValues('orders:settlementMethod', ['1', '2', '3']);
export const REPLENISH_MODES = codedValues('orders:replenishMode', ['1', '2']);
export const ORDER_TYPES = codedValues('orders:orderType', Object.values(ORDER_TYPE));
export const CHANGE_FLAGS = codedValues('orders:flag', Object.values(CHANGE_FLAG));
export const UNDELIVERED_REASONS = codedValues('orders:undeliveredReason', UNDELIVERED_REASON_CODES);
export const YES_NO_OPTIONS = codedValues('orders:yesNo', [YES_NO.yes, YES_NO.no]);

// ------------------------------------------------------------------ predicates

/** The supplier confirms receipt of an unconfirmed notice only. */
export const canConfirmReceipt = (n: { status: string }) => n.status === NOTICE_STATUS.unconfirmed;
/** SPEC §4: orders can be confirmed (or rejected) only in shipped status. */
export const canAnswerApproval = (a: { status: string }) => a.status === APPROVAL_STATUS.shipped;

/** Notices not shipped yet (unconfirmed or confirmed): an undelivered reason may be given for them. */
export const UNDELIVERED_STATUSES: readonly string[] = [NOTICE_STATUS.unconfirmed, NOTICE_STATUS.confirmed];
export const canGiveUndeliveredReason = (n: { status: string }) => UNDELIVERED_STATUSES.includes(n.status);

/** A notice's receipt status: confirmed once the supplier confirmed it (its receipt time). */
export const receiptStatusOf = (n: { receiptTime: string | null }): ReceiptStatus =>
  n.receiptTime ? RECEIPT_STATUS.confirmed : RECEIPT_STATUS.unconfirmed;
/** SPEC §3 'difference' marker of a purchase-item change row. */
export const hasDifference = (l: { promQty: number; entryQty: number }) => l.promQty !== l.entryQty;

// ------------------------------------------------------------------ validations (SPEC §5)

/** The longest answer reason and undelivered remark the server keeps. */
export const REASON_MAX = 200;
export const REMARK_MAX = 200;

export type Answer = 'confirm' | 'reject';
/** SPEC §5 rejection reason required: a rejection needs a reason, a confirmation may give one. */
export const reasonRequired = (answer: Answer) => answer === 'reject';

export type OrdersProblem = 'rejectReason' | 'reasonTooLong' | 'chooseReason' | 'remarkTooLong';

/** The supplier's answer to change documents: a reason to reject, none longer than REASON_MAX. */
export function answerProblems(answer: Answer, values: { reason?: unknown }): { reason: OrdersProblem } | null {
  const reason = isBlank(values.reason) ? '' : String(values.reason).trim();
  if (!reason) return reasonRequired(answer) ? { reason: 'rejectReason' } : null;
  return exceedsLength(reason, REASON_MAX) ? { reason: 'reasonTooLong' } : null;
}

/** SPEC §5 'an undelivered reason must be chosen': one of the reasons, with a remark of at most REMARK_MAX. */
export function undeliveredProblems(values: {
  reason?: unknown;
  remark?: unknown;
}): Partial<Record<'reason' | 'remark', OrdersProblem>> | null {
  const problems: Partial<Record<'reason' | 'remark', OrdersProblem>> = {};
  const reason = isBlank(values.reason) ? '' : String(values.reason);
  if (!(UNDELIVERED_REASON_CODES as readonly string[]).includes(reason)) problems.reason = 'chooseReason';
  if (!isBlank(values.remark) && exceedsLength(String(values.remark).trim(), REMARK_MAX))
    problems.remark = 'remarkTooLong';
  return Object.keys(problems).length ? problems : null;
}

// ------------------------------------------------------------------ the lists' columns (SPEC §9 export)

// Columns titled in the shared `fields` namespace, as every document list shows them.
const SUPPLIER = { key: 'venderId', titleKey: 'fields:supplier' } as const;
const STATUS = { key: 'status', titleKey: 'fields:status' } as const;
const SHOP = { key: 'shopId', titleKey: 'fields:shop' } as const;
const AMOUNT = { key: 'amount', titleKey: 'fields:amount' } as const;
const CREATOR = { key: 'creator', titleKey: 'fields:creator' } as const;

/**
 * Each list's columns in grid order (hidden ones included, search-only fields not): the screens lay them
 * out, the mock's export writes them, so a list's .xls has the grid's titles in the grid's order.
 */
export const NOTICE_COLUMNS = columnTitles('orders:field', [
  'sheetId',
  SUPPLIER,
  STATUS,
  AMOUNT,
  'orderDate',
  SHOP,
  'expectedReceiptDate',
  'sheetType',
  'deadline',
  'expectedReceiptTime',
  'logisticsMode',
  'transferDc',
  'orderType',
  CREATOR,
  // The notice's confirmer is who confirmed its receipt.
  { key: 'checker', titleKey: 'orders:field.receiptBy' },
  { key: 'checkDate', titleKey: 'orders:field.receiptTime' },
  'reservationNo',
  'settlementMethod',
  'validDays',
  'replenishMode',
  'fax',
  'createDate',
  { key: 'remark', titleKey: 'fields:remark' },
]);

/** Change documents: the supplier's answer (status, checker, time, reason) first, what both sides look for. */
export const APPROVAL_COLUMNS = columnTitles('orders:field', [
  'sheetId',
  SUPPLIER,
  STATUS,
  'checker',
  'checkDate',
  'replyReason',
  'orderSheetId',
  SHOP,
  'reason',
  'diffCount',
  AMOUNT,
  'sheetType',
  CREATOR,
  'createDate',
]);

/** Order receipts: who confirmed which notice and when, first. */
export const RECEIPT_COLUMNS = columnTitles('orders:field', [
  'sheetId',
  SUPPLIER,
  'receiptStatus',
  'receiptBy',
  'receiptTime',
  STATUS,
  'orderDate',
  'expectedReceiptDate',
  SHOP,
  AMOUNT,
  CREATOR,
]);

/** Notices not shipped yet: the reason first, what the retailer's screen is for. */
export const UNDELIVERED_COLUMNS = columnTitles('orders:field', [
  'sheetId',
  SUPPLIER,
  'undeliveredReason',
  'undeliveredRemark',
  STATUS,
  'expectedReceiptDate',
  'expectedReceiptTime',
  'orderDate',
  SHOP,
  AMOUNT,
  'undeliveredBy',
  'undeliveredTime',
]);

// ------------------------------------------------------------------ errors (SPEC §8)

/**
 * The orders error codes the mock answers, with the key of the client's own text where the screen
 * refuses the same case before the call (the mock words them in its catalogue, `tr(zh, en)`).
 */
export const ORDERS_ERRORS = {
  /** SPEC §8 'select documents to confirm or print first' (receipt, answers). */
  selectFirst: { code: 'B0420', messageKey: 'errors:selectDocumentsFirst' },
  /** SPEC §5 'a document ticked' (undelivered reasons). */
  tickDocument: { code: 'B0421', messageKey: 'orders:message.tickDocument' },
  chooseReason: { code: 'B0422', messageKey: 'orders:rule.chooseReason' },
  rejectReason: { code: 'B0423', messageKey: 'orders:rule.rejectReason' },
  supplierOnly: { code: 'B0424' },
  reasonTooLong: { code: 'B0425', messageKey: 'orders:rule.reasonTooLong' },
  remarkTooLong: { code: 'B0425', messageKey: 'orders:rule.remarkTooLong' },
  /** SPEC §8 'current document does not allow this operation' (a status the action does not allow). */
  refused: { code: 'B0400', messageKey: 'errors:operationNotAllowed' },
} as const;

/** The screen's form errors of field problems: each field's message key. */
export const messageKeysOf = (problems: Partial<Record<string, OrdersProblem>> | null) =>
  problems
    ? Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, ORDERS_ERRORS[p!].messageKey]))
    : null;
