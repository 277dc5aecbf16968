import { normalizeDate } from '@/lib/dates';
import { isBlank } from '@/lib/validators';

/**
 * Settlement billing's contract (issue 37): what the screens and the mock backend
 * (mocks/domains/settlementBilling) both hold to, written once — the calls, the red-letter sheet,
 * invoice and business document codes with their labels' keys and tones, the action predicates
 * (confirm, regenerate, issue), the billing reports' columns, the red invoice's SPEC §5, §9 rules and
 * the error codes with the client's message keys. Pure TypeScript: no React, no antd, no i18next. What only a server knows
 * (the ledger, the supplier's invoice data, the day) stays in the mock, which calls these rules.
 */

import { codedValues, columnTitles, type CodedValue, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Settlement billing")

export const BILLING_BASE = '/api/fea-vsm/settlement';

/** The three billing reports, each with a query, its sums and its server export. */
export const BILLING_REPORTS = ['details', 'byName', 'summary'] as const;
export type BillingReport = (typeof BILLING_REPORTS)[number];

/** Each call's path under BILLING_BASE. */
export const BILLING_PATHS = {
  redLetterQuery: 'redLetter/query',
  redLetterConfirm: 'redLetter/confirmInvoice',
  redLetterRegenerate: 'redLetter/regenerateInvoice',
  redLetterIssue: 'redLetter/issue',
  redInvoiceQuery: 'redInvoice/query',
  businessQuery: 'business/query',
} as const;
export type BillingPath = (typeof BILLING_PATHS)[keyof typeof BILLING_PATHS];

export const billingUrl = (path: BillingPath) => `${BILLING_BASE}/${path}`;
/** A billing report's call: `billing/<report>/query`, `…/totals`, `…/export`. */
export const reportPath = (report: BillingReport, call: 'query' | 'totals' | 'export') =>
  `billing/${report}/${call}` as const;
export const reportUrl = (report: BillingReport, call: 'query' | 'totals' | 'export') =>
  `${BILLING_BASE}/${reportPath(report, call)}`;

// ------------------------------------------------------------------ states and coded values (SPEC §4)

/** Red-letter sheet: invoice data to confirm, invoice data confirmed, red invoice issued in full. */
export const RED_LETTER_STATUS = { toConfirm: '0', confirmed: '1', issued: '2' } as const;
/** What caused a red-letter sheet: a return, a price readjustment, a deduction. */
export const RED_SOURCE = { return: '1', readjustment: '2', deduction: '3' } as const;
/** SPEC §4 invoice states of a bill and a red-letter sheet: not invoiced, invoiced. */
export const INVOICE_STATUS = { notInvoiced: '0', invoiced: '1' } as const;
/** A business document (Settlement I's settlement document): receipt, return, expense deduction. */
export const DOC_TYPE = { receipt: '1', return: '2', expense: '3' } as const;
/** A settlement document's state: frozen, not extracted, extracted, settled, invoiced, paid. */
export const DOC_STATUS_CODES = ['0', '1', '2', '3', '4', '5'] as const;

export type RedLetterStatus = ValueOf<typeof RED_LETTER_STATUS>;
export type RedSourceType = ValueOf<typeof RED_SOURCE>;
export type InvoiceStatus = ValueOf<typeof INVOICE_STATUS>;
export type DocType = ValueOf<typeof DOC_TYPE>;
export type DocStatus = (typeof DOC_STATUS_CODES)[number];

/** Coded values labelled from the settlementBilling namespace (`settlementBilling:<group>.<value>`). */
const billingOptions = (group: string, values: readonly string[]): CodedValue[] =>
  codedValues(`settlementBilling:${group}`, values);

export const RED_STATUSES = billingOptions('redStatus', Object.values(RED_LETTER_STATUS));
export const RED_TONES: Record<RedLetterStatus, Tone> = { '0': 'warning', '1': 'processing', '2': 'success' };
export const SOURCE_TYPES = billingOptions('sourceType', Object.values(RED_SOURCE));
export const INVOICE_STATUSES = billingOptions('invoiceStatus', Object.values(INVOICE_STATUS));
export const INVOICE_TONES: Record<InvoiceStatus, Tone> = { '0': 'warning', '1': 'success' };
/** Whether a red-letter sheet's invoice data is confirmed, as a coded value. */
export const CONFIRMED = billingOptions('confirmed', ['0', '1']);
export const confirmedCode = (l: { invoiceConfirmed: boolean }) => (l.invoiceConfirmed ? '1' : '0');
export const DOC_TYPES = billingOptions('docType', Object.values(DOC_TYPE));
export const DOC_STATUSES = billingOptions('docStatus', DOC_STATUS_CODES);

// ------------------------------------------------------------------ amounts (SPEC §9)

/** SPEC §9 amounts: 2 decimals. */
export const cents = (n: number) => Math.round(n * 100) / 100;
/** What a red-letter sheet still allows to invoice in red, excluding tax. */
export const remainingOf = (l: { redAmount: number; issuedAmount: number }) => cents(l.redAmount - l.issuedAmount);

// ------------------------------------------------------------------ action predicates (SPEC §2, §4)

type Letter = { status: string; issuedAmount: number; redAmount: number; invoiceConfirmed: boolean };

/** SPEC §2 invoice data confirmation: a sheet whose data is still to confirm. */
export const canConfirmInvoiceData = (l: Pick<Letter, 'status'>) => l.status === RED_LETTER_STATUS.toConfirm;
/** Regeneration after the profile changed: a confirmed sheet with nothing issued, so its red invoices carry one set of data. */
export const canRegenerateInvoiceData = (l: Pick<Letter, 'status' | 'issuedAmount'>) =>
  l.status === RED_LETTER_STATUS.confirmed && l.issuedAmount === 0;
/** A red invoice is issued against a sheet with its invoice data confirmed and something left to reverse. */
export const canIssueRedInvoice = (l: Letter) =>
  l.status === RED_LETTER_STATUS.confirmed && l.invoiceConfirmed && remainingOf(l) > 0;
/** The sheet's state once `amount` more is issued: covered in full, it is issued and invoiced (SPEC §4). */
export const issuedInFull = (l: Pick<Letter, 'redAmount' | 'issuedAmount'>, amount: number) =>
  cents(l.issuedAmount + amount) === l.redAmount;

// ------------------------------------------------------------------ validations (SPEC §5, §9)

/** SPEC §5 a red invoice as printed: number 8 digits, code 10 or 12 digits. */
export const INVOICE_NO_LENGTH = 8;
export const INVOICE_CODE_MAX = 12;
export const isInvoiceNo = (v: unknown) => /^\d{8}$/.test(String(v ?? '').trim());
export const isInvoiceCode = (v: unknown) => /^(\d{10}|\d{12})$/.test(String(v ?? '').trim());
/** An invoice date as the server stores it (YYYY-MM-DD; SPEC §5 also takes YYYY/MM/DD), or null. */
export const invoiceDayOf = (v: unknown) => (isBlank(v) ? null : normalizeDate(String(v).trim().slice(0, 10)));
/** SPEC §9: an amount above 0 with at most 2 decimals. */
export const isRedAmount = (v: unknown) => {
  const n = typeof v === 'number' ? v : isBlank(v) ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 && cents(n) === n;
};

export const RED_INVOICE_PROBLEMS = [
  'badInvoiceNo',
  'badInvoiceCode',
  'badDate',
  'dateBeforeOriginal',
  'dateAfterToday',
  'badAmount',
  'overSheet',
] as const;
export type RedInvoiceProblem = (typeof RED_INVOICE_PROBLEMS)[number];
export type RedInvoiceProblems = Partial<
  Record<'invoiceNo' | 'invoiceCode' | 'invoiceDate' | 'amount', RedInvoiceProblem>
>;

/**
 * Issue 25: a red invoice's number and code as printed, a date from the original invoice's to the
 * server's today, an amount (2 decimals) no more than the sheet has left; null when it may be issued.
 */
export function redInvoiceProblems(
  values: { invoiceNo?: unknown; invoiceCode?: unknown; invoiceDate?: unknown; amount?: unknown },
  letter: { origInvoiceDate: string; redAmount: number; issuedAmount: number },
  today: string,
): RedInvoiceProblems | null {
  const problems: RedInvoiceProblems = {};
  if (!isInvoiceNo(values.invoiceNo)) problems.invoiceNo = 'badInvoiceNo';
  if (!isInvoiceCode(values.invoiceCode)) problems.invoiceCode = 'badInvoiceCode';
  const day = invoiceDayOf(values.invoiceDate);
  if (!day) problems.invoiceDate = 'badDate';
  else if (day < letter.origInvoiceDate) problems.invoiceDate = 'dateBeforeOriginal';
  else if (day > today) problems.invoiceDate = 'dateAfterToday';
  if (!isRedAmount(values.amount)) problems.amount = 'badAmount';
  else if (Number(values.amount) > remainingOf(letter)) problems.amount = 'overSheet';
  return Object.keys(problems).length ? problems : null;
}

// ------------------------------------------------------------------ the billing reports' columns (SPEC §9 export)

const FIELD = 'settlementBilling:field';
/**
 * Each billing report's grid columns in order: the screens lay them out, the mock's export writes them
 * (a report's search-only fields are the screen's).
 */
export const BILLING_COLUMNS = {
  details: columnTitles(FIELD, [
    'billId',
    'billDate',
    'bu',
    'invoiceName',
    'taxRate',
    'amount',
    'tax',
    'totalAmount',
    'redTotal',
    'netAmount',
    'invoiceStatus',
    'invoiceNo',
    'invoiceCode',
    'invoiceDate',
    'settleSheetId',
  ]),
  byName: columnTitles(FIELD, [
    'bu',
    'invoiceName',
    'billCount',
    'amount',
    'tax',
    'totalAmount',
    'redTotal',
    'netAmount',
  ]),
  summary: columnTitles(FIELD, [
    'period',
    'bu',
    'billCount',
    'invoicedAmount',
    'notInvoicedAmount',
    'redTotal',
    'netAmount',
  ]),
} as const satisfies Record<BillingReport, readonly { key: string; titleKey: string }[]>;

// ------------------------------------------------------------------ errors (SPEC §8)

/** The settlement billing error codes the mock answers, with the key of the client's text where it has one. */
export const BILLING_ERRORS = {
  /** A sheet whose state does not allow the action (the mock's ERR.statusNotAllowed). */
  refused: { code: 'B0400' },
  selectFirst: { code: 'A0430' },
  /** A red invoice is issued against one sheet at a time. */
  oneSheet: { code: 'A0440', messageKey: 'errors:selectionNotEligible' },
  /** The number, code, date or amount of a red invoice (each problem's own text). */
  invoiceFormat: { code: 'A0441' },
  overSheet: { code: 'B0430', messageKey: 'settlementBilling:redLetter.overSheet' },
} as const;

/** The client's text of a red invoice problem (the mock answers the same text). */
export const redInvoiceMessageKey = (problem: RedInvoiceProblem) => `settlementBilling:redLetter.${problem}`;
/** The code the mock answers a red invoice problem with. */
export const redInvoiceErrorCode = (problem: RedInvoiceProblem) =>
  problem === 'overSheet' ? BILLING_ERRORS.overSheet.code : BILLING_ERRORS.invoiceFormat.code;
