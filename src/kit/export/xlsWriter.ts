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

/** BIFF8 holds 65,536 rows a sheet: the title row and this many data rows. */
export const XLS_ROWS_PER_SHEET = 65_535;

/** A sheet's name among several: the table's name with its part number (within 31 characters). */
function partName(name: string, part: number, parts: number): string {
  if (parts === 1) return sheetNameOf(name);
  const suffix = ` (${part + 1})`;
  return sheetNameOf(name).slice(0, 31 - suffix.length) + suffix;
}

/**
 * The workbook bytes; `onProgress` hears 0–100 while rows are written. More rows than a BIFF8 sheet
 * holds go on further sheets, each with the titles: nothing is cut (Excel would drop rows past 65,536).
 */
export function writeXls(table: XlsTable, onProgress?: (percent: number) => void): ArrayBuffer {
  const { columns, rows } = table;
  const parts = Math.max(1, Math.ceil(rows.length / XLS_ROWS_PER_SHEET));
  const book = utils.book_new();
  let written = 0;
  for (let part = 0; part < parts; part++) {
    const slice = rows.slice(part * XLS_ROWS_PER_SHEET, (part + 1) * XLS_ROWS_PER_SHEET);
    const sheet: WorkSheet = {};
    columns.forEach((column, c) => {
      sheet[utils.encode_cell({ r: 0, c })] = cellOf(column.title);
    });
    slice.forEach((row, r) => {
      columns.forEach((column, c) => {
        const value = row[c];
        if (value === null || value === undefined || value === '') return;
        sheet[utils.encode_cell({ r: r + 1, c })] = cellOf(value, column.numberFormat);
      });
      written += 1;
      if (written % PROGRESS_EVERY === 0) onProgress?.(Math.floor((written / rows.length) * 90));
    });
    sheet['!ref'] = utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: slice.length, c: Math.max(0, columns.length - 1) },
    });
    sheet['!cols'] = columns.map((column) => ({ wpx: column.width ?? DEFAULT_WIDTH_PX }));
    utils.book_append_sheet(book, sheet, partName(table.sheetName, part, parts));
  }
  const bytes = write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer;
  onProgress?.(100);
  return bytes;
}
