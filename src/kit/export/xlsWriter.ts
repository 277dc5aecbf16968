import { utils, write, type CellObject, type WorkSheet } from 'xlsx';
import type { XlsTable } from './xlsTypes';

/**
 * Writes a table as an .xls workbook (BIFF8, SPEC §9). Imported only by the xls worker (and its
 * tests), so xlsx never reaches the first load (ARCHITECTURE property 7).
 */

/** Text Excel would read as a formula (or a DDE payload) when the cell is edited or re-saved as CSV. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that Excel shows as text and never runs: a leading single quote (and always a string cell). */
export function guardText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetNameOf(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

const DEFAULT_WIDTH_PX = 120;
const PROGRESS_EVERY = 1000;

function cellOf(value: string | number, numberFormat?: string): CellObject {
  if (typeof value === 'number') return numberFormat ? { t: 'n', v: value, z: numberFormat } : { t: 'n', v: value };
  return { t: 's', v: guardText(value) };
}

/** The workbook bytes; `onProgress` hears 0–100 while rows are written. */
export function writeXls(table: XlsTable, onProgress?: (percent: number) => void): ArrayBuffer {
  const { columns, rows } = table;
  const sheet: WorkSheet = {};
  columns.forEach((column, c) => {
    sheet[utils.encode_cell({ r: 0, c })] = cellOf(column.title);
  });
  rows.forEach((row, r) => {
    columns.forEach((column, c) => {
      const value = row[c];
      if (value === null || value === undefined || value === '') return;
      sheet[utils.encode_cell({ r: r + 1, c })] = cellOf(value, column.numberFormat);
    });
    if ((r + 1) % PROGRESS_EVERY === 0) onProgress?.(Math.floor(((r + 1) / rows.length) * 90));
  });
  sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: Math.max(0, columns.length - 1) } });
  sheet['!cols'] = columns.map((column) => ({ wpx: column.width ?? DEFAULT_WIDTH_PX }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetNameOf(table.sheetName));
  const bytes = write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer;
  onProgress?.(100);
  return bytes;
}
