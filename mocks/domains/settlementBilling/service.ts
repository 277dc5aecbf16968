import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type * as Billing from '@/features/settlementBilling/types';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { catalogue } from '../../catalogue';
import { requireSupplier, requireUser, vendorScope, type Ctx } from '../../services/context';
import { scopedRows as scoped } from '../../services/docList';
import { isBlank, list, pageInOrder, paramsOf, text, type Page, type PageQuery } from '../../services/paging';
import { xlsResponse, type XlsColumn } from '../../services/xls';
import { exportColumns, labelOf } from '../../services/exportColumns';
import { formatTaxRate } from '@/lib/formats';
import { invoiceDataOf } from '../../shared/invoiceData';
import {
  BILLING_COLUMNS,
  BILLING_ERRORS,
  INVOICE_STATUS,
  INVOICE_STATUSES,
  RED_INVOICE_PROBLEMS,
  RED_LETTER_STATUS,
  canConfirmInvoiceData,
  canIssueRedInvoice,
  canRegenerateInvoiceData,
  cents,
  invoiceDayOf,
  issuedInFull,
  redInvoiceErrorCode,
  redInvoiceMessageKey,
  redInvoiceProblems,
  type BillingReport,
  type RedInvoiceProblem,
} from '@/features/settlementBilling/contract';
import { sumOf, taxOf } from './model';
import { fieldsOf, vendorKeyOf } from '../../db/tables';

/**
 * Settlement II (issue 25; docs/API.md "Settlement billing"): red-letter sheets carry the original
 * invoice's number, code, date, amount and tax; the supplier confirms (or regenerates) their invoice
 * data (SPEC §8 tax number and invoice contact data) and issues red invoices against them, never more
 * than the sheet allows. Business documents are Settlement I's settlement documents. The billing
 * reports read the bills less their red invoices: in detail, by invoice name and in summary, with
 * totals and server exports (.xls).
 */

/** The refusals of the contract's rules, with the client's own texts (their catalogue keys), as the real server answers them. */
const ONE_SHEET = fromContract(BILLING_ERRORS.oneSheet);
const RED_INVOICE_REFUSALS = Object.fromEntries(
  RED_INVOICE_PROBLEMS.map((p) => [p, { code: redInvoiceErrorCode(p), message: catalogue(redInvoiceMessageKey(p)) }]),
) as Record<RedInvoiceProblem, ErrDef>;

// ------------------------------------------------------------------ red-letter sheets

/** Params: redLetterId, status, sourceType, sourceId, origInvoiceNo, taxRate, invoiceStatus, createDateStart / End. */
export function queryRedLetters(ctx: Ctx, query: PageQuery): Page<Billing.RedLetter> {
  return pageInOrder(scoped(ctx, table('redLetters'), query), query, 'createDate desc,redLetterId desc');
}

function pickLetters(ctx: Ctx, ids: string[]): Billing.RedLetter[] {
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const inScope = vendorScope(ctx);
  return ids.map((id) => {
    const row = table('redLetters').find((l) => l.redLetterId === id);
    if (!row || !inScope(row)) throw apiError(ERR.documentNotFound);
    return row;
  });
}

/**
 * SPEC §2 invoice data confirmation of ticked sheets (status 0 → 1), or its regeneration after the
 * profile changed (status 1, nothing issued yet, so the red invoices all carry one set of data).
 */
export function confirmRedLetters(ctx: Ctx, body: Record<string, unknown>, regenerate = false) {
  requireSupplier(ctx);
  const rows = pickLetters(ctx, list(body.redLetterIds));
  const allowed = regenerate ? canRegenerateInvoiceData : canConfirmInvoiceData;
  if (!rows.every(allowed)) throw apiError(ERR.statusNotAllowed);
  const data = rows.map(invoiceDataOf);
  rows.forEach((l, i) =>
    updateRows('redLetters', (x) => x.redLetterId === l.redLetterId, {
      ...data[i],
      invoiceConfirmed: true,
      status: RED_LETTER_STATUS.confirmed,
    }),
  );
  return { count: rows.length };
}

/**
 * Issues a red invoice against one red-letter sheet with its invoice data confirmed: the number,
 * code and date as printed, the amount excluding tax (2 decimals, at most what the sheet has left);
 * the tax follows from the sheet's rate. Covering the sheet marks it invoiced (SPEC §4).
 */
