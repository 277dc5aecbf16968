import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { exportReceipts, queryReceipts } from '../api';
import { noticeLinesDetail } from './orderNotice';
import type { OrderNotice } from '../types';
import { columnsFrom } from '@/kit/columns';
import { col, docPresentation, expectedReceiptDate, noticeColumns, noticeStatus, orderDate } from './columns';
import { RECEIPT_COLUMNS, RECEIPT_STATUSES, RECEIPT_TONES } from '../contract';

const receiptStatus = col('receiptStatus', {
  options: RECEIPT_STATUSES,
  tones: RECEIPT_TONES,
  status: true,
  search: true,
});

/** The contract's columns (the export's too), each laid out here. */
const columns: ColumnSchema<OrderNotice>[] = columnsFrom<OrderNotice>(RECEIPT_COLUMNS, {
  ...docPresentation,
  receiptStatus,
  receiptBy: { width: 200, search: true },
  receiptTime: { sortable: true, width: 150, search: { kind: 'range-picker' } },
  status: noticeStatus,
  orderDate,
  expectedReceiptDate,
});

/** Order receipts (SPEC §2 /s/order-management/order_receipt): which supplier confirmed which notice, and when. */
export const orderReceiptQuery: QueryPageConfig<OrderNotice> = {
  id: 'orders.receipt',
  query: queryReceipts,
  rowKey: 'sheetId',
  columns,
  defaultOrderBy: 'orderDate desc',
  export: { fileNameKey: 'orders:export.receipts', server: exportReceipts },
  detail: {
    titleKey: 'orders:detail.receipt',
    // Master–detail: the retailer reads receipt after receipt, the notice under the list.
    placement: 'pane',
    // The whole notice, its receipt status after its own.
    fields: [...noticeColumns.slice(0, 4), receiptStatus, ...noticeColumns.slice(4)],
    print: true,
    lines: noticeLinesDetail,
  },
};
