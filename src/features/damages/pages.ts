import type { PageLoaders } from '@/kit/routing';
import type { damagesRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof damagesRoutes> = {
  '/order/order_liquidateddamages': () => import('./pages/Damages'),
  '/s/order-management/order_liquidateddamages': () => import('./pages/Damages'),
};
