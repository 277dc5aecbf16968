import type { RouteDef } from '@/kit/routing';

/** Acceptance (receipt) documents of SPEC §2 on both sides. */
export const acceptanceRoutes: RouteDef[] = [
  {
    path: '/acceptance-management/acceptancedoc_query',
    side: 'supplier',
    titleKey: 'acceptance:title',
    load: () => import('./pages/AcceptanceQuery'),
  },
  {
    path: '/s/acceptance/search',
    side: 'retailer',
    titleKey: 'acceptance:retailerTitle',
    load: () => import('./pages/AcceptanceQuery'),
  },
];
