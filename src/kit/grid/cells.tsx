import type { ReactNode } from 'react';
import { showServerText } from '@/i18n/serverText';
import { isNumberFormat } from '@/lib/formats';
import { StatusTag } from '../dict';
import { displayText } from '../fields';
import type { ColumnSchema } from '../schema';

/** The value a column shows of a row: its accessor's, else row[key]. */
export function cellValue<T>(column: ColumnSchema<T>, row: T): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}

/**
 * The text of a cell: label of a coded value, else SPEC §9 format, else the value; in zh-HK the
 * server's Chinese in Traditional (display only: the row keeps the server's text).
 */
export function cellText<T>(column: ColumnSchema<T>, row: T, labels?: Map<string, string>): string {
  return showServerText(displayText(cellValue(column, row), column, labels));
}

/** A cell as shown in grids and detail views: a status tag for status columns, else its text. */
export function renderCell<T>(column: ColumnSchema<T>, row: T, labels?: Map<string, string>): ReactNode {
  return column.render ? column.render(row) : renderText(column, row, cellText(column, row, labels));
}

/** renderCell for a cell whose text is already known (the virtual grid uses it for the tooltip too). */
export function renderText<T>(column: ColumnSchema<T>, row: T, text: string): ReactNode {
  if (column.render) return column.render(row);
  if (column.status && text) {
    const value = String(cellValue(column, row));
    return <StatusTag tone={column.tones?.[value]}>{text}</StatusTag>;
  }
  return text;
}

/** Numbers line up on the right. */
export const alignOf = (column: Pick<ColumnSchema, 'format'>) =>
  isNumberFormat(column.format) ? ('right' as const) : undefined;

/** A column of figures (amounts, quantities, rates, dates): read whole, never cut to "1023…". */
export const isFigure = (column: Pick<ColumnSchema, 'format'>) => column.format !== undefined;