export function issueRedInvoice(ctx: Ctx, body: Record<string, unknown>): Billing.RedInvoice {
  requireSupplier(ctx);
  const ids = list(body.redLetterIds ?? body.redLetterId);
  const [letter] = pickLetters(ctx, ids);
  if (ids.length > 1) throw apiError(ONE_SHEET);
  if (!canIssueRedInvoice(letter)) throw apiError(ERR.statusNotAllowed);
  const problems = redInvoiceProblems(body, letter, mockToday());
  // The first problem in the form's order, answered with the client's own text.
  const [problem] = Object.values(problems ?? {});
  if (problem) throw apiError(RED_INVOICE_REFUSALS[problem]);
  const amount = Number(body.amount);
  const tax = taxOf(-amount, letter.taxRate);
  const row: Billing.RedInvoice = {
    ...vendorKeyOf(letter),
    redInvoiceId: `HP${mockToday().replace(/-/g, '')}${String(nextId('redInvoice')).padStart(5, '0')}`,
    invoiceNo: text(body.invoiceNo),
    invoiceCode: text(body.invoiceCode),
    invoiceDate: invoiceDayOf(body.invoiceDate)!,
    amount: -amount,
    tax,
    totalAmount: cents(tax - amount),
    ...fieldsOf(letter, ['redLetterId', 'taxRate', 'sourceType', 'sourceId', 'billId', 'settleSheetId']),
    ...fieldsOf(letter, ['origInvoiceNo', 'origInvoiceCode', 'origInvoiceDate', 'origAmount', 'origTax']),
    creator: requireUser(ctx).emplName,
    createDate: nowStamp(),
  };
  insertRow('redInvoices', row);
  updateRows('redLetters', (x) => x.redLetterId === letter.redLetterId, {
    issuedAmount: cents(letter.issuedAmount + amount),
    ...(issuedInFull(letter, amount)
      ? { status: RED_LETTER_STATUS.issued, invoiceStatus: INVOICE_STATUS.invoiced }
      : {}),
  });
  return row;
}

// ------------------------------------------------------------------ red invoices

/** Params: redInvoiceId, redLetterId, invoiceNo, origInvoiceNo, sourceType, sourceId, settleSheetId, invoiceDateStart / End. */
export function queryRedInvoices(ctx: Ctx, query: PageQuery): Page<Billing.RedInvoice> {
  return pageInOrder(scoped(ctx, table('redInvoices'), query), query, 'invoiceDate desc,redInvoiceId desc');
}

// ------------------------------------------------------------------ business documents

/** Settlement I's settlement documents with the red-letter sheet each caused. Params as doc/query. */
export function queryBusinessDocs(ctx: Ctx, query: PageQuery): Page<Billing.BusinessDoc> {
  const letters = new Map(table('redLetters').map((l) => [l.sourceId, l.redLetterId]));
  const rows = scoped(ctx, table('settleDocs'), query).map((d) => ({
    ...d,
    redLetterId: letters.get(d.sourceSheetId) ?? null,
  }));
  return pageInOrder(rows, query, 'docDate desc,sheetId desc');
}

// ------------------------------------------------------------------ billing reports

/** Bills with the red invoices issued against them (including tax, negative). */
function billsOf(ctx: Ctx, query: PageQuery | Record<string, unknown>): Billing.BillRow[] {
  const red = new Map<string, number[]>();
  for (const r of table('redInvoices')) red.set(r.billId, [...(red.get(r.billId) ?? []), r.totalAmount]);
  return scoped(ctx, table('bills'), query).map((b) => {
    const redTotal = sumOf(red.get(b.billId) ?? []);
    return { ...b, redTotal, netAmount: cents(b.totalAmount + redTotal) };
  });
}

