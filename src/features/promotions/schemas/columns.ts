import { field } from '@/kit/columns';
import type { ColumnSchema, FieldOption, LookupConfig, StatusTone } from '@/kit/schema';

/** Columns and choices several promotion screens share (labels in the `promotions` namespace). */

export const label = (key: string) => `promotions:field.${key}`;
export const col = <T>(key: keyof T & string, rest: Partial<ColumnSchema<T>> = {}) =>
  field<T>(key, { titleKey: label(key), ...rest });

export const options = (group: string, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `promotions:${group}.${value}` }));

/** 0 waiting, 1 done (confirmed / approved / signed), 2 declined or rejected. */
export const TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success', '2': 'error' };

/** A status column searched by its values and 'pending' (the workbench to-do's link, SPEC §2). */
export const statusColumn = <T>(group: string, values: readonly string[]): ColumnSchema<T> =>
  col<T>('status' as keyof T & string, {
    options: options(group, values),
    tones: TONES,
    status: true,
    sortable: true,
    width: 110,
    search: { options: [{ value: 'pending', labelKey: `promotions:${group}.pending` }, ...options(group, values)] },
  });

/** The promotion period: searched as one range (periods overlapping it), shown as its two dates. */
export const periodColumns = <T>(): ColumnSchema<T>[] => [
  col<T>('startDate' as keyof T & string, {
    format: 'date',
    sortable: true,
    width: 110,
    search: { kind: 'range-picker', labelKey: label('period'), rangeNames: ['startDate', 'endDate'] },
  }),
  col<T>('endDate' as keyof T & string, { format: 'date', sortable: true, width: 110 }),
];

/** The goods of a promotion document: code, name, barcode, unit. */
export const goodsColumns = <T>(): ColumnSchema<T>[] => [
  field<T>('goodsId', { width: 100, search: true }),
  field<T>('goodsName', { width: 200, search: true }),
  field<T>('barcode', { width: 130, hidden: true }),
  field<T>('unit', { width: 60 }),
];

export const SHOP_SCOPES = options('shopScope', ['1', '2', '3', '4']);

/** The supplier's goods (the combination's catalogue); each form says what a chosen goods fills in. */
export const goodsLookup: LookupConfig = {
  kind: 'constGoods',
  valueField: 'goodsId',
  columns: [
    { dataIndex: 'goodsId', titleKey: 'fields:goodsId' },
    { dataIndex: 'goodsName', titleKey: 'fields:goodsName' },
    { dataIndex: 'barcode', titleKey: 'fields:barcode' },
  ],
};
