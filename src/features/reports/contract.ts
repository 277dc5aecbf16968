import { isBlank } from '@/lib/validators';

/**
 * Reports' contract (issue 37): what the report screens and the mock backend (mocks/domains/reports)
 * both hold to, written once — the calls (and the second gateway's, SPEC §2 sales-report-apisix), the
 * report kinds, the sales groupings and the inventory check's filter as coded values, the period a
 * report may cover (SPEC §5 search: the last 90 days, not ending before it starts nor after today),
 * the retailer's need of a supplier and the error codes with the client's message keys. Pure
 * TypeScript: no React, no antd, no i18next. The facts, their sums and the fulfilment targets stay in
 * the mock, which calls these rules.
 */

import { codedValues, columnTitles, type CodedValue, type ColumnTitle } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Reports")

export const REPORT_BASE = '/api/fea-vsm/report';
/** The same reports behind the other gateway (SPEC §2 sales-report-apisix). */
export const REPORT_APISIX_BASE = '/api/fea-vsm/apisix/report';

/** Each call's path under REPORT_BASE (all but fulfilmentOrders under REPORT_APISIX_BASE too). */
export const REPORT_PATHS = {
  query: 'query',
  summary: 'summary',
  export: 'export',
  fulfilmentOrders: 'fulfilmentOrders',
} as const;

export const reportUrl = (path: keyof typeof REPORT_PATHS, apisix = false) =>
  `${apisix ? REPORT_APISIX_BASE : REPORT_BASE}/${REPORT_PATHS[path]}`;

// ------------------------------------------------------------------ kinds and coded values

