import type { PageLoaders } from '@/kit/routing';
import type { portalContentRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof portalContentRoutes> = {
  '/s/maintenance/login': () => import('./pages/LoginContent'),
  '/s/maintenance/index': () => import('./pages/IndexContent'),
  '/s/maintenance/alldynamic': () => import('./pages/ContentHistory'),
};
