import type { PageLoaders } from '@/kit/routing';
import type { registerRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof registerRoutes> = {
  '/venders/registerDetail': () => import('./pages/RegisterDetail'),
  '/s/basicinfo/registration_review': () => import('./pages/RegistrationReview'),
};
