import type { PageLoaders } from '@/kit/routing';
import type { masterDataRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof masterDataRoutes> = {
  '/basicinfo/shoplist': () => import('./pages/ShopList'),
  '/s/basicinfo/store_list': () => import('./pages/ShopList'),
  '/s/basicinfo/settlementmethods_list': () => import('./pages/SettlementMethods'),
  '/s/basicinfo/category_query': () => import('./pages/CategoryQuery'),
};
