import type { RouteDef } from '@/kit/routing';

/**
 * Promotions of SPEC §2: eight supplier screens and the retailer's review of applications. Title
 * keys are written out in full: the locale split finds the first screen's titles by their literal key.
 */
const supplier = (path: string, def: Pick<RouteDef, 'titleKey' | 'load'>): RouteDef => ({
  path: `/promotion/${path}`,
  side: 'supplier',
  ...def,
});

export const promotionsRoutes: RouteDef[] = [
  supplier('readjust_prices', { titleKey: 'promotions:title.readjust', load: () => import('./pages/PriceReadjusts') }),
  supplier('approve_grossprofit', {
    titleKey: 'promotions:title.grossProfit',
    load: () => import('./pages/GrossProfitApprovals'),
  }),
  supplier('tieins', { titleKey: 'promotions:title.tieIn', load: () => import('./pages/TieIns') }),
  supplier('vip', { titleKey: 'promotions:title.vip', load: () => import('./pages/VipDiscounts') }),
  supplier('apply', { titleKey: 'promotions:title.apply', load: () => import('./pages/Applications') }),
  supplier('sale_grossprofit', {
    titleKey: 'promotions:title.saleGrossProfit',
    load: () => import('./pages/SaleGrossProfits'),
  }),
  supplier('payreadjust', { titleKey: 'promotions:title.payReadjust', load: () => import('./pages/PayReadjusts') }),
  supplier('onlineprom', { titleKey: 'promotions:title.online', load: () => import('./pages/OnlinePromotions') }),
  {
    path: '/s/promotion/apply',
    side: 'retailer',
    titleKey: 'promotions:title.apply',
    load: () => import('./pages/Applications'),
  },
];
