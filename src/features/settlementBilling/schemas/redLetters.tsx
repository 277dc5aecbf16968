import { field } from '@/kit/columns';
import type { ActionForm, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { confirmRedLetters, issueRedInvoice, queryRedInvoices, queryRedLetters, regenerateRedLetters } from '../api';
import { DocLink } from '../components/DocLink';
import { linkTo } from '../components/links';
import type { RedInvoice, RedLetter } from '../types';
import { CONFIRMED, INVOICE_STATUSES, RED_STATUSES, RED_TONES, SOURCE_TYPES, TAX_RATE_OPTIONS } from './options';
import { today } from '@/lib/serverClock';

const col = (key: string, rest: Partial<ColumnSchema<RedLetter>> = {}) =>
  field<RedLetter>(key, { titleKey: `settlementBilling:field.${key}`, ...rest });
const cents = (n: number) => Math.round(n * 100) / 100;
/** What the sheet still allows to invoice in red, excluding tax. */
export const remainingOf = (l: RedLetter) => cents(l.redAmount - l.issuedAmount);

/** The original invoice's number, code, date, amount and tax (issue 25), shared with the red invoices. */
export const originalInvoiceColumns = <T,>(): ColumnSchema<T>[] => [
  field<T>('origInvoiceNo', { titleKey: 'settlementBilling:field.origInvoiceNo', width: 110, search: true }),
  field<T>('origInvoiceCode', { titleKey: 'settlementBilling:field.origInvoiceCode', width: 130 }),
  field<T>('origInvoiceDate', { titleKey: 'settlementBilling:field.origInvoiceDate', format: 'date', width: 110 }),
  field<T>('origAmount', { titleKey: 'settlementBilling:field.origAmount', format: 'amount', width: 120 }),
  field<T>('origTax', { titleKey: 'settlementBilling:field.origTax', format: 'amount', width: 110 }),
];

const columns: ColumnSchema<RedLetter>[] = [
  col('redLetterId', { sortable: true, width: 170, search: true }),
  col('status', { options: RED_STATUSES, tones: RED_TONES, status: true, width: 130, search: true }),
  col('sourceType', { options: SOURCE_TYPES, width: 110, search: true }),
  col('sourceId', {
    width: 170,
    search: true,
    render: (l) => <DocLink to={linkTo.source(l.sourceType, l.sourceId)} id={l.sourceId} />,
  }),
  ...originalInvoiceColumns<RedLetter>(),
  col('taxRate', { format: 'taxRate', options: TAX_RATE_OPTIONS, width: 90, search: true }),
  col('redAmount', { format: 'amount', width: 120 }),
  col('redTax', { format: 'amount', width: 110 }),
  col('remaining', { format: 'amount', value: remainingOf, width: 120 }),
  col('invoiceStatus', { options: INVOICE_STATUSES, width: 110, search: true }),
  col('invoiceConfirmed', { options: CONFIRMED, value: (l) => (l.invoiceConfirmed ? '1' : '0'), width: 120 }),
  col('invoiceTitle', { grid: false }),
  col('invoiceTaxNumber', { grid: false }),
  col('settleSheetId', {
    width: 170,
    hidden: true,
    render: (l) => <DocLink to={l.settleSheetId && linkTo.settlement(l.settleSheetId)} id={l.settleSheetId} />,
  }),
  field('createDate', { sortable: true, width: 150, search: { order: 9 } }),
];

/** The red invoices issued against a sheet, its detail lines. */
const invoiceLineColumns: ColumnSchema<RedInvoice>[] = [
  field<RedInvoice>('redInvoiceId', {
    titleKey: 'settlementBilling:field.redInvoiceId',
    width: 170,
    render: (r) => <DocLink to={linkTo.redInvoice(r.redInvoiceId)} id={r.redInvoiceId} />,
  }),
  field<RedInvoice>('invoiceNo', { titleKey: 'settlementBilling:field.invoiceNo', width: 110 }),
  field<RedInvoice>('invoiceCode', { titleKey: 'settlementBilling:field.invoiceCode', width: 130 }),
  field<RedInvoice>('invoiceDate', { titleKey: 'settlementBilling:field.invoiceDate', format: 'date', width: 110 }),
  field<RedInvoice>('amount', { titleKey: 'settlementBilling:field.amount', format: 'amount', width: 120 }),
  field<RedInvoice>('tax', { titleKey: 'settlementBilling:field.tax', format: 'amount', width: 110 }),
];

const ids = (rows: RedLetter[]) => rows.map((l) => l.redLetterId);

const issueFields: FieldSchema[] = [
  { name: 'remaining', labelKey: 'settlementBilling:field.remaining', kind: 'text', format: 'amount' },
  { name: 'invoiceNo', labelKey: 'settlementBilling:field.invoiceNo', kind: 'input', required: true, maxLength: 8 },
  {
    name: 'invoiceCode',
    labelKey: 'settlementBilling:field.invoiceCode',
    kind: 'input',
    required: true,
    maxLength: 12,
  },
  { name: 'invoiceDate', labelKey: 'settlementBilling:field.invoiceDate', kind: 'date-picker', required: true },
  {
    name: 'amount',
    labelKey: 'settlementBilling:field.issueAmount',
    kind: 'input-number',
    format: 'amount',
    required: true,
    min: 0.01,
  },
];

/**
 * Issue 25: a red invoice's number (8 digits), code (10 or 12 digits), a date from the original
 * invoice's to today, and an amount (2 decimals, SPEC §9) no more than what the sheet has left.
 */
export function issueForm([letter]: RedLetter[]): ActionForm & { initialValues: Record<string, unknown> } {
  const remaining = remainingOf(letter);
  return {
    titleKey: 'settlementBilling:redLetter.issueTitle',
    fields: issueFields,
    okKey: 'settlementBilling:redLetter.issueOk',
    initialValues: { remaining, amount: remaining },
    validate: (v) => {
      const problems: Record<string, string> = {};
      if (!/^\d{8}$/.test(String(v.invoiceNo))) problems.invoiceNo = 'settlementBilling:redLetter.badInvoiceNo';
      if (!/^(\d{10}|\d{12})$/.test(String(v.invoiceCode)))
        problems.invoiceCode = 'settlementBilling:redLetter.badInvoiceCode';
      if (String(v.invoiceDate) < letter.origInvoiceDate)
        problems.invoiceDate = 'settlementBilling:redLetter.dateBeforeOriginal';
      else if (String(v.invoiceDate) > today()) problems.invoiceDate = 'settlementBilling:redLetter.dateAfterToday';
      if (Number(v.amount) > remaining) problems.amount = 'settlementBilling:redLetter.overSheet';
      return problems;
    },
  };
}

/**
 * Red-letter information (/settlement-management/redfontinfo): the sheets behind red invoices, with
 * the original invoice they reverse; invoice data confirmation and regeneration (SPEC §2, §8) and
 * the red invoice issued against one sheet (issue 25).
 */
export const redLetterQuery: QueryPageConfig<RedLetter> = {
  id: 'settlementBilling.redLetters',
  query: queryRedLetters,
  rowKey: 'redLetterId',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'createDate desc',
  actions: [
    {
      key: 'confirmInvoice',
      labelKey: 'settlementBilling:action.confirmInvoice',
      allowed: (l) => l.status === '0',
      confirmKey: 'settlementBilling:redLetter.confirmAsk',
      call: (rows) => confirmRedLetters(ids(rows)),
      successKey: 'settlementBilling:redLetter.confirmed',
    },
    {
      key: 'regenerateInvoice',
      labelKey: 'settlementBilling:action.regenerateInvoice',
      allowed: (l) => l.status === '1' && l.issuedAmount === 0,
      confirmKey: 'settlementBilling:redLetter.regenerateAsk',
      call: (rows) => regenerateRedLetters(ids(rows)),
      successKey: 'settlementBilling:redLetter.regenerated',
    },
    {
      key: 'issue',
      labelKey: 'settlementBilling:action.issue',
      primary: true,
      places: ['row', 'detail'],
      allowed: (l) => l.status === '1' && remainingOf(l) > 0,
      form: issueForm,
      call: ([l], v) =>
        issueRedInvoice({
          redLetterId: l.redLetterId,
          invoiceNo: String(v.invoiceNo),
          invoiceCode: String(v.invoiceCode),
          invoiceDate: String(v.invoiceDate),
          amount: Number(v.amount),
        }),
      successKey: 'settlementBilling:redLetter.issued',
    },
  ],
  export: { fileNameKey: 'settlementBilling:redLetter.exportFileName' },
  detail: {
    titleKey: 'settlementBilling:redLetter.detailTitle',
    title: (l) => ({ key: 'settlementBilling:redLetter.detailTitleOf', values: { redLetterId: l.redLetterId } }),
    width: 900,
    lines: {
      titleKey: 'settlementBilling:redLetter.invoicesTitle',
      rowKey: 'redInvoiceId',
      columns: invoiceLineColumns,
      load: async (l, opts) =>
        (await queryRedInvoices({ pageNo: 1, pageSize: 100, params: { redLetterId: l.redLetterId } }, opts)).pageData,
    },
  },
};
