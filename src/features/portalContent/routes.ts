import type { RouteDef } from '@/kit/routing';

/** Portal maintenance of SPEC §2 (retailer): the sign-in page's and the home page's content, and its history. */
export const portalContentRoutes: RouteDef[] = [
  {
    path: '/s/maintenance/login',
    side: 'retailer',
    titleKey: 'portalContent:loginTitle',
    load: () => import('./pages/LoginContent'),
  },
  {
    path: '/s/maintenance/index',
    side: 'retailer',
    titleKey: 'portalContent:indexTitle',
    load: () => import('./pages/IndexContent'),
  },
  {
    path: '/s/maintenance/alldynamic',
    side: 'retailer',
    titleKey: 'portalContent:historyTitle',
    load: () => import('./pages/ContentHistory'),
  },
];
