import { exceedsLength, isBlank } from '@/lib/validators';

/**
 * Returns' contract (issue 37): what the screens and the mock backend (mocks/domains/returns) both
 * hold to, written once — the calls, the return notice and return document states (SPEC §4) with
 * their labels' keys and tones, the coded values, the SPEC §9 return policy, the action predicates
 * (confirm, execute), the lists' columns, the memo's SPEC §5 rule and the error codes with the client's
 * message keys.
 * Pure TypeScript: no React, no antd, no i18next. What only a server knows (the documents, their
 * transitions, who confirmed and executed them) stays in the mock, which calls these rules.
 */

import { codedValues, columnTitles, type CodedValue, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Returns")

export const RETURNS_BASE = '/api/fea-vsm/returns';

/** Each call's path under RETURNS_BASE. */
export const RETURNS_PATHS = {
  noticeQuery: 'noticeQuery',
  noticeLines: 'noticeLines',
  noticeConfirm: 'noticeConfirm',
  noticeExport: 'noticeExport',
  docQuery: 'docQuery',
  docLines: 'docLines',
  docExecute: 'docExecute',
  docExport: 'docExport',
  memoQuery: 'memoQuery',
  memoSave: 'memoSave',
} as const;

export const returnsUrl = (path: keyof typeof RETURNS_PATHS) => `${RETURNS_BASE}/${RETURNS_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §3, §4)

/** Return notice: to be confirmed (the supplier's), confirmed (its return to be executed), completed. */
export const NOTICE_STATUS = { toConfirm: '0', confirmed: '1', completed: '2' } as const;
/** Return document, made when its notice is confirmed: to be executed (the retailer's), executed. */
export const DOC_STATUS = { toExecute: '0', executed: '1' } as const;
/** Store return, DC return. */
export const SHEET_TYPE = { store: '1', dc: '2' } as const;
/** Perishables, general goods (SPEC §9 return deadlines). */
export const GOODS_KIND = { perishable: '1', general: '2' } as const;
/** The workbench to-do opens a list with `?status=pending`: the mock reads it as the caller's pending statuses. */
export const PENDING = 'pending';

export type NoticeStatus = ValueOf<typeof NOTICE_STATUS>;
export type DocStatus = ValueOf<typeof DOC_STATUS>;
export type SheetType = ValueOf<typeof SHEET_TYPE>;
export type GoodsKind = ValueOf<typeof GOODS_KIND>;

/** Coded values labelled from the returns namespace (`returns:<group>.<value>`). */
const returnsOptions = (group: string, values: readonly string[]): CodedValue[] =>
  codedValues(`returns:${group}`, values);

export const NOTICE_STATUSES = returnsOptions('noticeStatus', Object.values(NOTICE_STATUS));
/** Keyed by any status text (a list row's status is the header's string), every state toned. */
export const NOTICE_TONES: Record<string, Tone> = {
  '0': 'warning',
  '1': 'processing',
  '2': 'success',
} satisfies Record<NoticeStatus, Tone>;
export const DOC_STATUSES = returnsOptions('docStatus', Object.values(DOC_STATUS));
export const DOC_TONES: Record<string, Tone> = { '0': 'processing', '1': 'success' } satisfies Record<DocStatus, Tone>;
export const SHEET_TYPES = returnsOptions('sheetType', Object.values(SHEET_TYPE));
export const GOODS_KINDS = returnsOptions('goodsKind', Object.values(GOODS_KIND));
export const PENDING_OPTION: CodedValue = { value: PENDING, labelKey: 'returns:pending' };

// ------------------------------------------------------------------ return policy (SPEC §9)

/** Perishables are returned within 3 days, general goods within 7; goods not cleared after 10 days are cleared and deducted. */
export const RETURN_POLICY = { perishableDays: 3, generalDays: 7, clearanceDays: 10 } as const;
/** The days a notice of this goods kind gives the supplier to take the goods back. */
export const returnDaysOf = (goodsKind: string) =>
  goodsKind === GOODS_KIND.perishable ? RETURN_POLICY.perishableDays : RETURN_POLICY.generalDays;

// ------------------------------------------------------------------ action predicates (SPEC §4)

/** The supplier confirms a notice to be confirmed; the confirmation makes its return document. */
export const canConfirmNotice = (n: { status: string }) => n.status === NOTICE_STATUS.toConfirm;
/** The retailer executes a return document waiting for it; its notice is then completed. */
export const canExecuteReturn = (d: { status: string }) => d.status === DOC_STATUS.toExecute;

// ------------------------------------------------------------------ the lists' columns (SPEC §9 export)

// Shared titles of both lists (a document's own number, state and dates are titled by its list).
const SHEET_TYPE_TITLE = { key: 'sheetType', titleKey: 'fields:sheetType' } as const;
const STATUS_TITLE = { key: 'status', titleKey: 'fields:status' } as const;
const SUPPLIER_TITLE = { key: 'venderId', titleKey: 'fields:supplier' } as const;
const SHOP_TITLE = { key: 'shopId', titleKey: 'fields:shop' } as const;

/** The return notices' columns in grid order: the screen lays them out, the mock's export writes them. */
export const NOTICE_COLUMNS = columnTitles('returns:field', [
  { key: 'sheetId', titleKey: 'returns:field.noticeSheetId' },
  SHEET_TYPE_TITLE,
  STATUS_TITLE,
  SUPPLIER_TITLE,
  SHOP_TITLE,
  'reason',
  'goodsKind',
  { key: 'createDate', titleKey: 'returns:field.noticeDate' },
  'returnDate',
  'deadline',
  'qty',
  'amount',
  { key: 'creator', titleKey: 'fields:creator' },
  { key: 'checker', titleKey: 'returns:field.confirmedBy' },
  { key: 'checkDate', titleKey: 'returns:field.confirmedOn' },
]);

/** The return documents' grid columns in order (the screen's search-only and detail-only fields aside). */
export const DOC_COLUMNS = columnTitles('returns:field', [
  { key: 'sheetId', titleKey: 'returns:field.docSheetId' },
  SHEET_TYPE_TITLE,
  STATUS_TITLE,
  SUPPLIER_TITLE,
  SHOP_TITLE,
  'noticeSheetId',
  'reason',
  'returnDate',
  'qty',
  'amount',
  { key: 'taxAmount', titleKey: 'fields:taxAmount' },
  { key: 'createDate', titleKey: 'returns:field.docDate' },
  { key: 'checker', titleKey: 'returns:field.executedBy' },
  { key: 'checkDate', titleKey: 'returns:field.executedOn' },
]);

// ------------------------------------------------------------------ validations (SPEC §5)

/** The longest memo text the server keeps. */
export const MEMO_MAX = 200;

export type MemoProblem = 'textRequired' | 'textTooLong';

/** SPEC §5 a memo's text: required (blank is whitespace), at most MEMO_MAX characters once trimmed. */
export function memoProblems(values: { text?: unknown }): { text: MemoProblem } | null {
  const text = typeof values.text === 'string' ? values.text.trim() : '';
  if (isBlank(text)) return { text: 'textRequired' };
  return exceedsLength(text, MEMO_MAX) ? { text: 'textTooLong' } : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The returns error codes the mock answers, with the key of the client's text where it has one. */
export const RETURNS_ERRORS = {
  /** A notice or document whose state does not allow the action (the mock's ERR.statusNotAllowed). */
  refused: { code: 'B0400' },
  textRequired: { code: 'A0410', messageKey: 'returns:memo.textRequired' },
  textTooLong: { code: 'A0410', messageKey: 'returns:memo.textTooLong' },
  memoNotFound: { code: 'B0404' },
} as const;

export const memoMessageKey = (problem: MemoProblem) => RETURNS_ERRORS[problem].messageKey;
