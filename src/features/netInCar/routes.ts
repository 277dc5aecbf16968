import type { RouteDef } from '@/kit/routing';

/** Loading-list entry (net-in-car) of SPEC §2, supplier side. */
export const loadingRoutes: RouteDef[] = [
  { path: '/order/netincar', side: 'supplier', titleKey: 'netInCar:title', load: () => import('./pages/LoadingLists') },
];