/** The reports the server computes; one kind per screen, `sales-report-apisix` shares 'saleReport'. */
export const REPORT_KINDS = [
  'saleReport',
  'sales',
  'daily',
  'unitSales',
  'ole',
  'promotion',
  'monthPromotion',
  'stock',
  'inventoryCheck',
  'goods',
  'newGoods',
  'fulfilment',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const isReportKind = (v: unknown): v is ReportKind => REPORT_KINDS.includes(v as ReportKind);

/** The reports of today's picture (stock, inventory check, goods): every other kind covers a period. */
const UNDATED: readonly ReportKind[] = ['stock', 'inventoryCheck', 'goods'];
export const isDated = (kind: ReportKind) => !UNDATED.includes(kind);

/** The groupings of the sales summaries (sales, Ole'); goods unless chosen. */
export const SALES_GROUPS = ['goods', 'shop', 'category', 'day', 'month'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
export const DEFAULT_SALES_GROUP: SalesGroup = 'goods';
export const SALES_GROUP_OPTIONS: CodedValue[] = codedValues('reports:groupBy', SALES_GROUPS);
/** The grouping a query asks for (blank or unknown: by goods). */
export const salesGroupOf = (v: unknown): SalesGroup =>
  SALES_GROUPS.find((g) => g === String(v ?? '').trim()) ?? DEFAULT_SALES_GROUP;

/** The inventory check's filter: only the goods whose count differs from the book. */
export const DIFF_ONLY = '1';
export const DIFF_ONLY_OPTIONS: CodedValue[] = [{ value: DIFF_ONLY, labelKey: 'reports:diffOnly' }];

// ------------------------------------------------------------------ the reports' columns (SPEC §9 export)

const F = 'reports:field';
const SUPPLIER = { key: 'venderId', titleKey: 'fields:supplier' } as const;
const DAY = { key: 'period', titleKey: `${F}.day` } as const;
const MONTH = { key: 'period', titleKey: `${F}.month` } as const;
const SHOP = { key: 'shopId', titleKey: 'fields:shop' } as const;
/** A stock location (a store or a DC) and a DC: both by the row's dcId. */
const PLACE = { key: 'dcId', titleKey: `${F}.place` } as const;
const DC = { key: 'dcId', titleKey: `${F}.dc` } as const;
const GOODS = [
  { key: 'goodsId', titleKey: 'fields:goodsId' },
  { key: 'goodsName', titleKey: 'fields:goodsName' },
  { key: 'barcode', titleKey: 'fields:barcode' },
] as const;
const CATEGORY = 'categoryName';
const SALES = ['saleQty', 'saleAmount', 'saleCost', 'grossProfit', 'share'] as const;
/** The summaries' month: its own key beside the day's, both of the row's period. */
const SUMMARY_MONTH = { key: 'month', titleKey: `${F}.month` } as const;

/**
 * Each report's grid columns in order, the supplier first (the screen shows it to the retailer; the
 * export writes it for both sides, as the other lists' exports do): the screens lay them out, the
 * mock's export writes them. A report's search-only fields (period, grouping, filter) are the screen's.
 */
export const REPORT_COLUMNS: Record<ReportKind, readonly ColumnTitle[]> = {
  saleReport: columnTitles(F, [SUPPLIER, DAY, SHOP, ...GOODS, CATEGORY, ...SALES]),
  sales: columnTitles(F, [SUPPLIER, DAY, SUMMARY_MONTH, SHOP, ...GOODS, CATEGORY, ...SALES]),
  ole: columnTitles(F, [SUPPLIER, DAY, SUMMARY_MONTH, SHOP, ...GOODS, CATEGORY, ...SALES]),
  daily: columnTitles(F, [SUPPLIER, DAY, ...SALES]),
  unitSales: columnTitles(F, [
    SUPPLIER,
    SHOP,
    ...GOODS,
    CATEGORY,
    'saleQty',
    'avgDailyQty',
    'saleAmount',
    'grossProfit',
  ]),
  promotion: columnTitles(F, [SUPPLIER, 'promotionId', MONTH, ...GOODS, ...SALES]),
  monthPromotion: columnTitles(F, [SUPPLIER, MONTH, ...SALES]),
  stock: columnTitles(F, [SUPPLIER, PLACE, ...GOODS, 'packSize', 'stockCases', 'stockCost']),
  inventoryCheck: columnTitles(F, [SUPPLIER, PLACE, ...GOODS, 'packSize', 'bookQty', 'countedQty', 'diffQty']),
  goods: columnTitles(F, [
    SUPPLIER,
    ...GOODS,
    CATEGORY,
    'salePrice',
    'createDate',
    'shopCount',
    { key: 'shopName', titleKey: `${F}.shops` },
  ]),
  newGoods: columnTitles(F, [SUPPLIER, ...GOODS, CATEGORY, 'createDate', ...SALES]),
  fulfilment: columnTitles(F, [
    SUPPLIER,
    { key: 'period', titleKey: `${F}.week` },
    DC,
    'orders',
    'orderedQty',
    'receivedQty',
    'fillRate',
    'fillTarget',
    'onTimeRate',
    'onTimeTarget',
  ]),
};

/** The summaries' (sales, Ole') columns of one grouping; a column not listed shows in every grouping. */
const GROUPING_OF: Readonly<Record<string, SalesGroup>> = {
  period: 'day',
  month: 'month',
  shopId: 'shop',
  goodsId: 'goods',
  goodsName: 'goods',
  barcode: 'goods',
  categoryName: 'category',
};
/** The grouping a summary's column belongs to, or undefined for a figure every grouping shows. */
export const groupingOf = (key: string): SalesGroup | undefined => GROUPING_OF[key];
/** Whether a summary's column shows for a grouping (no blank Date or Store beside goods rows). */
export const showsInGrouping = (key: string, group: SalesGroup) => (groupingOf(key) ?? group) === group;
const GROUPED: readonly ReportKind[] = ['sales', 'ole'];
export const isGrouped = (kind: ReportKind) => GROUPED.includes(kind);

/** A report's columns for a query: a summary's those of the grouping asked for (blank or unknown: goods). */
export const reportColumnsOf = (kind: ReportKind, groupBy: unknown): readonly ColumnTitle[] =>
  isGrouped(kind)
    ? REPORT_COLUMNS[kind].filter((c) => showsInGrouping(c.key, salesGroupOf(groupBy)))
    : REPORT_COLUMNS[kind];

// ------------------------------------------------------------------ validations (SPEC §5 search)

/** How far back a report's period may start (the server's sales history). */
export const REPORT_DAYS = 90;
/** Without a period chosen, a report covers the last 30 days to yesterday. */
export const DEFAULT_PERIOD_DAYS = { from: 30, to: 1 } as const;

/** The day `n` days before `today` (YYYY-MM-DD). */
const daysBefore = (today: string, n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** The period a query without one covers: [from, to]. */
export const defaultPeriod = (today: string): [string, string] => [
  daysBefore(today, DEFAULT_PERIOD_DAYS.from),
  daysBefore(today, DEFAULT_PERIOD_DAYS.to),
];
/** The first and last day a period may hold (the pickers' bounds). */
export const periodBounds = (today: string) => ({ min: daysBefore(today, REPORT_DAYS), max: today });

/** What is wrong with a period dateStart–dateEnd by the server's today, or null (a blank end takes the default's). */
export function periodProblem(from: string, to: string, today: string): 'order' | 'tooEarly' | 'future' | null {
  const { min, max } = periodBounds(today);
  if (from > to) return 'order';
  if (from < min) return 'tooEarly';
  return to > max ? 'future' : null;
}

/** The retailer's reports are of one supplier: its code is needed before a query. */
export const RETAILER_SEARCH_NEEDS = ['venderId'] as const;
export const namesSupplier = (params: Record<string, unknown>) => !isBlank(params.venderId);

// ------------------------------------------------------------------ errors (SPEC §8)

/** The report error codes the mock answers, with the key of the client's own text where it words the case. */
export const REPORT_ERRORS = {
  chooseSupplier: { code: 'A0410', messageKey: 'reports:chooseSupplier' },
  /** A period out of periodProblem's bounds: the pickers never offer one. */
  badPeriod: { code: 'A0411', messageKey: 'reports:rule.badPeriod' },
  unknownReport: { code: 'A0412' },
} as const;
