import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, Side } from '@/kit/schema';
import { reportExport, reportQuery, type ReportSource } from '../api';
import { columnsFrom } from '@/kit/columns';
import {
  REPORT_COLUMNS,
  RETAILER_SEARCH_NEEDS,
  REPORT_ERRORS,
  isDated,
  groupingOf,
  isGrouped,
  salesGroupOf,
  showsInGrouping,
} from '../contract';
import type { ReportKind, ReportRow } from '../types';
import { DC_PRESENTATION, PRESENTATION, SEARCH_ONLY, WEEK_PRESENTATION } from './reportColumns';

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

type ScreenDef = { kind: ReportKind; apisix?: boolean };

const SCREENS: Record<ReportScreen, ScreenDef> = {
  saleReport: { kind: 'saleReport' },
  saleReportApisix: { kind: 'saleReport', apisix: true },
  sales: { kind: 'sales' },
  ole: { kind: 'ole' },
  daily: { kind: 'daily' },
  unitSales: { kind: 'unitSales' },
  promotion: { kind: 'promotion' },
  monthPromotion: { kind: 'monthPromotion' },
  stock: { kind: 'stock' },
  inventoryCheck: { kind: 'inventoryCheck' },
  goods: { kind: 'goods' },
  newGoods: { kind: 'newGoods' },
  fulfilment: { kind: 'fulfilment' },
};
/** Every report screen, in the order declared. */
export const REPORT_SCREENS = Object.keys(SCREENS) as ReportScreen[];

/** A report's own columns beside the contract's (the scorecard's DC and week). */
const PRESENTATION_OF: Partial<Record<ReportKind, Record<string, Partial<ColumnSchema<ReportRow>>>>> = {
  fulfilment: { dcId: DC_PRESENTATION, period: WEEK_PRESENTATION },
};

/** A summary's rows are of one grouping: its columns only (no blank Date or Store beside goods rows). */
const shownInGrouping = (column: ColumnSchema<ReportRow>): ColumnSchema<ReportRow> =>
  groupingOf(column.key)
    ? { ...column, shownFor: (params) => showsInGrouping(column.key, salesGroupOf(params.groupBy)) }
    : column;

/** The contract's columns of a report (the export's too) laid out, then its search-only fields. */
function columnsOf(kind: ReportKind): ColumnSchema<ReportRow>[] {
  const grid = columnsFrom<ReportRow>(REPORT_COLUMNS[kind], { ...PRESENTATION, ...PRESENTATION_OF[kind] });
  return [
    ...(isGrouped(kind) ? grid.map(shownInGrouping) : grid),
    ...(isDated(kind) ? [SEARCH_ONLY.dates] : []),
    ...(kind === 'inventoryCheck' ? [SEARCH_ONLY.diffOnly] : []),
    ...(isGrouped(kind) ? [SEARCH_ONLY.groupBy] : []),
  ];
}

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
  // The supplier column is the retailer's (its reports are of one supplier).
  const columns = columnsOf(def.kind).filter((c) => !c.only || c.only === side);
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
