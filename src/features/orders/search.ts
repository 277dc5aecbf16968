import { ASKED_MOST, listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { queryApprovals, queryNotices } from './api';
import { APPROVAL_STATUSES, APPROVAL_TONES, NOTICE_STATUSES, NOTICE_TONES } from './contract';
import type { OrderApproval, OrderNotice } from './types';

/** Order notices in the search box (any part of the number), on each side's notice screen. */
const notices = (side: 'supplier' | 'retailer', path: string) =>
  listSource<OrderNotice>({
    id: `orders.notice.${side}`,
    kindKey: 'search:kind.orderNotice',
    side,
    path,
    query: queryNotices,
    rank: ASKED_MOST,
    param: 'sheetId',
    hit: (r) => ({
      key: r.sheetId,
      number: r.sheetId,
      statusKey: statusKeyOf(NOTICE_STATUSES, r.status),
      tone: NOTICE_TONES[r.status],
      date: r.orderDate,
      party: partyOf(side, r, r.shopName),
    }),
  });

/** Order change documents (the order approval screen's) by any part of their number, on each side's approval screen. */
const approvals = (side: 'supplier' | 'retailer', path: string) =>
  listSource<OrderApproval>({
    id: `orders.approval.${side}`,
    kindKey: 'search:kind.orderApproval',
    side,
    path,
    query: queryApprovals,
    param: 'sheetId',
    hit: (r) => ({
      key: r.sheetId,
      number: r.sheetId,
      statusKey: statusKeyOf(APPROVAL_STATUSES, r.status),
      tone: APPROVAL_TONES[r.status],
      date: r.createDate,
      party: partyOf(side, r, r.shopName),
    }),
  });

export const searchSources: SearchSource[] = [
  notices('supplier', '/order/order_notice'),
  notices('retailer', '/s/order-management/ordernotice_query'),
  approvals('supplier', '/order/order_approval'),
  approvals('retailer', '/s/order-management/order_approval'),
];
