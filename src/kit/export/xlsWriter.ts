import { Biff8Book } from './biff8Book';
import { compoundFile } from './compoundFile';
import type { XlsTable } from './xlsTypes';

/**
 * Writes a table as an .xls workbook (BIFF8, SPEC §9) without a spreadsheet library: the cells'
 * records go straight into one buffer (biff8Book), within an OLE compound file (compoundFile).
 * Run by the xls worker (and its tests); the first load never carries it (ARCHITECTURE property 7).
 */

const PROGRESS_EVERY = 1000;

/** The file's bytes as parts, for a Blob: the 30 MB of a large workbook are not copied again. */
export const xlsFileParts = (book: Biff8Book): Uint8Array[] => compoundFile(book.finish());

/** All the parts in one buffer. */
export function joinParts(parts: readonly Uint8Array[]): ArrayBuffer {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out.buffer;
}

/**
 * The workbook bytes; `onProgress` hears 0–100 while rows are written. More rows than a BIFF8 sheet
 * holds go on further sheets, each with the titles: nothing is cut (Excel would drop rows past 65,536).
 */
export function writeXls(table: XlsTable, onProgress?: (percent: number) => void, perSheet?: number): ArrayBuffer {
  const { rows } = table;
  const book = new Biff8Book(table.sheetName, table.columns, rows.length, perSheet);
  rows.forEach((row, r) => {
    book.addRow(row);
    if ((r + 1) % PROGRESS_EVERY === 0) onProgress?.(Math.floor(((r + 1) / rows.length) * 90));
  });
  const bytes = joinParts(xlsFileParts(book));
  onProgress?.(100);
  return bytes;
}
