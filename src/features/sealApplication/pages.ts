import type { PageLoaders } from '@/kit/routing';
import type { caRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof caRoutes> = {
  '/ca': () => import('./pages/CaApply'),
  '/withdrawalCa': () => import('./pages/CaWithdrawal'),
  '/s/electronic-signature/ca_review': () => import('./pages/CaReview'),
};
