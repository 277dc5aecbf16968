/**
 * The .xls rules shared by the client's writer (kit/export/xlsWriter, in the xls worker) and the mock's
 * server export (mocks/services/xls): formula-safe text, Excel's sheet names, and BIFF8's rows a sheet.
 * Pure: no xlsx import, so the mock and the writer each bring their own.
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

/** BIFF8 holds 65,536 rows a sheet: the title row and this many data rows. */
export const XLS_ROWS_PER_SHEET = 65_535;

/**
 * The sheets a table's rows go on: more rows than a sheet holds go on further sheets (each written with
 * the titles), named with their part number within Excel's 31 characters. Nothing is cut: Excel would
 * drop rows past 65,536. `perSheet` is BIFF8's limit; tests pass a small one to see the split.
 */
export function sheetParts<T>(
  name: string,
  rows: readonly T[],
  perSheet = XLS_ROWS_PER_SHEET,
): { name: string; rows: readonly T[] }[] {
  const parts = Math.max(1, Math.ceil(rows.length / perSheet));
  return Array.from({ length: parts }, (_, part) => ({
    name: sheetPartName(name, part, parts),
    rows: rows.slice(part * perSheet, (part + 1) * perSheet),
  }));
}

/** The name of part `part` (from 0) of `parts` sheets: the table's name, numbered when there are several. */
export function sheetPartName(name: string, part: number, parts: number): string {
  const suffix = parts === 1 ? '' : ` (${part + 1})`;
  return sheetNameOf(name).slice(0, 31 - suffix.length) + suffix;
}
