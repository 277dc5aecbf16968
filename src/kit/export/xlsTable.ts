import { isNumberFormat, type NumberFormat } from '@/lib/formats';
import { cellValue } from '../grid/cells';
import type { ColumnSchema } from '../schema';
import { xlsCell } from './xlsCell';
import type { XlsSource, XlsTable } from './xlsTypes';

/** Excel number formats of the SPEC §9 decimals. */
export const EXCEL_NUMBER_FORMATS: Readonly<Record<NumberFormat, string>> = {
  amount: '0.00',
  price: '0.00',
  quantity: '0.000',
  cost: '0.0000',
};

export type ExportColumn<T> = { column: ColumnSchema<T>; title: string; labels?: Map<string, string> };

/**
 * The grid's rows as an export source: each column's value (its field, or what its `value`
 * function makes of the row) with its format and labels, from which the worker makes the cells
 * (xlsCell). `xlsTableOf` makes every cell at once.
 */
export function xlsSourceOf<T>(sheetName: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): XlsSource {
  return {
    sheetName,
    columns: columns.map(({ column, title }) => ({
      title,
      width: column.width,
      numberFormat: isNumberFormat(column.format) ? EXCEL_NUMBER_FORMATS[column.format] : undefined,
    })),
    fields: columns.map(({ column, labels }) => ({ format: column.format, labels })),
    count: rows.length,
    values: (index, out) => {
      const row = rows[index];
      for (const { column } of columns) out.push(cellValue(column, row));
    },
  };
}

export function xlsTableOf<T>(sheetName: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): XlsTable {
  const { count, values, fields, ...rest } = xlsSourceOf(sheetName, columns, rows);
  return {
    ...rest,
    rows: Array.from({ length: count }, (_, i) => {
      const out: unknown[] = [];
      values(i, out);
      return out.map((value, j) => xlsCell(value, fields[j]));
    }),
  };
}
