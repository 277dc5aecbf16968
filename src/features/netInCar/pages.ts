import type { PageLoaders } from '@/kit/routing';
import type { loadingRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof loadingRoutes> = {
  '/order/netincar': () => import('./pages/LoadingLists'),
};
