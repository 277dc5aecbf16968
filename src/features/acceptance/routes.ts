import type { RouteSpec } from '@/kit/routing';

/** Acceptance (receipt) documents of SPEC §2 on both sides. */
export const acceptanceRoutes = [
  {
    path: '/acceptance-management/acceptancedoc_query',
    side: 'supplier',
    titleKey: 'acceptance:title',
  },
  {
    path: '/s/acceptance/search',
    side: 'retailer',
    titleKey: 'acceptance:retailerTitle',
  },
] as const satisfies readonly RouteSpec[];
