import { listSource, statusKeyOf, type SearchSource } from '@/kit/search';
import { queryNotices } from './api';
import { NOTICE_STATUSES, NOTICE_TONES } from './schemas/options';
import type { OrderNotice } from './types';

/** Order notices in the search box (any part of the number), on each side's notice screen. */
const notices = (side: 'supplier' | 'retailer', path: string) =>
  listSource<OrderNotice>({
    id: `orders.notice.${side}`,
    kindKey: 'search:kind.orderNotice',
    side,
    path,
    query: queryNotices,
    param: 'sheetId',
    hit: (r) => ({
      key: r.sheetId,
      number: r.sheetId,
      statusKey: statusKeyOf(NOTICE_STATUSES, r.status),
      tone: NOTICE_TONES[r.status],
      date: r.orderDate,
      party: side === 'retailer' ? `${r.venderId} ${r.venderName} · ${r.shopName}` : r.shopName,
    }),
  });

export const searchSources: SearchSource[] = [
  notices('supplier', '/order/order_notice'),
  notices('retailer', '/s/order-management/ordernotice_query'),
];
