import type { RouteDef } from '@/kit/routing';

/** Official notices of SPEC §2 on both sides, and the retailer's email templates. */
export const noticesRoutes: RouteDef[] = [
  { path: '/message/notice', side: 'supplier', titleKey: 'notices:title', load: () => import('./pages/NoticeList') },
  {
    path: '/message/ndetail/:id',
    side: 'supplier',
    titleKey: 'notices:detail.title',
    load: () => import('./pages/NoticeDetail'),
  },
  { path: '/s/message/notice', side: 'retailer', titleKey: 'notices:title', load: () => import('./pages/NoticeList') },
  {
    path: '/s/message/ndetail/:id',
    side: 'retailer',
    titleKey: 'notices:detail.title',
    load: () => import('./pages/NoticeDetail'),
  },
  {
    path: '/s/basicinfo/notictemplate',
    side: 'retailer',
    titleKey: 'notices:template.title',
    load: () => import('./pages/MailTemplates'),
  },
];
