import { normalizeDate } from '@/lib/dates';
import { toNumber } from '@/lib/formats';
import { DISPLAY_KINDS } from '../fields';
import { isEditable } from '../form/rules';
import type { FieldSchema } from '../schema';

/**
 * Rows copied from Excel: the clipboard holds tab-separated cells and one line per row; a cell with
 * a tab, line break or quote is quoted ("a""b"). Trailing empty lines are dropped.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === '\t') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  while (rows.length && rows[rows.length - 1].every((c) => c.trim() === '')) rows.pop();
  return rows;
}

/** Whether a pasted text is more than one cell (a plain single value is left to the control). */
export const isMultiCell = (text: string) => /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));

/** Columns a paste can write: not display-only, not ranges, not switched off for every row. */
export function pasteTargets(columns: readonly FieldSchema[]): FieldSchema[] {
  return columns.filter((c) => !DISPLAY_KINDS.has(c.kind) && c.kind !== 'range-picker' && c.isEditing !== false);
}

/**
 * A pasted text as the value a control of that kind stores: numbers without separators, dates
 * YYYY-MM-DD (Excel's yyyy/m/d too, SPEC §5 import), choices by value or by label. What cannot be
 * read stays as text, so the field's rule reports 'please enter the correct format'.
 */
export function pastedValue(field: FieldSchema, text: string, labels?: Map<string, string>): unknown {
  const raw = text.trim();
  if (raw === '') return undefined;
  switch (field.kind) {
    case 'input-number':
      return toNumber(raw) ?? raw;
    case 'date-picker':
      return normalizeDate(raw, { loose: true }) ?? raw;
    case 'month-picker': {
      const m = /^(\d{4})[-/](\d{1,2})$/.exec(raw);
      return m ? `${m[1]}-${m[2].padStart(2, '0')}` : raw;
    }
    case 'select':
    case 'radio-group':
    case 'status': {
      if (!labels || labels.has(raw)) return raw;
      return [...labels].find(([, label]) => label === raw)?.[0] ?? raw;
    }
    default:
      return raw;
  }
}

export type Row = Record<string, unknown>;

/**
 * The rows after pasting `matrix` at row `start.row`, target column `start.column` (an index into
 * pasteTargets(columns)): cells fill consecutive target columns, rows beyond the end are added
 * with `newRow()`, and a cell whose field is not editable for its row is left as it was.
 */
export function pasteRows(
  rows: readonly Row[],
  matrix: readonly string[][],
  start: { row: number; column: number },
  columns: readonly FieldSchema[],
  newRow: () => Row,
  labels: ReadonlyMap<string, Map<string, string> | undefined> = new Map(),
  maxRows = Infinity,
): Row[] {
  const targets = pasteTargets(columns);
  const next = rows.map((r) => ({ ...r }));
  matrix.forEach((cells, i) => {
    const index = start.row + i;
    if (index >= maxRows) return;
    while (next.length <= index) next.push(newRow());
    const row = next[index];
    cells.forEach((text, j) => {
      const field = targets[start.column + j];
      if (!field || !isEditable(field, row)) return;
      row[field.name] = pastedValue(field, text, labels.get(field.name));
    });
  });
  return next;
}
