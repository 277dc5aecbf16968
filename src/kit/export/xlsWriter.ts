import { utils, write, type CellObject, type WorkSheet } from 'xlsx';
import { guardText, sheetParts } from './xlsSheets';
import type { XlsTable } from './xlsTypes';

/**
 * Writes a table as an .xls workbook (BIFF8, SPEC §9). Imported only by the xls worker (and its
 * tests), so xlsx never reaches the first load (ARCHITECTURE property 7).
 */

const DEFAULT_WIDTH_PX = 120;
const PROGRESS_EVERY = 1000;

function cellOf(value: string | number, numberFormat?: string): CellObject {
  if (typeof value === 'number') return numberFormat ? { t: 'n', v: value, z: numberFormat } : { t: 'n', v: value };
  return { t: 's', v: guardText(value) };
}

/**
 * The workbook bytes; `onProgress` hears 0–100 while rows are written. More rows than a BIFF8 sheet
 * holds go on further sheets, each with the titles: nothing is cut (Excel would drop rows past 65,536).
 */
export function writeXls(table: XlsTable, onProgress?: (percent: number) => void, perSheet?: number): ArrayBuffer {
  const { columns, rows } = table;
  const book = utils.book_new();
  let written = 0;
  for (const part of sheetParts(table.sheetName, rows, perSheet)) {
    const sheet: WorkSheet = {};
    columns.forEach((column, c) => {
      sheet[utils.encode_cell({ r: 0, c })] = cellOf(column.title);
    });
    part.rows.forEach((row, r) => {
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
      e: { r: part.rows.length, c: Math.max(0, columns.length - 1) },
    });
    sheet['!cols'] = columns.map((column) => ({ wpx: column.width ?? DEFAULT_WIDTH_PX }));
    utils.book_append_sheet(book, sheet, part.name);
  }
  const bytes = write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer;
  onProgress?.(100);
  return bytes;
}
