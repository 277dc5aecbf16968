import { columnsIn, field, pricedLineColumns, shopColumn, supplierColumn } from '@/kit/columns';
import type { ReturnDoc, ReturnLine, ReturnNotice } from '../types';
import { SHEET_TYPES } from '../contract';

/** The returns' own columns of a row type, labelled returns:field.<key> (another label by titleKey). */
export const returnsColumns = <T>() => columnsIn<T>('returns:field');

/** The columns return notices and return documents share. */
export const docColumns = <T extends ReturnNotice | ReturnDoc>() => {
  const col = returnsColumns<T>();
  return {
    sheetType: field<T>('sheetType', { options: SHEET_TYPES, width: 120, search: true }),
    supplier: supplierColumn<T>({ only: 'retailer', detail: 'bothSides' }),
    site: shopColumn<T>({ width: 200 }),
    returnDate: col('returnDate', { format: 'date', width: 110, sortable: true, search: true }),
    qty: col('qty', { format: 'quantity', width: 110, sortable: true }),
    amount: col('amount', { format: 'amount', width: 120, sortable: true }),
  };
};

/** Lines: the returned quantity of each priced goods line. */
export const LINE_COLUMNS = pricedLineColumns<ReturnLine>(
  [returnsColumns<ReturnLine>()('qty', { format: 'quantity', width: 90 })],
  'returns:field.amount',
);
