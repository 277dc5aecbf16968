import type { RouteDef } from '@/kit/routing';
import type { ReportScreen } from './schemas/reports';

// ECharts' chunk is asked for beside the page's (not after it): the page waits for both, so the
// chart is drawn as soon as its data arrives.
const page = (report: ReportScreen, side: 'supplier' | 'retailer') => () =>
  Promise.all([import('./pages/Report'), import('@/kit/chart/EChart')]).then(async ([m]) => {
    await m.chartLoaded;
    return { default: m.reportScreen(report, side) };
  });

// Title keys are written out: the locale split reads them from this file.
/** The reports of SPEC §2: one page made per screen from one configuration factory. */
export const reportsRoutes: RouteDef[] = [
  {
    path: '/report/inventory',
    side: 'supplier',
    titleKey: 'reports:title.inventoryCheck',
    load: page('inventoryCheck', 'supplier'),
  },
  {
    path: '/report/sales-report',
    side: 'supplier',
    titleKey: 'reports:title.saleReport',
    load: page('saleReport', 'supplier'),
  },
  {
    path: '/report/promotion',
    side: 'supplier',
    titleKey: 'reports:title.promotion',
    load: page('promotion', 'supplier'),
  },
  { path: '/report/stock', side: 'supplier', titleKey: 'reports:title.stock', load: page('stock', 'supplier') },
  {
    path: '/report/sales-report-apisix',
    side: 'supplier',
    titleKey: 'reports:title.saleReportApisix',
    load: page('saleReportApisix', 'supplier'),
  },
  { path: '/report/sales-daily', side: 'supplier', titleKey: 'reports:title.daily', load: page('daily', 'supplier') },
  { path: '/report/goods', side: 'supplier', titleKey: 'reports:title.goods', load: page('goods', 'supplier') },
  {
    path: '/report/unit-sales',
    side: 'supplier',
    titleKey: 'reports:title.unitSales',
    load: page('unitSales', 'supplier'),
  },
  { path: '/report/sales', side: 'supplier', titleKey: 'reports:title.sales', load: page('sales', 'supplier') },
  {
    path: '/report/month-promotion',
    side: 'supplier',
    titleKey: 'reports:title.monthPromotion',
    load: page('monthPromotion', 'supplier'),
  },
  {
    path: '/report/fulfillment-report',
    side: 'supplier',
    titleKey: 'reports:title.fulfilment',
    load: page('fulfilment', 'supplier'),
  },
  {
    path: '/report/news-summary',
    side: 'supplier',
    titleKey: 'reports:title.newGoods',
    load: page('newGoods', 'supplier'),
  },
  { path: '/report/ole', side: 'supplier', titleKey: 'reports:title.ole', load: page('ole', 'supplier') },
  {
    path: '/s/report/promotion',
    side: 'retailer',
    titleKey: 'reports:title.promotion',
    load: page('promotion', 'retailer'),
  },
  { path: '/s/report/stock', side: 'retailer', titleKey: 'reports:title.stock', load: page('stock', 'retailer') },
  { path: '/s/report/sales-daily', side: 'retailer', titleKey: 'reports:title.daily', load: page('daily', 'retailer') },
  {
    path: '/s/report/goodslist',
    side: 'retailer',
    titleKey: 'reports:title.goodsList',
    load: page('goods', 'retailer'),
  },
  {
    path: '/s/report/unit-sales',
    side: 'retailer',
    titleKey: 'reports:title.unitSales',
    load: page('unitSales', 'retailer'),
  },
  { path: '/s/report/sales', side: 'retailer', titleKey: 'reports:title.sales', load: page('sales', 'retailer') },
  {
    path: '/s/report/month-promotion',
    side: 'retailer',
    titleKey: 'reports:title.monthPromotion',
    load: page('monthPromotion', 'retailer'),
  },
  {
    path: '/s/report/news-summary',
    side: 'retailer',
    titleKey: 'reports:title.newGoods',
    load: page('newGoods', 'retailer'),
  },
];
