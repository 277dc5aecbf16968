import type { RouteSpec } from '@/kit/routing';

/** Order liquidated damages of SPEC §2 on both sides. */
export const damagesRoutes = [
  {
    path: '/order/order_liquidateddamages',
    side: 'supplier',
    titleKey: 'damages:title',
  },
  {
    path: '/s/order-management/order_liquidateddamages',
    side: 'retailer',
    titleKey: 'damages:title',
  },
] as const satisfies readonly RouteSpec[];
