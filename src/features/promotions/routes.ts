import type { RouteDef } from '@/kit/routing';

/** Promotions of SPEC §2: eight supplier screens and the retailer's review of applications. */
const supplier = (path: string, key: string, load: RouteDef['load']): RouteDef => ({
  path: `/promotion/${path}`,
  side: 'supplier',
  titleKey: `promotions:title.${key}`,
  load,
});

export const promotionsRoutes: RouteDef[] = [
  supplier('readjust_prices', 'readjust', () => import('./pages/PriceReadjusts')),
  supplier('approve_grossprofit', 'grossProfit', () => import('./pages/GrossProfitApprovals')),
  supplier('tieins', 'tieIn', () => import('./pages/TieIns')),
  supplier('vip', 'vip', () => import('./pages/VipDiscounts')),
  supplier('apply', 'apply', () => import('./pages/Applications')),
  supplier('sale_grossprofit', 'saleGrossProfit', () => import('./pages/SaleGrossProfits')),
  supplier('payreadjust', 'payReadjust', () => import('./pages/PayReadjusts')),
  supplier('onlineprom', 'online', () => import('./pages/OnlinePromotions')),
  {
    path: '/s/promotion/apply',
    side: 'retailer',
    titleKey: 'promotions:title.apply',
    load: () => import('./pages/Applications'),
  },
];
