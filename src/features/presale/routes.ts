import type { RouteDef } from '@/kit/routing';

/** Presale and after-sale screens of SPEC §2 (supplier). */
export const presaleRoutes: RouteDef[] = [
  {
    path: '/presale/performance-info',
    side: 'supplier',
    titleKey: 'presale:orders.title',
    load: () => import('./pages/PresaleOrders'),
  },
  {
    path: '/presale/after-sale',
    side: 'supplier',
    titleKey: 'presale:afterSale.title',
    load: () => import('./pages/AfterSales'),
  },
  {
    path: '/presale/pack-info',
    side: 'supplier',
    titleKey: 'presale:pack.title',
    load: () => import('./pages/PackInfo'),
  },
];
