import type { PageLoaders } from '@/kit/routing';
import type { newProductsRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof newProductsRoutes> = {
  '/newproducts/introduce': () => import('./pages/Sheets'),
  '/newproducts/add-goods/:status/:id?': () => import('./pages/AddGoods'),
  '/goodsadjcost': () => import('./pages/JointCost'),
  '/s/newproducts/review': () => import('./pages/Sheets'),
  '/s/newproducts/details/:status/:id?': () => import('./pages/ReviewDetails'),
  '/s/newproducts/goodsadjcost': () => import('./pages/JointCostReview'),
};
