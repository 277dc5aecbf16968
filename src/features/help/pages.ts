import type { PageLoaders } from '@/kit/routing';
import type { helpRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof helpRoutes> = {
  '/help': () => import('./pages/HelpCentre'),
};
