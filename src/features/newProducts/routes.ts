import type { RouteSpec } from '@/kit/routing';

/** New products and joint-venture goods pricing of SPEC §2 on both sides. */
export const newProductsRoutes = [
  {
    path: '/newproducts/introduce',
    side: 'supplier',
    titleKey: 'newProducts:title',
  },
  {
    path: '/newproducts/add-goods/:status/:id?',
    side: 'supplier',
    titleKey: 'newProducts:sheetPageTitle',
  },
  {
    path: '/goodsadjcost',
    side: 'supplier',
    titleKey: 'newProducts:joint.title',
  },
  {
    path: '/s/newproducts/review',
    side: 'retailer',
    titleKey: 'newProducts:reviewTitle',
  },
  {
    path: '/s/newproducts/details/:status/:id?',
    side: 'retailer',
    titleKey: 'newProducts:detailsTitle',
  },
  {
    path: '/s/newproducts/goodsadjcost',
    side: 'retailer',
    titleKey: 'newProducts:joint.reviewTitle',
  },
] as const satisfies readonly RouteSpec[];
