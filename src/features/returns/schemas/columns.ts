import { field, pricedLineColumns, shopColumn, supplierColumn } from '@/kit/columns';
import type { ColumnSchema } from '@/kit/schema';
import type { ReturnDoc, ReturnLine, ReturnNotice } from '../types';
import { SHEET_TYPES } from './options';

/** A column whose label is the returns' own (returns:field.<name>, default its key). */
export const col = <T>(key: string, rest: Partial<ColumnSchema<T>> = {}, name = key) =>
  field<T>(key, { titleKey: `returns:field.${name}`, ...rest });

/** The columns return notices and return documents share. */
export const docColumns = <T extends ReturnNotice | ReturnDoc>() => ({
  sheetType: field<T>('sheetType', { options: SHEET_TYPES, width: 120, search: true }),
  supplier: supplierColumn<T>({ only: 'retailer', detail: 'bothSides' }),
  site: shopColumn<T>({ width: 200 }),
  returnDate: col<T>('returnDate', { format: 'date', width: 110, sortable: true, search: true }),
  qty: col<T>('qty', { format: 'quantity', width: 110, sortable: true }),
  amount: col<T>('amount', { format: 'amount', width: 120, sortable: true }),
});

/** Lines: the returned quantity of each priced goods line. */
export const LINE_COLUMNS = pricedLineColumns<ReturnLine>(
  [col('qty', { format: 'quantity', width: 90 })],
  'returns:field.amount',
);
