import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateServerText } from '@/i18n';
import { columnsIn, shopColumn, supplierColumn } from '@/kit/columns';
import type { ColumnSchema } from '@/kit/schema';
import { formatPercent } from '@/lib/formats';
import type { ReportRow } from '../types';
import { today } from '@/lib/serverClock';
import { DEFAULT_SALES_GROUP, DIFF_ONLY_OPTIONS, SALES_GROUP_OPTIONS, defaultPeriod, periodBounds } from '../contract';

/**
 * How the report screens show each column of the contract's REPORT_COLUMNS (which titles and orders them),
 * and the search-only fields (labels in `reports:field`, common ones in `fields`).
 */

const col = columnsIn<ReportRow>('reports:field');
/** The server's names (stores, DCs, categories) in the user's language; a list joined by '、' name by name. */
const listText = (names: string | undefined) =>
  (names ?? '').split('、').filter(Boolean).map(translateServerText).join(i18next.t('reports:listSeparator'));
const percentText = (n: number | undefined) => formatPercent(n);
const percent = (
  key: 'share' | 'fillRate' | 'fillTarget' | 'onTimeTarget',
  rest: Partial<ColumnSchema<ReportRow>> = {},
) => col(key, { sortable: true, width: 100, value: (r) => percentText(r[key]), ...rest });
/** A scorecard rate, marked when below the retailer's target. */
const rate = (key: 'fillRate' | 'onTimeRate', target: 'fillTarget' | 'onTimeTarget') =>
  col(key, {
    sortable: true,
    width: 150,
    value: (r) => percentText(r[key]),
    render: (r) => <Rate value={percentText(r[key])} below={r[target] !== undefined && r[key]! < r[target]!} />,
  });

function Rate({ value, below }: { value: string; below: boolean }) {
  const { t } = useTranslation();
  return below ? <span className="vsm-below-target">{`${value} ${t('reports:belowTarget')}`}</span> : <>{value}</>;
}

type Presentation = Partial<ColumnSchema<ReportRow>>;
const placeValue = (r: ReportRow) => `${r.dcId} ${translateServerText(r.dcName ?? '')}`;

/** Each column's presentation by its key (columnsFrom takes the contract's title and order). */
export const PRESENTATION = {
  venderId: supplierColumn<ReportRow>({
    only: 'retailer',
    width: 200,
    sortable: false,
    search: { labelKey: 'fields:venderId', kind: 'input', order: 0 },
  }),
  /** A day, a month or a week, by the report. */
  period: { sortable: true, width: 110 },
  /** The summaries' month (the row's period, beside the day's column). */
  month: { width: 100, value: (r) => r.period },
  shopId: shopColumn<ReportRow>({ sortable: true, search: { labelKey: 'fields:shopId', kind: 'input', order: 2 } }),
  /** A stock location (a store or a DC), searched as a store. */
  dcId: {
    width: 200,
    sortable: true,
    value: placeValue,
    search: { name: 'shopId', labelKey: 'fields:shopId', kind: 'input', order: 2 },
  },
  goodsId: { width: 110, sortable: true, search: { kind: 'input', order: 3 } },
  goodsName: { width: 200 },
  barcode: { width: 130, hidden: true },
  categoryName: {
    width: 120,
    value: (r) => (r.categoryId ? `${r.categoryId} ${translateServerText(r.categoryName ?? '')}` : ''),
    search: { name: 'categoryId', kind: 'elf', lookup: { kind: 'major', valueField: 'majorId' }, order: 6 },
  },
  promotionId: { width: 150, sortable: true, search: { kind: 'input', order: 4 } },
  saleQty: { format: 'quantity', sortable: true, width: 110 },
  saleAmount: { format: 'amount', sortable: true, width: 120 },
  saleCost: { format: 'cost', sortable: true, width: 120 },
  grossProfit: { format: 'amount', sortable: true, width: 120 },
  share: percent('share'),
  avgDailyQty: { format: 'quantity', sortable: true, width: 110 },
  packSize: { width: 90 },
  stockCases: { format: 'quantity', sortable: true, width: 110 },
  stockCost: { format: 'cost', sortable: true, width: 120 },
  bookQty: { format: 'quantity', sortable: true, width: 110 },
  countedQty: { format: 'quantity', sortable: true, width: 110 },
  diffQty: { format: 'quantity', sortable: true, width: 110 },
  salePrice: { format: 'price', width: 100 },
  shopCount: { sortable: true, width: 100 },
  /** The stores listing a goods. */
  shopName: { width: 300, value: (r) => listText(r.shopName) },
  createDate: { format: 'date', sortable: true, width: 110 },
  orders: { sortable: true, width: 90 },
  orderedQty: { format: 'quantity', sortable: true, width: 110 },
  receivedQty: { format: 'quantity', sortable: true, width: 110 },
  fillRate: rate('fillRate', 'fillTarget'),
  onTimeRate: rate('onTimeRate', 'onTimeTarget'),
  // The scorecard's targets: exported, in the grid when chosen.
  fillTarget: percent('fillTarget', { sortable: false, hidden: true }),
  onTimeTarget: percent('onTimeTarget', { sortable: false, hidden: true }),
} satisfies Record<string, Presentation>;

/** The scorecard's drill-down figures of one order: ordered, received and its fill rate. */
export const ORDER_FIGURES: ColumnSchema<ReportRow>[] = [
  col('orderedQty', PRESENTATION.orderedQty),
  col('receivedQty', PRESENTATION.receivedQty),
  percent('fillRate'),
];

/** The scorecard's DC: a column, not a search (its rows are the supplier's DCs by week). */
export const DC_PRESENTATION: Presentation = { width: 200, sortable: true, value: placeValue };
/** The scorecard's week. */
export const WEEK_PRESENTATION: Presentation = { sortable: true, width: 100 };

/** The search-only fields (not grid columns, so not exported). */
export const SEARCH_ONLY = {
  /**
   * The period searched: dateStart–dateEnd, the contract's default period unless chosen, within its
   * bounds as the server asks (A0411).
   */
  dates: col('period', {
    key: 'date',
    grid: false,
    detail: false,
    search: {
      kind: 'range-picker',
      labelKey: 'reports:field.dates',
      rangeNames: ['dateStart', 'dateEnd'],
      // Wide enough to read both days.
      span: 2,
      // Shown as the server's default: the last 30 days to yesterday, asked when the form is made or reset
      // (a screen left open past midnight offers the new day's period).
      defaultValue: () => defaultPeriod(today()),
      dateBounds: () => periodBounds(today()),
      order: 1,
    },
  }),
  /** The inventory check's search: only the goods whose count differs from the book. */
  diffOnly: col('diffQty', {
    key: 'diffOnly',
    titleKey: 'reports:field.diffOnly',
    grid: false,
    detail: false,
    options: DIFF_ONLY_OPTIONS,
    search: { kind: 'select', order: 4 },
  }),
  /** The summaries' (sales, Ole') grouping. */
  groupBy: {
    key: 'groupBy',
    titleKey: 'reports:field.groupBy',
    grid: false,
    detail: false,
    options: SALES_GROUP_OPTIONS,
    search: { kind: 'select', defaultValue: DEFAULT_SALES_GROUP, order: 5 },
  },
} satisfies Record<string, ColumnSchema<ReportRow>>;
