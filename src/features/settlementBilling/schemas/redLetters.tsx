import { columnsIn, field, idsOf } from '@/kit/columns';
import type { ActionForm, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { confirmRedLetters, issueRedInvoice, queryRedInvoices, queryRedLetters, regenerateRedLetters } from '../api';
import { DocLink } from '../components/DocLink';
import { linkTo } from '../components/links';
import {
  CONFIRMED,
  INVOICE_CODE_MAX,
  INVOICE_NO_LENGTH,
  INVOICE_STATUSES,
  RED_STATUSES,
  RED_TONES,
  SOURCE_TYPES,
  canConfirmInvoiceData,
  canIssueRedInvoice,
  canRegenerateInvoiceData,
  confirmedCode,
  redInvoiceMessageKey,
  redInvoiceProblems,
  remainingOf,
} from '../contract';
import type { RedInvoice, RedLetter } from '../types';
import { TAX_RATE_OPTIONS } from './options';
import { today } from '@/lib/serverClock';

const FIELD = 'settlementBilling:field';
const col = columnsIn<RedLetter>(FIELD);

/** The original invoice's number, code, date, amount and tax (issue 25), shared with the red invoices. */
export const originalInvoiceColumns = <T,>(): ColumnSchema<T>[] => {
  const orig = columnsIn<T>(FIELD);
  return [
    orig('origInvoiceNo', { width: 110, search: true }),
    orig('origInvoiceCode', { width: 130 }),
    orig('origInvoiceDate', { format: 'date', width: 110 }),
    orig('origAmount', { format: 'amount', width: 120 }),
    orig('origTax', { format: 'amount', width: 110 }),
  ];
};

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
  // 红冲金额(不含税) on one line (at 120 its last character wrapped).
  col('redAmount', { format: 'amount', width: 140 }),
  col('redTax', { format: 'amount', width: 110 }),
  col('remaining', { format: 'amount', value: remainingOf, width: 120 }),
  col('invoiceStatus', { options: INVOICE_STATUSES, width: 110, search: true }),
  col('invoiceConfirmed', { options: CONFIRMED, value: confirmedCode, width: 120 }),
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
const lineCol = columnsIn<RedInvoice>(FIELD);
const invoiceLineColumns: ColumnSchema<RedInvoice>[] = [
  lineCol('redInvoiceId', {
    width: 170,
    render: (r) => <DocLink to={linkTo.redInvoice(r.redInvoiceId)} id={r.redInvoiceId} />,
  }),
  lineCol('invoiceNo', { width: 110 }),
  lineCol('invoiceCode', { width: 130 }),
  lineCol('invoiceDate', { format: 'date', width: 110 }),
  lineCol('amount', { format: 'amount', width: 120 }),
  lineCol('tax', { format: 'amount', width: 110 }),
];

const issueFields: FieldSchema[] = [
  { name: 'remaining', labelKey: 'settlementBilling:field.remaining', kind: 'text', format: 'amount' },
  {
    name: 'invoiceNo',
    labelKey: 'settlementBilling:field.invoiceNo',
    kind: 'input',
    required: true,
    maxLength: INVOICE_NO_LENGTH,
  },
  {
    name: 'invoiceCode',
    labelKey: 'settlementBilling:field.invoiceCode',
    kind: 'input',
    required: true,
    maxLength: INVOICE_CODE_MAX,
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

/** Issue 25: the red invoice the contract's redInvoiceProblems allows (the mock checks the same rule). */
export function issueForm([letter]: RedLetter[]): ActionForm & { initialValues: Record<string, unknown> } {
  const remaining = remainingOf(letter);
  return {
    titleKey: 'settlementBilling:redLetter.issueTitle',
    fields: issueFields,
    okKey: 'settlementBilling:redLetter.issueOk',
    initialValues: { remaining, amount: remaining },
    validate: (v) => {
      const problems = redInvoiceProblems(v, letter, today()) ?? {};
      return Object.fromEntries(Object.entries(problems).map(([name, p]) => [name, redInvoiceMessageKey(p)]));
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
      allowed: canConfirmInvoiceData,
      confirmKey: 'settlementBilling:redLetter.confirmAsk',
      call: (rows) => confirmRedLetters(idsOf(rows, 'redLetterId')),
      successKey: 'settlementBilling:redLetter.confirmed',
    },
    {
      key: 'regenerateInvoice',
      labelKey: 'settlementBilling:action.regenerateInvoice',
      allowed: canRegenerateInvoiceData,
      confirmKey: 'settlementBilling:redLetter.regenerateAsk',
      call: (rows) => regenerateRedLetters(idsOf(rows, 'redLetterId')),
      successKey: 'settlementBilling:redLetter.regenerated',
    },
    {
      key: 'issue',
      labelKey: 'settlementBilling:action.issue',
      primary: true,
      places: ['row', 'detail'],
      allowed: canIssueRedInvoice,
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
