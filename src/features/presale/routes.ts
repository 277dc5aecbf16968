import type { RouteSpec } from '@/kit/routing';

/** Presale and after-sale screens of SPEC §2 (supplier). */
export const presaleRoutes = [
  {
    path: '/presale/performance-info',
    side: 'supplier',
    titleKey: 'presale:orders.title',
  },
  {
    path: '/presale/after-sale',
    side: 'supplier',
    titleKey: 'presale:afterSale.title',
  },
  {
    path: '/presale/pack-info',
    side: 'supplier',
    titleKey: 'presale:pack.title',
  },
] as const satisfies readonly RouteSpec[];
