import type { RouteSpec } from '@/kit/routing';

/** Portal maintenance of SPEC §2 (retailer): the sign-in page's and the home page's content, and its history. */
export const portalContentRoutes = [
  {
    path: '/s/maintenance/login',
    side: 'retailer',
    titleKey: 'portalContent:loginTitle',
  },
  {
    path: '/s/maintenance/index',
    side: 'retailer',
    titleKey: 'portalContent:indexTitle',
  },
  {
    path: '/s/maintenance/alldynamic',
    side: 'retailer',
    titleKey: 'portalContent:historyTitle',
  },
] as const satisfies readonly RouteSpec[];
