import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { exportNotices, noticeLines, queryReceipts } from '../api';
import type { OrderNotice } from '../types';
import { amount, column, label, noticeHeader, noticeLineColumns, noticeStatus, noticeStatusField, orderDateField, sheetId, sheetIdField, shop, shopField, supplier, supplierField } from './noticeColumns';
import { RECEIPT_STATUSES, RECEIPT_TONES } from './options';

const search: FieldSchema[] = [
  sheetIdField,
  { name: 'receiptStatus', labelKey: label('receiptStatus'), kind: 'select', options: RECEIPT_STATUSES },
  supplierField,
  { name: 'receiptTime', labelKey: label('receiptTime'), kind: 'range-picker' },
  noticeStatusField,
  orderDateField,
  shopField,
  { name: 'receiptBy', labelKey: label('receiptBy'), kind: 'input' },
];

const receiptStatus = column<OrderNotice>('receiptStatus', { options: RECEIPT_STATUSES, tones: RECEIPT_TONES, status: true, width: 110 });

const columns: ColumnSchema<OrderNotice>[] = [
  sheetId,
  supplier,
  receiptStatus,
  column('receiptBy', { width: 200 }),
  column('receiptTime', { sortable: true, width: 150 }),
  noticeStatus,
  column('orderDate', { format: 'date', sortable: true }),
  column('expectedReceiptDate', { format: 'date', sortable: true, width: 130 }),
  shop,
  amount,
  column('creator', { width: 90 }),
];

/** Order receipts (SPEC §2 /s/order-management/order_receipt): which supplier confirmed which notice, and when. */
export const orderReceiptQuery: QueryPageConfig<OrderNotice> = {
  id: 'orders.receipt',
  query: queryReceipts,
  rowKey: 'sheetId',
  search,
  columns,
  defaultOrderBy: 'orderDate desc',
  autoQuery: true,
  export: { fileNameKey: 'orders:export.receipts', server: exportNotices },
  detail: {
    titleKey: 'orders:detail.receipt',
    fields: [...noticeHeader.slice(0, 4), receiptStatus, ...noticeHeader.slice(4)],
    width: 1040,
    print: true,
    lines: { titleKey: 'orders:line.title', rowKey: 'lineNo', columns: noticeLineColumns, load: (row, opts) => noticeLines(row.sheetId, opts) },
  },
};
