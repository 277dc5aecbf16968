import type { PageLoaders } from '@/kit/routing';
import type { ordersRoutes } from './routes';

const notice = () => import('./pages/OrderNotice');
const approval = () => import('./pages/OrderApproval');
const undelivered = () => import('./pages/UndeliveredReason');

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof ordersRoutes> = {
  '/order/order_notice': notice,
  '/order/order_approval': approval,
  '/order/undelivered_reason': undelivered,
  '/s/order-management/ordernotice_query': notice,
  '/s/order-management/order_receipt': () => import('./pages/OrderReceipt'),
  '/s/order-management/order_approval': approval,
  '/s/order-management/undelivered_reason': undelivered,
};
