import type { RouteSpec } from '@/kit/routing';

/** Orders screens of SPEC §2: order notices, order approval, undelivered reasons (both sides) and order receipts (retailer). */
export const ordersRoutes = [
  { path: '/order/order_notice', side: 'supplier', titleKey: 'orders:title.notice' },
  { path: '/order/order_approval', side: 'supplier', titleKey: 'orders:title.approval' },
  { path: '/order/undelivered_reason', side: 'supplier', titleKey: 'orders:title.undelivered' },
  {
    path: '/s/order-management/ordernotice_query',
    side: 'retailer',
    titleKey: 'orders:title.noticeQuery',
  },
  {
    path: '/s/order-management/order_receipt',
    side: 'retailer',
    titleKey: 'orders:title.receipt',
  },
  { path: '/s/order-management/order_approval', side: 'retailer', titleKey: 'orders:title.approval' },
  {
    path: '/s/order-management/undelivered_reason',
    side: 'retailer',
    titleKey: 'orders:title.undelivered',
  },
] as const satisfies readonly RouteSpec[];
