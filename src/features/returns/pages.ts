import type { PageLoaders } from '@/kit/routing';
import type { returnsRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof returnsRoutes> = {
  '/returndocument-management/returnnoticedoc_query': () => import('./pages/ReturnNoticeQuery'),
  '/returndocument-management/returndoc_query': () => import('./pages/ReturnDocQuery'),
  '/s/reorder/return-sales': () => import('./pages/ReturnDocQuery'),
  '/s/reorder/return-sales-memo': () => import('./pages/ReturnMemoQuery'),
};
