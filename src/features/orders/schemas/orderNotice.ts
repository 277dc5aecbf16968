import { idsOf } from '@/kit/columns';
import type { DetailLinesConfig, QueryPageConfig } from '@/kit/query';
import { confirmReceipt, exportNotices, noticeLines, queryNotices } from '../api';
import { ORDERS_ERRORS, canConfirmReceipt } from '../contract';
import type { OrderNotice } from '../types';
import { bySide, noticeColumns, noticeLineColumns } from './columns';

/** A notice's goods lines under its detail, on the notice and the receipt screens. */
export const noticeLinesDetail: DetailLinesConfig<OrderNotice> = {
  titleKey: 'orders:line.title',
  rowKey: 'lineNo',
  columns: noticeLineColumns,
  load: (row, opts) => noticeLines(row.sheetId, opts),
};

/**
 * Order notices (SPEC §2 /order/order_notice, retailer /s/order-management/ordernotice_query):
 * query, server export, the detail with lines, previous/next and print; the supplier confirms
 * receipt of unconfirmed notices (ticked in the grid, or the one in the detail).
 */
export const orderNoticeQuery = bySide<QueryPageConfig<OrderNotice>>((side) => ({
  id: 'orders.notice',
  query: queryNotices,
  rowKey: 'sheetId',
  columns: noticeColumns,
  defaultOrderBy: 'orderDate desc',
  selection: side === 'supplier' ? 'checkbox' : undefined,
  actions: [
    {
      key: 'confirmReceipt',
      labelKey: 'orders:action.confirmReceipt',
      only: 'supplier',
      primary: true,
      allowed: canConfirmReceipt,
      emptyKey: ORDERS_ERRORS.selectFirst.messageKey,
      call: (rows) => confirmReceipt(idsOf(rows, 'sheetId')),
      successKey: 'orders:message.receiptConfirmed',
    },
  ],
  export: { fileNameKey: 'orders:export.notices', server: exportNotices },
  detail: {
    titleKey: 'orders:detail.notice',
    width: 1040,
    print: true,
    lines: noticeLinesDetail,
  },
}));
