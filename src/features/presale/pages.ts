import type { PageLoaders } from '@/kit/routing';
import type { presaleRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof presaleRoutes> = {
  '/presale/performance-info': () => import('./pages/PresaleOrders'),
  '/presale/after-sale': () => import('./pages/AfterSales'),
  '/presale/pack-info': () => import('./pages/PackInfo'),
};
