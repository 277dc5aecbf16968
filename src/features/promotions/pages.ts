import type { PageLoaders } from '@/kit/routing';
import type { promotionsRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof promotionsRoutes> = {
  '/promotion/readjust_prices': () => import('./pages/PriceReadjusts'),
  '/promotion/approve_grossprofit': () => import('./pages/GrossProfitApprovals'),
  '/promotion/tieins': () => import('./pages/TieIns'),
  '/promotion/vip': () => import('./pages/VipDiscounts'),
  '/promotion/apply': () => import('./pages/Applications'),
  '/promotion/sale_grossprofit': () => import('./pages/SaleGrossProfits'),
  '/promotion/payreadjust': () => import('./pages/PayReadjusts'),
  '/promotion/onlineprom': () => import('./pages/OnlinePromotions'),
  '/s/promotion/apply': () => import('./pages/Applications'),
};
