import type { RouteSpec } from '@/kit/routing';

/**
 * Promotions of SPEC §2: eight supplier screens and the retailer's review of applications. Title
 * keys are written out in full: the locale split finds the first screen's titles by their literal key.
 */
export const promotionsRoutes = [
  {
    path: '/promotion/readjust_prices',
    side: 'supplier',
    titleKey: 'promotions:title.readjust',
  },
  {
    path: '/promotion/approve_grossprofit',
    side: 'supplier',
    titleKey: 'promotions:title.grossProfit',
  },
  {
    path: '/promotion/tieins',
    side: 'supplier',
    titleKey: 'promotions:title.tieIn',
  },
  {
    path: '/promotion/vip',
    side: 'supplier',
    titleKey: 'promotions:title.vip',
  },
  {
    path: '/promotion/apply',
    side: 'supplier',
    titleKey: 'promotions:title.apply',
  },
  {
    path: '/promotion/sale_grossprofit',
    side: 'supplier',
    titleKey: 'promotions:title.saleGrossProfit',
  },
  {
    path: '/promotion/payreadjust',
    side: 'supplier',
    titleKey: 'promotions:title.payReadjust',
  },
  {
    path: '/promotion/onlineprom',
    side: 'supplier',
    titleKey: 'promotions:title.online',
  },
  {
    path: '/s/promotion/apply',
    side: 'retailer',
    titleKey: 'promotions:title.apply',
  },
] as const satisfies readonly RouteSpec[];
