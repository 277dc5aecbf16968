import { columnsIn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import { billingByName, billingDetails, billingSummary } from '../api';
import { DocLink } from '../components/DocLink';
import { linkTo } from '../components/links';
import { INVOICE_STATUSES } from '../contract';
import type { BillRow, BillingByName, BillingSummary } from '../types';
import { TAX_RATE_OPTIONS } from './options';

const FIELD = 'settlementBilling:field';
/** A report's columns, and its amounts (2 decimals, SPEC §9). */
const columnsOf = <T,>() => [columnsIn<T>(FIELD), columnsIn<T>(FIELD, { format: 'amount', width: 130 })] as const;
const bu = <T,>() => columnsIn<T>(FIELD)('bu', { width: 70, search: true });
const invoiceName = <T,>() => columnsIn<T>(FIELD)('invoiceName', { width: 260, search: true });

const [col, amount] = columnsOf<BillRow>();
const [nameCol, nameAmount] = columnsOf<BillingByName>();
const [summaryCol, summaryAmount] = columnsOf<BillingSummary>();

/** Billing details (/settlement-management/billingDetails_document): each bill with its invoice and red invoices. */
export const billingDetailsQuery: QueryPageConfig<BillRow> = {
  id: 'settlementBilling.billingDetails',
  query: billingDetails.query,
  rowKey: 'billId',
  columns: [
    col('billId', { sortable: true, width: 170, search: true }),
    col('billDate', { format: 'date', sortable: true, width: 110, search: true }),
    bu(),
    invoiceName(),
    col('taxRate', { format: 'taxRate', options: TAX_RATE_OPTIONS, width: 90, search: true }),
    amount('amount'),
    amount('tax', { width: 110 }),
    amount('totalAmount', { sortable: true }),
    amount('redTotal'),
    amount('netAmount'),
    col('invoiceStatus', { options: INVOICE_STATUSES, width: 110, search: true }),
    col('invoiceNo', { width: 110, search: true }),
    col('invoiceCode', { width: 130 }),
    col('invoiceDate', { format: 'date', width: 110 }),
    col('settleSheetId', {
      width: 170,
      render: (b) => <DocLink to={b.settleSheetId && linkTo.settlement(b.settleSheetId)} id={b.settleSheetId} />,
    }),
  ],
  defaultOrderBy: 'billDate desc',
  // A bill opens in a drawer: from its row, and from the header's search box (`?billId=…&open=…`).
  detail: { titleKey: 'settlementBilling:billing.details.detailTitle' },
  totals: { amountKey: 'netAmount', load: billingDetails.totals },
  export: {
    fileNameKey: 'settlementBilling:billing.details.exportFileName',
    client: false,
    server: billingDetails.export,
  },
};

/** Billing by invoice name (/settlement-management/billingName_document). */
export const billingByNameQuery: QueryPageConfig<BillingByName> = {
  id: 'settlementBilling.billingByName',
  query: billingByName.query,
  rowKey: 'nameKey',
  columns: [
    bu(),
    invoiceName(),
    nameCol('billCount', { width: 90 }),
    nameAmount('amount'),
    nameAmount('tax', { width: 110 }),
    nameAmount('totalAmount', { sortable: true }),
    nameAmount('redTotal'),
    nameAmount('netAmount', { sortable: true }),
    nameCol('invoiceStatus', { options: INVOICE_STATUSES, grid: false, search: true }),
    nameCol('billDate', { format: 'date', grid: false, search: true }),
  ],
  totals: { amountKey: 'netAmount', load: billingByName.totals },
  export: {
    fileNameKey: 'settlementBilling:billing.byName.exportFileName',
    client: false,
    server: billingByName.export,
  },
};

/** Billing summary (/settlement-management/billingSummary_document): each month of each BU, less its red invoices. */
export const billingSummaryQuery: QueryPageConfig<BillingSummary> = {
  id: 'settlementBilling.billingSummary',
  query: billingSummary.query,
  rowKey: 'periodKey',
  columns: [
    summaryCol('period', { format: 'month', sortable: true, width: 100, search: { kind: 'month-picker' } }),
    bu(),
    summaryCol('billCount', { width: 90 }),
    summaryAmount('invoicedAmount'),
    summaryAmount('notInvoicedAmount'),
    summaryAmount('redTotal'),
    summaryAmount('netAmount', { sortable: true }),
  ],
  totals: { amountKey: 'netAmount', load: billingSummary.totals },
  export: {
    fileNameKey: 'settlementBilling:billing.summary.exportFileName',
    client: false,
    server: billingSummary.export,
  },
};
