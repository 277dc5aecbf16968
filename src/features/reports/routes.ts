import type { RouteSpec } from '@/kit/routing';

// Title keys are written out: the locale split reads them from this file.
/** The reports of SPEC §2: one page made per screen from one configuration factory. */
export const reportsRoutes = [
  {
    path: '/report/inventory',
    side: 'supplier',
    titleKey: 'reports:title.inventoryCheck',
  },
  {
    path: '/report/sales-report',
    side: 'supplier',
    titleKey: 'reports:title.saleReport',
  },
  {
    path: '/report/promotion',
    side: 'supplier',
    titleKey: 'reports:title.promotion',
  },
  { path: '/report/stock', side: 'supplier', titleKey: 'reports:title.stock' },
  {
    path: '/report/sales-report-apisix',
    side: 'supplier',
    titleKey: 'reports:title.saleReportApisix',
  },
  { path: '/report/sales-daily', side: 'supplier', titleKey: 'reports:title.daily' },
  { path: '/report/goods', side: 'supplier', titleKey: 'reports:title.goods' },
  {
    path: '/report/unit-sales',
    side: 'supplier',
    titleKey: 'reports:title.unitSales',
  },
  { path: '/report/sales', side: 'supplier', titleKey: 'reports:title.sales' },
  {
    path: '/report/month-promotion',
    side: 'supplier',
    titleKey: 'reports:title.monthPromotion',
  },
  {
    path: '/report/fulfillment-report',
    side: 'supplier',
    titleKey: 'reports:title.fulfilment',
  },
  {
    path: '/report/news-summary',
    side: 'supplier',
    titleKey: 'reports:title.newGoods',
  },
  { path: '/report/ole', side: 'supplier', titleKey: 'reports:title.ole' },
  {
    path: '/s/report/promotion',
    side: 'retailer',
    titleKey: 'reports:title.promotion',
  },
  { path: '/s/report/stock', side: 'retailer', titleKey: 'reports:title.stock' },
  { path: '/s/report/sales-daily', side: 'retailer', titleKey: 'reports:title.daily' },
  {
    path: '/s/report/goodslist',
    side: 'retailer',
    titleKey: 'reports:title.goodsList',
  },
  {
    path: '/s/report/unit-sales',
    side: 'retailer',
    titleKey: 'reports:title.unitSales',
  },
  { path: '/s/report/sales', side: 'retailer', titleKey: 'reports:title.sales' },
  {
    path: '/s/report/month-promotion',
    side: 'retailer',
    titleKey: 'reports:title.monthPromotion',
  },
  {
    path: '/s/report/news-summary',
    side: 'retailer',
    titleKey: 'reports:title.newGoods',
  },
] as const satisfies readonly RouteSpec[];
