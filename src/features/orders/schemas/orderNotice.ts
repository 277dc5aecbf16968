import type { QueryPageConfig } from '@/kit/query';
import type { Side } from '@/kit/schema';
import { exportNotices, noticeLines, queryNotices } from '../api';
import type { OrderNotice } from '../types';
import { noticeColumns, noticeHeader, noticeLineColumns, noticeSearch } from './noticeColumns';

export type NoticeActions = {
  /** The supplier confirms receipt of the given notices (order receipt). */
  confirmReceipt: (rows: OrderNotice[], reload: () => void) => Promise<void>;
};

/**
 * Order notices (SPEC §2 /order/order_notice, retailer /s/order-management/ordernotice_query):
 * query, server export, the detail with lines, previous/next and print; the supplier confirms
 * receipt of unconfirmed notices (ticked in the grid, or the one in the detail).
 */
export function orderNoticeQuery(side: Side, actions: NoticeActions): QueryPageConfig<OrderNotice> {
  const supplier = side === 'supplier';
  return {
    id: 'orders.notice',
    query: queryNotices,
    rowKey: 'sheetId',
    search: noticeSearch,
    columns: noticeColumns,
    defaultOrderBy: 'orderDate desc',
    selection: supplier ? 'checkbox' : undefined,
    toolbar: supplier ? [{ key: 'confirmReceipt', labelKey: 'orders:action.confirmReceipt', primary: true, onClick: ({ selected, reload }) => actions.confirmReceipt(selected, reload) }] : [],
    export: { fileNameKey: 'orders:export.notices', server: exportNotices },
    detail: {
      titleKey: 'orders:detail.notice',
      fields: noticeHeader,
      width: 1040,
      print: true,
      lines: { titleKey: 'orders:line.title', rowKey: 'lineNo', columns: noticeLineColumns, load: (row, opts) => noticeLines(row.sheetId, opts) },
      actions: supplier ? [{ key: 'confirmReceipt', labelKey: 'orders:action.confirmReceipt', visible: (row) => row.status === '0', onClick: (row, { reload }) => actions.confirmReceipt([row], reload) }] : [],
    },
  };
}
