import { columnsIn, field } from '@/kit/columns';
import type { ColumnSchema, FieldOption, LookupConfig } from '@/kit/schema';
import { PENDING, PROMOTION_TONES } from '../contract';

/** Columns and choices several promotion screens share (labels in the `promotions` namespace). */

export const label = (key: string) => `promotions:field.${key}`;
/** A screen's own columns, labelled in `promotions:field`. */
export const columnsOf = <T>() => columnsIn<T>('promotions:field');

/** A status column of the contract's states, searched by them and 'pending' (the workbench to-do's link, SPEC §2). */
export const statusColumn = <T>(group: string, states: FieldOption[]): ColumnSchema<T> =>
  columnsOf<T>()('status', {
    options: states,
    tones: PROMOTION_TONES,
    status: true,
    sortable: true,
    width: 110,
    search: { options: [{ value: PENDING, labelKey: `promotions:${group}.${PENDING}` }, ...states] },
  });

/** The promotion period: searched as one range (periods overlapping it), shown as its two dates. */
export const periodColumns = <T>(): ColumnSchema<T>[] => [
  columnsOf<T>()('startDate', {
    format: 'date',
    sortable: true,
    width: 110,
    search: { kind: 'range-picker', labelKey: label('period'), rangeNames: ['startDate', 'endDate'] },
  }),
  columnsOf<T>()('endDate', { format: 'date', sortable: true, width: 110 }),
];

/** The goods of a promotion document: code, name, barcode, unit. */
export const goodsColumns = <T>(): ColumnSchema<T>[] => [
  field<T>('goodsId', { width: 100, search: true }),
  field<T>('goodsName', { width: 200, search: true }),
  field<T>('barcode', { width: 130, hidden: true }),
  field<T>('unit', { width: 60 }),
];

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
