import { columnsFrom, columnsIn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import { billingByName, billingDetails, billingSummary } from '../api';
import { DocLink } from '../components/DocLink';
import { linkTo } from '../components/links';
import { BILLING_COLUMNS, INVOICE_STATUSES } from '../contract';
import type { BillRow, BillingByName, BillingSummary } from '../types';
import { TAX_RATE_OPTIONS } from './options';

// Each report's columns are its contract's (the export's too), laid out here.
const nameCol = columnsIn<BillingByName>('settlementBilling:field');
/** An amount (2 decimals, SPEC §9). */
const amount = { format: 'amount', width: 130 } as const;
const shared = {
  bu: { width: 70, search: true },
  invoiceName: { width: 260, search: true },
  amount,
  tax: { ...amount, width: 110 },
  totalAmount: { ...amount, sortable: true },
  redTotal: amount,
  netAmount: amount,
  billCount: { width: 90 },
} as const;

/** Billing details (/settlement-management/billingDetails_document): each bill with its invoice and red invoices. */
export const billingDetailsQuery: QueryPageConfig<BillRow> = {
  id: 'settlementBilling.billingDetails',
  query: billingDetails.query,
  rowKey: 'billId',
  columns: columnsFrom<BillRow>(BILLING_COLUMNS.details, {
    ...shared,
    billId: { sortable: true, width: 170, search: true },
    billDate: { format: 'date', sortable: true, width: 110, search: true },
    taxRate: { format: 'taxRate', options: TAX_RATE_OPTIONS, width: 90, search: true },
    invoiceStatus: { options: INVOICE_STATUSES, width: 110, search: true },
    invoiceNo: { width: 110, search: true },
    invoiceCode: { width: 130 },
    invoiceDate: { format: 'date', width: 110 },
    settleSheetId: {
      width: 170,
      render: (b) => <DocLink to={b.settleSheetId && linkTo.settlement(b.settleSheetId)} id={b.settleSheetId} />,
    },
  }),
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
    ...columnsFrom<BillingByName>(BILLING_COLUMNS.byName, { ...shared, netAmount: { ...amount, sortable: true } }),
    // Search fields only (not grid columns, so not exported).
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
  columns: columnsFrom<BillingSummary>(BILLING_COLUMNS.summary, {
    ...shared,
    period: { format: 'month', sortable: true, width: 100, search: { kind: 'month-picker' } },
    invoicedAmount: amount,
    notInvoicedAmount: amount,
    netAmount: { ...amount, sortable: true },
  }),
  totals: { amountKey: 'netAmount', load: billingSummary.totals },
  export: {
    fileNameKey: 'settlementBilling:billing.summary.exportFileName',
    client: false,
    server: billingSummary.export,
  },
};
