import type { RouteDef } from '@/kit/routing';

/** Orders screens of SPEC §2: order notices, order approval, undelivered reasons (both sides) and order receipts (retailer). */
const notice = () => import('./pages/OrderNotice');
const approval = () => import('./pages/OrderApproval');
const undelivered = () => import('./pages/UndeliveredReason');

export const ordersRoutes: RouteDef[] = [
  { path: '/order/order_notice', side: 'supplier', titleKey: 'orders:title.notice', load: notice },
  { path: '/order/order_approval', side: 'supplier', titleKey: 'orders:title.approval', load: approval },
  { path: '/order/undelivered_reason', side: 'supplier', titleKey: 'orders:title.undelivered', load: undelivered },
  {
    path: '/s/order-management/ordernotice_query',
    side: 'retailer',
    titleKey: 'orders:title.noticeQuery',
    load: notice,
  },
  {
    path: '/s/order-management/order_receipt',
    side: 'retailer',
    titleKey: 'orders:title.receipt',
    load: () => import('./pages/OrderReceipt'),
  },
  { path: '/s/order-management/order_approval', side: 'retailer', titleKey: 'orders:title.approval', load: approval },
  {
    path: '/s/order-management/undelivered_reason',
    side: 'retailer',
    titleKey: 'orders:title.undelivered',
    load: undelivered,
  },
];
