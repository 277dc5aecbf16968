import { columnsIn, field, supplierColumn } from '@/kit/columns';
import type { ActionForm, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { datePart } from '@/lib/dates';
import { nowMinute, today } from '@/lib/serverClock';
import { paydeskTotals, paySheet, queryPaydesk, receiveInvoice } from '../api';
import type { PaydeskSheet } from '../types';
import {
  PAYDESK_STATUSES,
  PAYDESK_WAITING,
  SETTLEMENT_ERRORS,
  SETTLEMENT_REFUSALS,
  SHEET_STATUSES,
  SHEET_TONES,
  canPaySheet,
  canReceiveInvoice,
  payAmountMatches,
  payDateProblem,
} from '../contract';
import { sheetDetail } from './sheets';

/** The desk's `status` value of what waits for staff (invoice to receive, payment to make): the workbench to-do's link. */
export const WAITING = PAYDESK_WAITING;
const DESK_STATUSES = SHEET_STATUSES.filter((o) => (PAYDESK_STATUSES as readonly string[]).includes(o.value));

const col = columnsIn<PaydeskSheet>('settlement:field');

const columns: ColumnSchema<PaydeskSheet>[] = [
  col('sheetId', { titleKey: 'settlement:field.settleSheetId', sortable: true, width: 170, search: true, lead: 1 }),
  col('status', {
    options: DESK_STATUSES,
    tones: SHEET_TONES,
    status: true,
    width: 130,
    lead: 2,
    search: {
      options: [{ value: WAITING, labelKey: 'settlement:paydesk.waiting' }, ...DESK_STATUSES],
      defaultValue: WAITING,
    },
  }),
  supplierColumn<PaydeskSheet>({ search: { labelKey: 'fields:supplier', kind: 'input' }, lead: 3 }),
  col('payableAmount', { format: 'amount', sortable: true, width: 140, lead: 4 }),
  col('receiptAmount', { format: 'amount', width: 120 }),
  col('returnAmount', { format: 'amount', width: 120, hidden: true }),
  col('expenseAmount', { format: 'amount', width: 120 }),
  col('docCount', { width: 90, hidden: true }),
  col('paymentApplyDate', { format: 'date', sortable: true, width: 120, search: { kind: 'range-picker' } }),
  col('expectedPayDate', { format: 'date', sortable: true, width: 120 }),
  col('invoiceReceivedDate', { titleKey: 'settlement:paydesk.invoiceReceivedDate', format: 'date', width: 120 }),
  col('paidDate', { format: 'date', width: 110 }),
  col('invoiceTitle', { width: 200, hidden: true }),
  col('invoiceTaxNumber', { width: 190, hidden: true }),
  field('createDate', { format: 'date', sortable: true, width: 110, hidden: true }),
];

/** The payment day's faults by the contract's rule (the server's too): not after the server's today, not before the invoice was received. */
export function payDateFault(payDate: unknown, received: string | null, now = nowMinute()) {
  if (!payDate) return null;
  const problem = payDateProblem(payDate, received, now);
  const keys = SETTLEMENT_ERRORS.payDate;
  return problem === null
    ? null
    : problem === 'future'
      ? keys.futureKey
      : problem === 'beforeInvoice'
        ? keys.beforeInvoiceKey
        : keys.formatKey;
}

/** Pay one sheet: the day paid (not after today, not before the invoice was received) and the amount payable. */
export function payForm([s]: PaydeskSheet[]): ActionForm & { initialValues: Record<string, unknown> } {
  const received = s.invoiceReceivedDate ? datePart(s.invoiceReceivedDate) : null;
  return {
    titleKey: 'settlement:paydesk.payTitle',
    fields: [
      { name: 'payable', labelKey: 'settlement:field.payableAmount', kind: 'text', format: 'amount' },
      {
        name: 'payDate',
        labelKey: 'settlement:field.paidDate',
        kind: 'date-picker',
        required: true,
        dateBounds: () => ({ ...(received ? { min: received } : {}), max: today() }),
      },
      {
        name: 'amount',
        labelKey: 'settlement:paydesk.amountPaid',
        kind: 'input-number',
        format: 'amount',
        required: true,
      },
    ],
    initialValues: { payable: s.payableAmount, payDate: today(), amount: s.payableAmount },
    validate: (v) => {
      const errors: Record<string, string> = {};
      const dateFault = payDateFault(v.payDate, s.invoiceReceivedDate);
      if (dateFault) errors.payDate = dateFault;
      if (v.amount !== undefined && v.amount !== null && !payAmountMatches(v.amount, s.payableAmount))
        errors.amount = SETTLEMENT_ERRORS.amountMismatch.messageKey;
      return Object.keys(errors).length ? errors : null;
    },
  };
}

/** Marks each ticked sheet's invoice received in turn; what the server refuses stops the rest and is shown (SPEC §8). */
const receiveEach = async (rows: PaydeskSheet[]) => {
  for (const s of rows) await receiveInvoice(s.sheetId);
  return { count: rows.length };
};

/**
 * The retailer's payment desk (/s/settlement-management/payment_desk): the settlement sheets suppliers
 * applied for payment, what waits first — an invoice to mark received, then a payment to record (the
 * day and the amount payable) — and those paid. The supplier's sheet, payment timeline and ledger read
 * each move (docs/API.md "Settlement").
 */
export const paymentDeskQuery = (
  timeline: NonNullable<QueryPageConfig<PaydeskSheet>['detail']>['extra'],
): QueryPageConfig<PaydeskSheet> => ({
  id: 'settlement.paymentDesk',
  query: queryPaydesk,
  rowKey: 'sheetId',
  columns,
  selection: 'checkbox',
  totals: { amountKey: 'payableAmount', load: paydeskTotals },
  actions: [
    {
      key: 'receiveInvoice',
      labelKey: 'settlement:paydesk.receive',
      only: 'retailer',
      primary: true,
      places: ['toolbar', 'row', 'detail'],
      allowed: canReceiveInvoice,
      refusal: SETTLEMENT_REFUSALS.receiveInvoice,
      confirmKey: 'settlement:paydesk.receiveAsk',
      call: receiveEach,
      successKey: 'settlement:paydesk.received',
    },
    {
      key: 'pay',
      labelKey: 'settlement:paydesk.pay',
      only: 'retailer',
      places: ['toolbar', 'row', 'detail'],
      allowed: canPaySheet,
      refusal: SETTLEMENT_REFUSALS.pay,
      refuse: (rows) => (rows.length > 1 ? 'settlement:paydesk.payOneAtATime' : null),
      form: payForm,
      call: ([s], v) => paySheet({ sheetId: s.sheetId, payDate: String(v.payDate), amount: Number(v.amount) }),
      successKey: 'settlement:paydesk.paid',
    },
  ],
  export: { fileNameKey: 'settlement:paydesk.exportFileName' },
  detail: sheetDetail<PaydeskSheet>('settlement:paydesk.detailTitle', timeline),
});
