import { columnsIn, field } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { queryRedInvoices } from '../api';
import { DocLink } from '../components/DocLink';
import { RedInvoiceChain } from '../components/RedInvoiceChain';
import { linkTo } from '../components/links';
import { SOURCE_TYPES } from '../contract';
import type { RedInvoice } from '../types';
import { TAX_RATE_OPTIONS } from './options';
import { originalInvoiceColumns } from './redLetters';

const col = columnsIn<RedInvoice>('settlementBilling:field');

const columns: ColumnSchema<RedInvoice>[] = [
  col('redInvoiceId', { sortable: true, width: 170, search: true }),
  col('invoiceNo', { width: 110, search: true }),
  col('invoiceCode', { width: 130 }),
  col('invoiceDate', { format: 'date', sortable: true, width: 110, search: true }),
  col('taxRate', { format: 'taxRate', options: TAX_RATE_OPTIONS, width: 90, search: true }),
  col('amount', { format: 'amount', width: 120 }),
  col('tax', { format: 'amount', width: 110 }),
  col('totalAmount', { format: 'amount', width: 120 }),
  ...originalInvoiceColumns<RedInvoice>(),
  col('redLetterId', {
    width: 170,
    search: true,
    render: (r) => <DocLink to={linkTo.redLetter(r.redLetterId)} id={r.redLetterId} />,
  }),
  col('sourceType', { options: SOURCE_TYPES, width: 110, search: true }),
  col('sourceId', {
    width: 170,
    render: (r) => <DocLink to={linkTo.source(r.sourceType, r.sourceId)} id={r.sourceId} />,
  }),
  col('settleSheetId', {
    width: 170,
    render: (r) => <DocLink to={r.settleSheetId && linkTo.settlement(r.settleSheetId)} id={r.settleSheetId} />,
  }),
  field('creator', { width: 110, hidden: true }),
];

/** Red invoices (/settlement-management/red_invoice): each with its whole chain in the detail (issue 25 Beyond). */
export const redInvoiceQuery: QueryPageConfig<RedInvoice> = {
  id: 'settlementBilling.redInvoices',
  query: queryRedInvoices,
  rowKey: 'redInvoiceId',
  columns,
  defaultOrderBy: 'invoiceDate desc',
  export: { fileNameKey: 'settlementBilling:redInvoice.exportFileName' },
  detail: {
    titleKey: 'settlementBilling:redInvoice.detailTitle',
    title: (r) => ({ key: 'settlementBilling:redInvoice.detailTitleOf', values: { redInvoiceId: r.redInvoiceId } }),
    width: 900,
    extra: (invoice) => <RedInvoiceChain invoice={invoice} />,
  },
};
