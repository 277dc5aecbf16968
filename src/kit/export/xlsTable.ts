import { DECIMALS, isNumberFormat, roundTo, toNumber, type NumberFormat } from '@/lib/formats';
import { cellText, cellValue } from '../grid/cells';
import type { ColumnSchema } from '../schema';
import type { XlsCell, XlsSource, XlsTable } from './xlsTypes';

/** Excel number formats of the SPEC §9 decimals. */
export const EXCEL_NUMBER_FORMATS: Readonly<Record<NumberFormat, string>> = { amount: '0.00', price: '0.00', quantity: '0.000', cost: '0.0000' };

export type ExportColumn<T> = { column: ColumnSchema<T>; title: string; labels?: Map<string, string> };

/**
 * The rows as the grid shows them: labels for coded values, SPEC §9 dates and tax rates as text,
 * amounts, prices, quantities and costs as numbers with their decimals. Rows are made on demand
 * (writeXlsInWorker builds a large export a slice at a time); `xlsTableOf` makes them all.
 */
export function xlsSourceOf<T>(sheetName: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): XlsSource {
  return {
    sheetName,
    columns: columns.map(({ column, title }) => ({
      title,
      width: column.width,
      numberFormat: isNumberFormat(column.format) ? EXCEL_NUMBER_FORMATS[column.format] : undefined,
    })),
    count: rows.length,
    row: (index) =>
      columns.map(({ column, labels }): XlsCell => {
        const row = rows[index];
        const value = cellValue(column, row);
        const number = isNumberFormat(column.format) && !labels?.has(String(value)) ? toNumber(value) : null;
        if (number !== null && isNumberFormat(column.format)) return roundTo(number, DECIMALS[column.format]);
        return cellText(column, row, labels) || null;
      }),
  };
}

export function xlsTableOf<T>(sheetName: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): XlsTable {
  const { count, row, ...rest } = xlsSourceOf(sheetName, columns, rows);
  return { ...rest, rows: Array.from({ length: count }, (_, i) => row(i)) };
}
