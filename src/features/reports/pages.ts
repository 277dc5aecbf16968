import type { PageLoaders } from '@/kit/routing';
import type { reportsRoutes } from './routes';
import type { ReportScreen } from './schemas/reports';

// ECharts' chunk is asked for beside the page's (not after it): the page waits for both, so the
// chart is drawn as soon as its data arrives.
const page = (report: ReportScreen, side: 'supplier' | 'retailer') => () =>
  Promise.all([import('./pages/Report'), import('@/kit/chart/EChart')]).then(async ([m]) => {
    await m.chartLoaded;
    return { default: m.reportScreen(report, side) };
  });

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof reportsRoutes> = {
  '/report/inventory': page('inventoryCheck', 'supplier'),
  '/report/sales-report': page('saleReport', 'supplier'),
  '/report/promotion': page('promotion', 'supplier'),
  '/report/stock': page('stock', 'supplier'),
  '/report/sales-report-apisix': page('saleReportApisix', 'supplier'),
  '/report/sales-daily': page('daily', 'supplier'),
  '/report/goods': page('goods', 'supplier'),
  '/report/unit-sales': page('unitSales', 'supplier'),
  '/report/sales': page('sales', 'supplier'),
  '/report/month-promotion': page('monthPromotion', 'supplier'),
  '/report/fulfillment-report': page('fulfilment', 'supplier'),
  '/report/news-summary': page('newGoods', 'supplier'),
  '/report/ole': page('ole', 'supplier'),
  '/s/report/promotion': page('promotion', 'retailer'),
  '/s/report/stock': page('stock', 'retailer'),
  '/s/report/sales-daily': page('daily', 'retailer'),
  '/s/report/goodslist': page('goods', 'retailer'),
  '/s/report/unit-sales': page('unitSales', 'retailer'),
  '/s/report/sales': page('sales', 'retailer'),
  '/s/report/month-promotion': page('monthPromotion', 'retailer'),
  '/s/report/news-summary': page('newGoods', 'retailer'),
};
