import type { XlsTable } from '../export/xlsTypes';
import type { ImportColumn, ImportConfig } from './types';

/** Width of a template column in px. */
const TEMPLATE_COLUMN_WIDTH = 140;

/**
 * The header a template writes for a column: its first accepted header (so the filled template
 * imports as it is), with a leading '*' on required columns (the importer ignores the marker).
 */
export function templateHeader(column: ImportColumn): string {
  const header = typeof column.header === 'string' ? column.header : (column.header[0] ?? column.field);
  const required = (column.rules ?? []).some((r) => r.kind === 'required');
  return required ? `*${header}` : header;
}

/** The import template of a configuration: its headers and, optionally, example rows (cells in column order). */
export function templateTable(
  config: Pick<ImportConfig, 'columns'>,
  sheetName: string,
  examples: ReadonlyArray<ReadonlyArray<string | number>> = [],
): XlsTable {
  return {
    sheetName,
    columns: config.columns.map((c) => ({ title: templateHeader(c), width: TEMPLATE_COLUMN_WIDTH })),
    rows: examples.map((row) => [...row]),
  };
}
