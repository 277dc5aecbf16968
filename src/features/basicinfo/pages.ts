import type { PageLoaders } from '@/kit/routing';
import type { basicinfoRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof basicinfoRoutes> = {
  '/basicinfo/goodsinfo': () => import('./pages/GoodsInfo'),
  '/s/basicinfo/goods': () => import('./pages/GoodsInfo'),
};
