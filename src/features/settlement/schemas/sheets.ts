import { codedValues } from '@/lib/codedValues';
import { createElement } from 'react';
import { columnsIn, field, idsOf } from '@/kit/columns';
import type { DetailConfig, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { applyPayment, confirmInvoiceData, querySheets, regenerateInvoiceData, sheetDocs, sheetTotals } from '../api';
import { SourceLink } from '../components/SourceLink';
import type { SettleDoc, SettleSheet } from '../types';
import {
  DOC_STATUSES,
  DOC_TONES,
  DOC_TYPES,
  INVOICE_STATUSES,
  LETTER_STATUSES,
  SETTLEMENT_REFUSALS,
  SHEET_STATUSES,
  SHEET_TONES,
  SIGN_BIZ_TYPES,
  canApplyForPayment,
  canConfirmInvoice,
  canRegenerateInvoice,
} from '../contract';
import { titleWith } from './options';

const col = columnsIn<SettleSheet>('settlement:field');
const CONFIRMED = codedValues('settlement:confirmed', ['0', '1']);

const head: ColumnSchema<SettleSheet>[] = [
  col('sheetId', { titleKey: 'settlement:field.settleSheetId', sortable: true, width: 170, search: true }),
  col('status', { options: SHEET_STATUSES, tones: SHEET_TONES, status: true, width: 120, search: true }),
  col('invoiceStatus', { options: INVOICE_STATUSES, width: 110, search: true }),
];
const amounts: ColumnSchema<SettleSheet>[] = [
  col('docCount', { width: 90 }),
  col('payableAmount', { format: 'amount', sortable: true, width: 130 }),
  col('receiptAmount', { format: 'amount', width: 120, hidden: true }),
  col('returnAmount', { format: 'amount', width: 120, hidden: true }),
  col('expenseAmount', { format: 'amount', width: 120, hidden: true }),
];
const tail: ColumnSchema<SettleSheet>[] = [
  field('creator', { width: 120, hidden: true }),
  field('createDate', { sortable: true, width: 150, search: { order: 9 } }),
];

const docColumns: ColumnSchema<SettleDoc>[] = [
  field('sheetId', { titleKey: 'settlement:field.docId', width: 170 }),
  field('docType', { titleKey: 'settlement:field.docType', options: DOC_TYPES, width: 120 }),
  // A frozen document holds the sheet's payment: the line says which.
  field('status', { titleKey: 'settlement:field.status', options: DOC_STATUSES, tones: DOC_TONES, width: 100 }),
  field('sourceSheetId', {
    titleKey: 'settlement:field.sourceSheetId',
    width: 170,
    render: (d) => createElement(SourceLink, { doc: d }),
  }),
  field('shopName', { titleKey: 'fields:shop', width: 160 }),
  field('docDate', { titleKey: 'settlement:field.docDate', format: 'date', width: 110 }),
  field('amount', { format: 'amount', width: 120 }),
];

/** The sheet's detail, titled with its number: its documents, and what the screen adds under them (the payment timeline). */
export const sheetDetail = <T extends SettleSheet = SettleSheet>(
  titleKey: string,
  extra: DetailConfig<T>['extra'],
): DetailConfig<T> => ({
  titleKey,
  title: titleWith<T>(`${titleKey}Of`, 'sheetId'),
  width: 1000,
  lines: {
    titleKey: 'settlement:sheet.docsTitle',
    rowKey: 'sheetId',
    columns: docColumns,
    load: (row, opts) => sheetDocs(row.sheetId, opts),
  },
  extra,
});

/**
 * Payment application (SPEC §2): settlement sheets — invoice data confirmation and regeneration
 * (§8 tax number, invoice contact), the application for payment, the payment timeline in the detail.
 */
export const paymentQuery = (timeline: DetailConfig<SettleSheet>['extra']): QueryPageConfig<SettleSheet> => ({
  id: 'settlement.sheets',
  query: querySheets,
  rowKey: 'sheetId',
  columns: [
    ...head,
    col('invoiceConfirmed', { options: CONFIRMED, value: (s) => (s.invoiceConfirmed ? '1' : '0'), width: 120 }),
    col('letterStatus', { options: LETTER_STATUSES, width: 130 }),
    ...amounts,
    col('paymentApplyDate', { format: 'date', width: 120 }),
    col('expectedPayDate', { format: 'date', width: 120 }),
    col('paidDate', { format: 'date', width: 110, hidden: true }),
    col('invoiceTitle', { grid: false }),
    col('invoiceTaxNumber', { grid: false }),
    ...tail,
  ],
  selection: 'checkbox',
  defaultOrderBy: 'createDate desc',
  actions: [
    {
      key: 'confirmInvoice',
      labelKey: 'settlement:action.confirmInvoice',
      allowed: canConfirmInvoice,
      refusal: SETTLEMENT_REFUSALS.confirmInvoice,
      confirmKey: 'settlement:sheet.confirmInvoiceAsk',
      call: (rows) => confirmInvoiceData(idsOf(rows, 'sheetId')),
      successKey: 'settlement:sheet.invoiceConfirmed',
    },
    {
      key: 'regenerateInvoice',
      labelKey: 'settlement:action.regenerateInvoice',
      allowed: canRegenerateInvoice,
      refusal: SETTLEMENT_REFUSALS.regenerateInvoice,
      confirmKey: 'settlement:sheet.regenerateInvoiceAsk',
      call: (rows) => regenerateInvoiceData(idsOf(rows, 'sheetId')),
      successKey: 'settlement:sheet.invoiceRegenerated',
    },
    {
      key: 'applyPayment',
      labelKey: 'settlement:action.applyPayment',
      primary: true,
      allowed: canApplyForPayment,
      refusedKey: 'settlement:sheet.applyNotReady',
      confirmKey: 'settlement:sheet.applyAsk',
      call: (rows) => applyPayment(idsOf(rows, 'sheetId')),
      successKey: 'settlement:sheet.applied',
    },
  ],
  totals: { amountKey: 'payableAmount', load: sheetTotals },
  export: { fileNameKey: 'settlement:sheet.exportFileName' },
  detail: sheetDetail('settlement:sheet.detailTitle', timeline),
});

/** Columns of the confirmation-letter screen: the sheet with its letter's state and signing data. */
export const letterColumns: ColumnSchema<SettleSheet>[] = [
  ...head,
  col('letterStatus', { options: LETTER_STATUSES, width: 130, search: true }),
  col('signBizType', { options: SIGN_BIZ_TYPES, width: 130 }),
  col('signTime', { format: 'date', width: 110 }),
  ...amounts,
  ...tail,
];

export const letterDetail = (extra: DetailConfig<SettleSheet>['extra']) =>
  sheetDetail('settlement:letter.detailTitle', extra);
