import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, Side } from '@/kit/schema';
import { reportExport, reportQuery, type ReportSource } from '../api';
import {
  DEFAULT_SALES_GROUP,
  RETAILER_SEARCH_NEEDS,
  REPORT_ERRORS,
  SALES_GROUP_OPTIONS,
  isDated,
  salesGroupOf,
} from '../contract';
import type { ReportKind, ReportRow } from '../types';
import { C } from './reportColumns';

/** The screens of SPEC §2 reports: which report each runs and the columns it shows. */
export type ReportScreen =
  | 'saleReport'
  | 'saleReportApisix'
  | 'sales'
  | 'daily'
  | 'unitSales'
  | 'ole'
  | 'promotion'
  | 'monthPromotion'
  | 'stock'
  | 'inventoryCheck'
  | 'goods'
  | 'newGoods'
  | 'fulfilment';

/** Sales groupings of the summary screens (sales, Ole'): a search field, not a column. */
const groupBy: ColumnSchema<ReportRow> = {
  key: 'groupBy',
  titleKey: 'reports:field.groupBy',
  grid: false,
  detail: false,
  options: SALES_GROUP_OPTIONS,
  search: { kind: 'select', defaultValue: DEFAULT_SALES_GROUP, order: 5 },
};

const sales = [C.saleQty, C.saleAmount, C.saleCost, C.grossProfit, C.share];
const goods = [C.goodsId, C.goodsName, C.barcode];

type ScreenDef = { kind: ReportKind; columns: ColumnSchema<ReportRow>[]; apisix?: boolean };

const SALE_REPORT: ScreenDef = { kind: 'saleReport', columns: [C.day, C.shop, ...goods, C.category, ...sales] };
/** A summary's rows are of one grouping: its columns only (no blank Date or Store beside goods rows). */
const by =
  (grouping: string) =>
  (column: ColumnSchema<ReportRow>): ColumnSchema<ReportRow> => ({
    ...column,
    shownFor: (params) => salesGroupOf(params.groupBy) === grouping,
  });
const SUMMARY = [
  by('day')(C.day),
  by('month')({ ...C.month, key: 'month', value: (r: ReportRow) => r.period, sortable: false }),
  by('shop')(C.shop),
  ...goods.map(by('goods')),
  by('category')(C.category),
  groupBy,
  ...sales,
];

const SCREENS: Record<ReportScreen, ScreenDef> = {
  saleReport: SALE_REPORT,
  saleReportApisix: { ...SALE_REPORT, apisix: true },
  sales: { kind: 'sales', columns: SUMMARY },
  ole: { kind: 'ole', columns: SUMMARY },
  daily: { kind: 'daily', columns: [C.day, ...sales] },
  unitSales: {
    kind: 'unitSales',
    columns: [C.shop, ...goods, C.category, C.saleQty, C.avgDailyQty, C.saleAmount, C.grossProfit],
  },
  promotion: { kind: 'promotion', columns: [C.promotionId, C.month, ...goods, ...sales] },
  monthPromotion: { kind: 'monthPromotion', columns: [C.month, ...sales] },
  stock: { kind: 'stock', columns: [C.place, ...goods, C.packSize, C.stockCases, C.stockCost] },
  inventoryCheck: {
    kind: 'inventoryCheck',
    columns: [C.place, ...goods, C.diffOnly, C.packSize, C.bookQty, C.countedQty, C.diffQty],
  },
  goods: { kind: 'goods', columns: [...goods, C.category, C.salePrice, C.createDate, C.shopCount, C.shops] },
  newGoods: { kind: 'newGoods', columns: [...goods, C.category, C.createDate, ...sales] },
  fulfilment: {
    kind: 'fulfilment',
    columns: [C.week, C.dc, C.orders, C.orderedQty, C.receivedQty, C.scoreFillRate, C.scoreOnTimeRate],
  },
};

export const sourceOf = (screen: ReportScreen): ReportSource => ({
  kind: SCREENS[screen].kind,
  apisix: SCREENS[screen].apisix,
});

/**
 * One report screen's query configuration: its columns (the supplier column and its required
 * search on the retailer's side), the period, the SPEC §9 time-out (the sale report's is long, so
 * it waits for 查询 and can be cancelled), the server export (.xls) and the screen's own actions.
 */
export function reportConfig(
  screen: ReportScreen,
  side: Side,
  actions: DocumentAction<ReportRow>[] = [],
): QueryPageConfig<ReportRow> {
  const def = SCREENS[screen];
  const source = sourceOf(screen);
  const columns = [
    ...(side === 'retailer' ? [C.supplier] : []),
    ...(isDated(def.kind) ? [C.dates] : []),
    ...def.columns,
  ];
  return {
    id: `report-${screen}-${side}`,
    query: reportQuery(source),
    rowKey: 'rowKey',
    columns,
    pageSize: 50,
    collapsedCount: 4,
    longQuery: def.kind === 'saleReport',
    // The sale report may run for 20 minutes (SPEC §9): it waits for the user's period and store.
    ...(def.kind === 'saleReport'
      ? { waitsForSearch: { fields: ['date', 'shopId'], messageKey: 'reports:longQueryWaits' } }
      : {}),
    // The retailer's reports are of one supplier: they wait for its code (named in the empty grid).
    ...(side === 'retailer'
      ? {
          searchNeedsOneOf: {
            fields: [...RETAILER_SEARCH_NEEDS],
            messageKey: REPORT_ERRORS.chooseSupplier.messageKey,
          },
        }
      : {}),
    actions,
    export: { fileNameKey: `reports:title.${screen}`, server: reportExport(source) },
  };
}
