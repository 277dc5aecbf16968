import type { RouteSpec } from '@/kit/routing';

/** Basic info screens of SPEC §2: goods information on both sides. */
export const basicinfoRoutes = [
  {
    path: '/basicinfo/goodsinfo',
    side: 'supplier',
    titleKey: 'basicinfo:goods.title',
  },
  {
    path: '/s/basicinfo/goods',
    side: 'retailer',
    titleKey: 'basicinfo:goods.retailerTitle',
  },
] as const satisfies readonly RouteSpec[];