function byName(bills: Billing.Bill[]): Billing.BillingByName[] {
  const groups = new Map<string, Billing.Bill[]>();
  for (const b of bills) groups.set(`${b.bu}/${b.invoiceName}`, [...(groups.get(`${b.bu}/${b.invoiceName}`) ?? []), b]);
  return [...groups].map(([nameKey, rows]) => {
    const totalAmount = sumOf(rows.map((b) => b.totalAmount));
    const redTotal = sumOf(rows.map((b) => b.redTotal));
    return {
      nameKey,
      bu: rows[0].bu,
      invoiceName: rows[0].invoiceName,
      billCount: rows.length,
      amount: sumOf(rows.map((b) => b.amount)),
      tax: sumOf(rows.map((b) => b.tax)),
      totalAmount,
      redTotal,
      netAmount: cents(totalAmount + redTotal),
    };
  });
}

function summary(bills: Billing.Bill[]): Billing.BillingSummary[] {
  const groups = new Map<string, Billing.Bill[]>();
  for (const b of bills) {
    const key = `${b.billDate.slice(0, 7)}/${b.bu}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return [...groups].map(([periodKey, rows]) => {
    const total = (status: string) => sumOf(rows.filter((b) => b.invoiceStatus === status).map((b) => b.totalAmount));
    const [invoiced, notInvoiced] = [total(INVOICE_STATUS.invoiced), total(INVOICE_STATUS.notInvoiced)];
    const redTotal = sumOf(rows.map((b) => b.redTotal));
    return {
      periodKey,
      bu: rows[0].bu,
      period: rows[0].billDate.slice(0, 7),
      billCount: rows.length,
      invoicedAmount: invoiced,
      notInvoicedAmount: notInvoiced,
      redTotal,
      netAmount: cents(invoiced + notInvoiced + redTotal),
    };
  });
}

/** A report's rows. Params: bu, invoiceName, invoiceStatus, taxRate, invoiceNo, billDateStart / End; summary: period. */
function reportRows(ctx: Ctx, report: BillingReport, query: PageQuery) {
  const { period, ...params } = paramsOf(query);
  const bills = billsOf(ctx, { params });
  if (report === 'details') return bills;
  if (report === 'byName') return byName(bills);
  return summary(bills).filter((s) => isBlank(period) || s.period === String(period));
}

const ORDER: Record<BillingReport, string> = {
  details: 'billDate desc,billId desc',
  byName: 'bu,invoiceName',
  summary: 'period desc,bu',
};

export const queryBilling = (ctx: Ctx, report: BillingReport, query: PageQuery): Page<unknown> =>
  pageInOrder(reportRows(ctx, report, query) as object[], query, ORDER[report]);

/** SPEC §9 sums of the whole query (the client waits 60000 ms): the count and the net amount. */
export function billingTotals(ctx: Ctx, report: BillingReport, query: PageQuery): Billing.BillingTotals {
  const rows = reportRows(ctx, report, query);
  return { count: rows.length, amount: sumOf(rows.map((r) => r.netAmount)) };
}

// Each report's columns as the screens show them (the contract's), a cell written otherwise than its value here.
const invoiceStatusText = labelOf(INVOICE_STATUSES);
const COLUMNS: Record<BillingReport, XlsColumn<never>[]> = {
  details: exportColumns<Billing.BillRow>(BILLING_COLUMNS.details, {
    taxRate: (b) => formatTaxRate(b.taxRate),
    invoiceStatus: (b) => invoiceStatusText(b.invoiceStatus),
  }) as XlsColumn<never>[],
  byName: exportColumns<Billing.BillingByName>(BILLING_COLUMNS.byName) as XlsColumn<never>[],
  summary: exportColumns<Billing.BillingSummary>(BILLING_COLUMNS.summary) as XlsColumn<never>[],
};
/** The export's title: the file name the screen gives the same report. */
const FILE_TITLES: Record<BillingReport, string> = {
  details: catalogue('settlementBilling:billing.details.exportFileName'),
  byName: catalogue('settlementBilling:billing.byName.exportFileName'),
  summary: catalogue('settlementBilling:billing.summary.exportFileName'),
};

/** The server export (.xls, SPEC §9) of every row of a report's query; no rows → B0410 export empty. */
export function exportBilling(ctx: Ctx, report: BillingReport, query: PageQuery) {
  const rows = pageInOrder(
    reportRows(ctx, report, query) as object[],
    { ...query, pageNo: 1, pageSize: 100000 },
    ORDER[report],
  );
  return xlsResponse(ctx, rows.pageData as never[], COLUMNS[report], {
    name: `billing-${report}`,
    title: FILE_TITLES[report],
  });
}
