import type { RouteDef } from '@/kit/routing';

/** Master-data lists of SPEC §2: the supplier's stores; the retailer's stores, settlement methods and categories. */
export const masterDataRoutes: RouteDef[] = [
  {
    path: '/basicinfo/shoplist',
    side: 'supplier',
    titleKey: 'masterData:shops.title',
    load: () => import('./pages/ShopList'),
  },
  {
    path: '/s/basicinfo/store_list',
    side: 'retailer',
    titleKey: 'masterData:stores.title',
    load: () => import('./pages/ShopList'),
  },
  {
    path: '/s/basicinfo/settlementmethods_list',
    side: 'retailer',
    titleKey: 'masterData:settlement.title',
    load: () => import('./pages/SettlementMethods'),
  },
  {
    path: '/s/basicinfo/category_query',
    side: 'retailer',
    titleKey: 'masterData:categories.title',
    load: () => import('./pages/CategoryQuery'),
  },
];
