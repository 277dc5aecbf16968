import type { PageLoaders } from '@/kit/routing';
import type { mailRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof mailRoutes> = {
  '/message/email/:tabs?': () => import('./pages/MailPage'),
  '/s/message/email/:tabs?': () => import('./pages/MailPage'),
};
