import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateServerText } from '@/i18n';
import { columnsIn, field, shopColumn, supplierColumn } from '@/kit/columns';
import type { ColumnSchema } from '@/kit/schema';
import { formatPercent } from '@/lib/formats';
import type { ReportRow } from '../types';
import { today } from '@/lib/serverClock';
import { DIFF_ONLY_OPTIONS, defaultPeriod, periodBounds } from '../contract';

/** The report columns, each declared once (labels in `reports:field`, common ones in `fields`). */

const col = columnsIn<ReportRow>('reports:field');
/** The server's names (stores, DCs, categories) in the user's language; a list joined by '、' name by name. */
const listText = (names: string | undefined) =>
  (names ?? '').split('、').filter(Boolean).map(translateServerText).join(i18next.t('reports:listSeparator'));
const percentText = (n: number | undefined) => formatPercent(n);
const percent = (key: 'share' | 'fillRate' | 'onTimeRate') =>
  col(key, { sortable: true, width: 100, value: (r) => percentText(r[key]) });
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

export const C = {
  supplier: supplierColumn<ReportRow>({
    only: 'retailer',
    width: 200,
    sortable: false,
    search: { labelKey: 'fields:venderId', kind: 'input', order: 0 },
  }),
  /**
   * The period searched (a search-only field): dateStart–dateEnd, the contract's default period
   * unless chosen, within its bounds as the server asks (A0411).
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
  day: col('period', { titleKey: 'reports:field.day', sortable: true, width: 110 }),
  month: col('period', { titleKey: 'reports:field.month', sortable: true, width: 100 }),
  week: col('period', { titleKey: 'reports:field.week', sortable: true, width: 100 }),
  shop: shopColumn<ReportRow>({ sortable: true, search: { labelKey: 'fields:shopId', kind: 'input', order: 2 } }),
  /** A stock location: a store or a DC. */
  place: col('dcId', {
    titleKey: 'reports:field.place',
    width: 200,
    sortable: true,
    value: (r) => `${r.dcId} ${translateServerText(r.dcName ?? '')}`,
    search: { name: 'shopId', labelKey: 'fields:shopId', kind: 'input', order: 2 },
  }),
  dc: col('dcId', {
    titleKey: 'reports:field.dc',
    width: 200,
    sortable: true,
    value: (r) => `${r.dcId} ${translateServerText(r.dcName ?? '')}`,
  }),
  goodsId: field<ReportRow>('goodsId', { width: 110, sortable: true, search: { kind: 'input', order: 3 } }),
  goodsName: field<ReportRow>('goodsName', { width: 200 }),
  barcode: field<ReportRow>('barcode', { width: 130, hidden: true }),
  category: col('categoryName', {
    width: 120,
    value: (r) => (r.categoryId ? `${r.categoryId} ${translateServerText(r.categoryName ?? '')}` : ''),
    search: { name: 'categoryId', kind: 'elf', lookup: { kind: 'major', valueField: 'majorId' }, order: 6 },
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
  promotionId: col('promotionId', { width: 150, sortable: true, search: { kind: 'input', order: 4 } }),
  saleQty: col('saleQty', { format: 'quantity', sortable: true, width: 110 }),
  saleAmount: col('saleAmount', { format: 'amount', sortable: true, width: 120 }),
  saleCost: col('saleCost', { format: 'cost', sortable: true, width: 120 }),
  grossProfit: col('grossProfit', { format: 'amount', sortable: true, width: 120 }),
  share: percent('share'),
  avgDailyQty: col('avgDailyQty', { format: 'quantity', sortable: true, width: 110 }),
  packSize: col('packSize', { width: 90 }),
  stockCases: col('stockCases', { format: 'quantity', sortable: true, width: 110 }),
  stockCost: col('stockCost', { format: 'cost', sortable: true, width: 120 }),
  bookQty: col('bookQty', { format: 'quantity', sortable: true, width: 110 }),
  countedQty: col('countedQty', { format: 'quantity', sortable: true, width: 110 }),
  diffQty: col('diffQty', { format: 'quantity', sortable: true, width: 110 }),
  salePrice: col('salePrice', { format: 'price', width: 100 }),
  shopCount: col('shopCount', { sortable: true, width: 100 }),
  shops: col('shopName', {
    titleKey: 'reports:field.shops',
    width: 300,
    value: (r) => listText(r.shopName),
  }),
  createDate: col('createDate', { format: 'date', sortable: true, width: 110 }),
  orders: col('orders', { sortable: true, width: 90 }),
  orderedQty: col('orderedQty', { format: 'quantity', sortable: true, width: 110 }),
  receivedQty: col('receivedQty', { format: 'quantity', sortable: true, width: 110 }),
  fillRate: percent('fillRate'),
  scoreFillRate: rate('fillRate', 'fillTarget'),
  scoreOnTimeRate: rate('onTimeRate', 'onTimeTarget'),
} satisfies Record<string, ColumnSchema<ReportRow>>;
