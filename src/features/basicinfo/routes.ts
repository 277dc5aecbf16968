import type { RouteDef } from '@/kit/routing';

/** Basic info screens of SPEC §2: goods information on both sides. */
export const basicinfoRoutes: RouteDef[] = [
  {
    path: '/basicinfo/goodsinfo',
    side: 'supplier',
    titleKey: 'basicinfo:goods.title',
    load: () => import('./pages/GoodsInfo'),
  },
  {
    path: '/s/basicinfo/goods',
    side: 'retailer',
    titleKey: 'basicinfo:goods.retailerTitle',
    load: () => import('./pages/GoodsInfo'),
  },
];
