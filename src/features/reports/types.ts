/**
 * Reports (SPEC §2 /report/*, /s/report/*): one row type for every report, each report filling the
 * dimensions it groups by and the measures it sums (docs/API.md "Reports").
 */

export type { ReportKind } from './contract';

export type ReportRow = {
  rowKey: string;
  venderId?: string;
  venderName?: string;
  bu?: string;
  /** A day (YYYY-MM-DD), a month (YYYY-MM) or a week (YYYY-Www), by the report. */
  period?: string;
  shopId?: string;
  shopName?: string;
  /** A DC, or a store's stock location. */
  dcId?: string;
  dcName?: string;
  categoryId?: string;
  categoryName?: string;
  goodsId?: string;
  goodsName?: string;
  barcode?: string;
  promotionId?: string;
  /** Sales: quantity 3 decimals, amounts 2, cost 4 (SPEC §9). */
  saleQty?: number;
  saleAmount?: number;
  saleCost?: number;
  grossProfit?: number;
  /** Percent of the whole query's sales amount. */
  share?: number;
  avgDailyQty?: number;
  /** Stock in cases (SPEC §9 inventory in cases) and its cost. */
  stockCases?: number;
  packSize?: number;
  stockCost?: number;
  bookQty?: number;
  countedQty?: number;
  diffQty?: number;
  shopCount?: number;
  salePrice?: number;
  createDate?: string;
  /** Fulfilment: ordered against received, per order, DC and week. */
  orders?: number;
  orderedQty?: number;
  receivedQty?: number;
  /** Percent. */
  fillRate?: number;
  onTimeRate?: number;
  fillTarget?: number;
  onTimeTarget?: number;
  /** A scorecard row's days: its week's within the period queried (the orders behind it are those due then). */
  weekStart?: string;
  weekEnd?: string;
  /** An order of the fulfilment drill-down. */
  sheetId?: string;
  expectedDate?: string;
  receivedDate?: string;
  onTime?: boolean;
};

/** A page of a report with the time the server computed it ("data as of"). */
export type ReportPage = { pageNo: number; pageSize: number; total: number; pageData: ReportRow[]; asOf: string };

export type ChartPoint = { name: string; value: number };

/** The whole query's sums (not the page's) and the chart's points, from the same query. */
export type ReportSummary = {
  count: number;
  totals: Partial<Record<keyof ReportRow, number>>;
  chart: { type: 'line' | 'bar' | 'pie'; measure: keyof ReportRow; points: ChartPoint[]; target?: number };
  asOf: string;
};
