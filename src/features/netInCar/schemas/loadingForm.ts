import type { ImportConfig } from '@/kit/import';
import type { EditableColumn } from '@/kit/grid';
import type { ColumnSchema, FieldOption, FieldSchema } from '@/kit/schema';
import { columnsIn } from '@/kit/columns';
import { importedProductionDate } from '@/lib/validators';
import { toNumber } from '@/lib/formats';
import type { Reservation } from '../types';
import {
  BATCH_IMPORT_MAX_ROWS,
  HEADER_RULES,
  LOADING_MAX,
  lineLabel,
  isQuantity,
  lineKeyOf,
  type LineValues,
} from '../contract';

/** The loading-list editor as configuration: header form, order lines, batches and batch import. */

const label = (name: string) => `netInCar:entry.${name}`;

/** The reservation serial number (SPEC §3 appointment), looked up with its search button. */
export const reservationField = (onSearch: (value: string) => void, editable: boolean): FieldSchema => ({
  name: 'reservationNo',
  labelKey: label('reservationNo'),
  kind: 'search',
  required: true,
  maxLength: LOADING_MAX.reservationNo,
  isEditing: editable,
  onSearch,
  placeholderKey: label('reservationHint'),
});

/** Vehicle and driver: the contract's HEADER_RULES (SPEC §5 vehicle plate and mobile patterns, lengths). */
export const headerFields: FieldSchema[] = (Object.keys(HEADER_RULES) as (keyof typeof HEADER_RULES)[]).map((name) => ({
  name,
  labelKey: label(name),
  kind: 'input',
  ...HEADER_RULES[name],
}));

/** What the reservation holds, shown once it is found. */
const reservationColumn = columnsIn<Reservation>('netInCar:entry');
export const reservationColumns: ColumnSchema<Reservation>[] = [
  reservationColumn('reservationNo'),
  reservationColumn('dcName', { titleKey: label('dc'), value: (r) => `${r.dcId} ${r.dcName}` }),
  reservationColumn('deliveryDate', { format: 'date' }),
  reservationColumn('timeSlot'),
  reservationColumn('orderSheetIds', { value: (r) => r.orderSheetIds.join(', ') }),
];

const added = (record: Record<string, unknown>) => !record.reserved;

/** Order lines: reserved ones are fixed but for the loaded quantity; added goods are typed (and block submission, SPEC §5). */
export const lineColumns = (orders: readonly string[]): EditableColumn[] => [
  {
    name: 'orderSheetId',
    labelKey: label('orderSheetId'),
    kind: 'select',
    required: true,
    options: orders.map((id) => ({ value: id, labelKey: '', label: id })),
    isEditing: added,
    width: 190,
  },
  {
    name: 'goodsId',
    labelKey: label('goodsId'),
    kind: 'input',
    required: true,
    maxLength: LOADING_MAX.goodsId,
    isEditing: added,
    width: 120,
  },
  { name: 'goodsName', labelKey: label('goodsName'), kind: 'text', width: 200 },
  { name: 'unit', labelKey: label('unit'), kind: 'text', width: 64 },
  { name: 'reservedQty', labelKey: label('reservedQty'), kind: 'text', format: 'quantity', width: 110 },
  {
    name: 'loadedQty',
    labelKey: label('loadedQty'),
    kind: 'input-number',
    format: 'quantity',
    required: true,
    min: 0,
    width: 130,
  },
];

/** The order lines a batch may belong to. */
export const lineOptions = (lines: readonly LineValues[]): FieldOption[] =>
  lines
    .filter((l) => l.orderSheetId && l.goodsId)
    .map((l) => ({ value: lineKeyOf(l), labelKey: '', label: lineLabel(l) }));

/** SPEC §5 batch entry: one row per batch, production date yyyy-MM-dd (the date cell's own check). */
export const batchColumns = (options: readonly FieldOption[]): EditableColumn[] => [
  { name: 'lineKey', labelKey: label('orderLine'), kind: 'select', required: true, options, width: 320 },
  {
    name: 'batchNo',
    labelKey: label('batchNo'),
    kind: 'input',
    required: true,
    maxLength: LOADING_MAX.batchNo,
    width: 160,
  },
  { name: 'productionDate', labelKey: label('productionDate'), kind: 'date-picker', required: true, width: 150 },
  {
    name: 'qty',
    labelKey: label('batchQty'),
    kind: 'input-number',
    format: 'quantity',
    required: true,
    min: 0,
    width: 130,
  },
];

/**
 * Batch import from Excel (SPEC §5: yyyy/m/d accepted on import): order, goods, batch, production
 * date, quantity; a row naming goods that are not on the list is an error. Messages come from `t`.
 */
export function batchImportConfig(t: (key: string) => string, lineKeys: ReadonlySet<string>): ImportConfig {
  const header = (name: string) => [t(label(name)), name];
  return {
    maxRows: BATCH_IMPORT_MAX_ROWS,
    columns: [
      { field: 'orderSheetId', header: header('orderSheetId'), rules: [{ kind: 'required' }] },
      {
        field: 'goodsId',
        header: header('goodsId'),
        rules: [
          { kind: 'required' },
          {
            kind: 'custom',
            validate: (value, r) =>
              lineKeys.has(lineKeyOf({ orderSheetId: r.orderSheetId, goodsId: value }))
                ? null
                : t('netInCar:entry.importNotOnList'),
          },
        ],
      },
      {
        field: 'batchNo',
        header: header('batchNo'),
        rules: [{ kind: 'required' }, { kind: 'maxLength', max: LOADING_MAX.batchNo }],
      },
      {
        field: 'productionDate',
        header: header('productionDate'),
        rules: [
          { kind: 'required' },
          {
            kind: 'custom',
            validate: (value) => (importedProductionDate(value) ? null : t('netInCar:entry.importDate')),
          },
        ],
      },
      {
        field: 'qty',
        header: header('batchQty'),
        rules: [
          { kind: 'required' },
          {
            kind: 'custom',
            validate: (value) => (isQuantity(toNumber(value)) ? null : t('netInCar:entry.importQty')),
          },
        ],
      },
    ],
  };
}
