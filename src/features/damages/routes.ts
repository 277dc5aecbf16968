import type { RouteDef } from '@/kit/routing';

/** Order liquidated damages of SPEC §2 on both sides. */
export const damagesRoutes: RouteDef[] = [
  {
    path: '/order/order_liquidateddamages',
    side: 'supplier',
    titleKey: 'damages:title',
    load: () => import('./pages/Damages'),
  },
  {
    path: '/s/order-management/order_liquidateddamages',
    side: 'retailer',
    titleKey: 'damages:title',
    load: () => import('./pages/Damages'),
  },
];
