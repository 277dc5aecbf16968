import type { RouteSpec } from '@/kit/routing';

/** Official notices of SPEC §2 on both sides, and the retailer's email templates. */
export const noticesRoutes = [
  { path: '/message/notice', side: 'supplier', titleKey: 'notices:title' },
  {
    path: '/message/ndetail/:id',
    side: 'supplier',
    titleKey: 'notices:detail.title',
  },
  { path: '/s/message/notice', side: 'retailer', titleKey: 'notices:title' },
  {
    path: '/s/message/ndetail/:id',
    side: 'retailer',
    titleKey: 'notices:detail.title',
  },
  {
    path: '/s/basicinfo/notictemplate',
    side: 'retailer',
    titleKey: 'notices:template.title',
  },
] as const satisfies readonly RouteSpec[];
