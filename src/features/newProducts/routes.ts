import type { RouteDef } from '@/kit/routing';

/** New products and joint-venture goods pricing of SPEC §2 on both sides. */
export const newProductsRoutes: RouteDef[] = [
  {
    path: '/newproducts/introduce',
    side: 'supplier',
    titleKey: 'newProducts:title',
    load: () => import('./pages/Sheets'),
  },
  {
    path: '/newproducts/add-goods/:status/:id?',
    side: 'supplier',
    titleKey: 'newProducts:sheetPageTitle',
    load: () => import('./pages/AddGoods'),
  },
  {
    path: '/goodsadjcost',
    side: 'supplier',
    titleKey: 'newProducts:joint.title',
    load: () => import('./pages/JointCost'),
  },
  {
    path: '/s/newproducts/review',
    side: 'retailer',
    titleKey: 'newProducts:reviewTitle',
    load: () => import('./pages/Sheets'),
  },
  {
    path: '/s/newproducts/details/:status/:id?',
    side: 'retailer',
    titleKey: 'newProducts:detailsTitle',
    load: () => import('./pages/ReviewDetails'),
  },
];
