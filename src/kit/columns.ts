import { translateServerText } from '@/i18n/serverText';
import type { ColumnTitle } from '@/lib/codedValues';
import type { ColumnSchema } from './schema';

/**
 * Columns that many documents show, declared once with their labels in the shared `fields`
 * namespace (商品名称 is written once per language). A screen takes them and overrides what
 * differs: `field('amount', { titleKey: 'returns:field.amount', format: 'amount' })`.
 */
export const field = <T = Record<string, unknown>>(
  key: string,
  rest: Partial<ColumnSchema<T>> = {},
): ColumnSchema<T> => ({ key, titleKey: `fields:${key}`, ...rest });

/**
 * A screen's own columns, labelled `<prefix>.<key>` (with the screen's defaults):
 * `const col = columnsIn<SettleSheet>('settlement:field'); col('sheetId', { width: 160 })`.
 */
export const columnsIn =
  <T = Record<string, unknown>>(prefix: string, defaults: Partial<ColumnSchema<T>> = {}) =>
  (key: (keyof T & string) | (string & {}), rest: Partial<ColumnSchema<T>> = {}): ColumnSchema<T> =>
    field<T>(key, { titleKey: `${prefix}.${key}`, ...defaults, ...rest });

/**
 * A list's columns in the order and with the titles its contract declares (`columnTitles`, the order the
 * server exports them in), each with the screen's presentation: `columnsFrom(ACCEPTANCE_COLUMNS, {
 * sheetId: { width: 170 } })`. The contract's title wins over one a presentation brings.
 */
export const columnsFrom = <T, K extends string = string>(
  titles: readonly ColumnTitle<K>[],
  presentation: { readonly [key in K]?: Partial<ColumnSchema<T>> },
): ColumnSchema<T>[] => titles.map(({ key, titleKey }) => ({ ...presentation[key], key, titleKey }));

/** The ids an action sends for the chosen rows: `call: (rows) => confirm(idsOf(rows, 'sheetId'))`. */
export const idsOf = <T, K extends keyof T>(rows: readonly T[], key: K): T[K][] => rows.map((row) => row[key]);

/** A document's goods line: line number, goods code and name, barcode, specification, unit. */
export const goodsLineColumns = <T = Record<string, unknown>>(): ColumnSchema<T>[] => [
  field<T>('lineNo', { width: 60 }),
  field<T>('goodsId', { width: 110 }),
  field<T>('goodsName', { width: 220 }),
  field<T>('barcode', { width: 130 }),
  field<T>('spec', { width: 90 }),
  field<T>('unit', { width: 60 }),
];

/** A goods of the supplier's catalogue listed once per goods (inventory, packing, traceability): searched by code, name and barcode. */
export const catalogueGoodsColumns = <T = Record<string, unknown>>(): ColumnSchema<T>[] => [
  field<T>('goodsId', { sortable: true, width: 110, search: true }),
  field<T>('goodsName', { width: 220, search: true }),
  field<T>('barcode', { width: 140, search: true }),
];

/**
 * A priced goods line (api PricedLine: receipts, returns …): the goods, the screen's own quantities,
 * then price, cost, amount (labelled by the screen, e.g. the return amount) and tax rate (SPEC §9 formats).
 */
export const pricedLineColumns = <T = Record<string, unknown>>(
  quantities: ColumnSchema<T>[],
  amountTitleKey: string,
): ColumnSchema<T>[] => [
  field<T>('goodsId', { width: 80 }),
  field<T>('goodsName', { width: 160 }),
  field<T>('barcode', { width: 120 }),
  field<T>('unit', { width: 50 }),
  ...quantities,
  field<T>('price', { format: 'price', width: 80 }),
  field<T>('cost', { format: 'cost', width: 90 }),
  field<T>('amount', { titleKey: amountTitleKey, format: 'amount', width: 100 }),
  field<T>('taxRate', { format: 'taxRate', width: 60 }),
];

// Optional, as on a report's rows grouped otherwise: a row without its code shows nothing.
type Coded = { venderId?: string; venderName?: string };
type AtShop = { shopId?: string; shopName?: string };
/** A code and its server name in the user's language; '' without a code. */
const coded = (code: string | undefined, name: string | undefined) =>
  code ? `${code} ${translateServerText(name ?? '')}` : '';

/** The supplier as code and name (in the user's language where the server's texts have it); searched by its code. */
export const supplierColumn = <T extends Coded>(rest: Partial<ColumnSchema<T>> = {}): ColumnSchema<T> =>
  field<T>('venderId', {
    titleKey: 'fields:supplier',
    width: 220,
    sortable: true,
    value: (r) => coded(r.venderId, r.venderName),
    search: { labelKey: 'fields:venderId', kind: 'input' },
    ...rest,
  });

/** The store or DC as code and name (in the user's language where the server's texts have it); searched by its code. */
export const shopColumn = <T extends AtShop>(rest: Partial<ColumnSchema<T>> = {}): ColumnSchema<T> =>
  field<T>('shopId', {
    titleKey: 'fields:shop',
    width: 180,
    value: (r) => coded(r.shopId, r.shopName),
    search: { labelKey: 'fields:shopId', kind: 'input' },
    ...rest,
  });

/** Who made and who reviewed a document, and when (hidden in the grid until chosen; shown in the detail). */
export const documentPeopleColumns = <T = Record<string, unknown>>(): ColumnSchema<T>[] => [
  field<T>('creator', { width: 100, hidden: true }),
  field<T>('createDate', { format: 'date', sortable: true, width: 110, hidden: true }),
  field<T>('checker', { width: 100, hidden: true }),
  field<T>('checkDate', { format: 'date', sortable: true, width: 110, hidden: true }),
];
