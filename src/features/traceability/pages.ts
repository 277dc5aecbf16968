import type { PageLoaders } from '@/kit/routing';
import type { traceabilityRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof traceabilityRoutes> = {
  '/quality-traceability/base_information': () => import('./pages/TraceBases'),
  '/quality-traceability/goods_traceability': () => import('./pages/TraceBatches'),
};
