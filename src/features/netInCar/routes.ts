import type { RouteSpec } from '@/kit/routing';

/** Loading-list entry (net-in-car) of SPEC §2, supplier side. */
export const loadingRoutes = [
  { path: '/order/netincar', side: 'supplier', titleKey: 'netInCar:title' },
] as const satisfies readonly RouteSpec[];
