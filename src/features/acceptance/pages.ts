import type { PageLoaders } from '@/kit/routing';
import type { acceptanceRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof acceptanceRoutes> = {
  '/acceptance-management/acceptancedoc_query': () => import('./pages/AcceptanceQuery'),
  '/s/acceptance/search': () => import('./pages/AcceptanceQuery'),
};
