import { columnsIn, pricedLineColumns, shopColumn, supplierColumn } from '@/kit/columns';
import type { ColumnSchema } from '@/kit/schema';
import type { ReturnDoc, ReturnLine, ReturnNotice } from '../types';
import { SHEET_TYPES } from '../contract';

/** The returns' own columns of a row type, labelled returns:field.<key> (another label by titleKey). */
export const returnsColumns = <T>() => columnsIn<T>('returns:field');

/** How return notices and return documents both show the columns they share (the contract's titles). */
export const sharedPresentation = <T extends ReturnNotice | ReturnDoc>() =>
  ({
    sheetType: { options: SHEET_TYPES, width: 120, search: true },
    venderId: supplierColumn<T>({ only: 'retailer', detail: 'bothSides' }),
    shopId: shopColumn<T>({ width: 200 }),
    returnDate: { format: 'date', width: 110, sortable: true, search: true },
    qty: { format: 'quantity', width: 110, sortable: true },
    amount: { format: 'amount', width: 120, sortable: true },
  }) satisfies Record<string, Partial<ColumnSchema<T>>>;

/** Lines: the returned quantity of each priced goods line. */
export const LINE_COLUMNS = pricedLineColumns<ReturnLine>(
  [returnsColumns<ReturnLine>()('qty', { format: 'quantity', width: 90 })],
  'returns:field.amount',
);
