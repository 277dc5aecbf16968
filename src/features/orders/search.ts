import { ASKED_MOST, documentSources, type SearchSource } from '@/kit/search';
import { queryApprovals, queryNotices } from './api';
import { APPROVAL_STATUSES, APPROVAL_TONES, NOTICE_STATUSES, NOTICE_TONES } from './contract';
import type { OrderApproval, OrderNotice } from './types';

export const searchSources: SearchSource[] = [
  // Order notices (any part of the number), on each side's notice screen.
  ...documentSources<OrderNotice>(
    'orders.notice',
    { supplier: '/order/order_notice', retailer: '/s/order-management/ordernotice_query' },
    {
      kindKey: 'search:kind.orderNotice',
      query: queryNotices,
      rank: ASKED_MOST,
      statuses: NOTICE_STATUSES,
      tones: NOTICE_TONES,
      date: 'orderDate',
      place: 'shopName',
    },
  ),
  // Order change documents (the order approval screen's) by any part of their number, on each side's approval screen.
  ...documentSources<OrderApproval>(
    'orders.approval',
    { supplier: '/order/order_approval', retailer: '/s/order-management/order_approval' },
    {
      kindKey: 'search:kind.orderApproval',
      query: queryApprovals,
      statuses: APPROVAL_STATUSES,
      tones: APPROVAL_TONES,
      date: 'createDate',
      place: 'shopName',
    },
  ),
];
