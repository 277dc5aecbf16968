import type { PageLoaders } from '@/kit/routing';
import type { noticesRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof noticesRoutes> = {
  '/message/notice': () => import('./pages/NoticeList'),
  '/message/ndetail/:id': () => import('./pages/NoticeDetail'),
  '/s/message/notice': () => import('./pages/NoticeList'),
  '/s/message/ndetail/:id': () => import('./pages/NoticeDetail'),
  '/s/basicinfo/notictemplate': () => import('./pages/MailTemplates'),
};
