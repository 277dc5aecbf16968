import type { RouteSpec } from '@/kit/routing';

/** Master-data lists of SPEC §2: the supplier's stores; the retailer's stores, settlement methods and categories. */
export const masterDataRoutes = [
  {
    path: '/basicinfo/shoplist',
    side: 'supplier',
    titleKey: 'masterData:shops.title',
  },
  {
    path: '/s/basicinfo/store_list',
    side: 'retailer',
    titleKey: 'masterData:stores.title',
  },
  {
    path: '/s/basicinfo/settlementmethods_list',
    side: 'retailer',
    titleKey: 'masterData:settlement.title',
  },
  {
    path: '/s/basicinfo/category_query',
    side: 'retailer',
    titleKey: 'masterData:categories.title',
  },
] as const satisfies readonly RouteSpec[];
