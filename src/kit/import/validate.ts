import type { ImportColumn, ImportConfig, ImportRecord, ImportResult, RowError } from './types';

/**
 * Pure mapping and validation of a parsed sheet (rows of cell texts, the header first): columns
 * are found by header, each data row becomes a record of field names, and each column's rules
 * are checked. Messages come from `t` (i18next's t, or a stand-in in tests).
 */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

const normalise = (text: unknown) =>
  String(text ?? '')
    .replace(/^\s*\*|\*\s*$/g, '')
    .trim()
    .toLowerCase();

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

export const labelOf = (c: ImportColumn) =>
  c.label ?? (typeof c.header === 'string' ? c.header : (c.header[0] ?? c.field));

/** Index of each column in the header row (-1 when absent). */
export function findColumns(header: readonly unknown[], columns: readonly ImportColumn[]): number[] {
  const cells = header.map(normalise);
  return columns.map((c) => {
    const names = [c.field, ...(typeof c.header === 'string' ? [c.header] : c.header)].map(normalise);
    return cells.findIndex((cell) => cell !== '' && names.includes(cell));
  });
}

function checkRecord(record: ImportRecord, row: number, columns: readonly ImportColumn[], t: Translate): RowError[] {
  const errors: RowError[] = [];
  for (const c of columns) {
    const value = record[c.field] ?? '';
    const field = labelOf(c);
    for (const rule of c.rules ?? []) {
      let message: string | null | undefined = null;
      if (rule.kind === 'required' && isBlank(value)) message = t('import:required', { row, field });
      else if (rule.kind === 'maxLength' && [...value].length > rule.max)
        message = t('import:tooLong', { row, field, max: rule.max });
      else if (rule.kind === 'pattern' && !isBlank(value) && !rule.pattern.test(value))
        message = t(rule.messageKey ?? 'import:badFormat', { row, field });
      else if (rule.kind === 'custom') {
        const problem = rule.validate(value, record);
        if (problem) message = t('import:rowMessage', { row, message: problem });
      }
      if (message) {
        errors.push({ row, field: c.field, message });
        // One problem per cell is enough to fix it.
        break;
      }
    }
  }
  return errors;
}

/** Maps and validates a parsed sheet (first row = header). */
export function validateSheet(
  sheet: readonly (readonly unknown[])[],
  config: Pick<ImportConfig, 'columns' | 'maxRows'>,
  t: Translate,
): ImportResult {
  const result: ImportResult = { records: [], rowNumbers: [], fileErrors: [], rowErrors: [] };
  const [header = [], ...body] = sheet;
  const indexes = findColumns(header, config.columns);
  const missing = config.columns.filter((c, i) => indexes[i] < 0 && !c.optional).map(labelOf);
  if (missing.length) {
    result.fileErrors.push(t('import:missingColumns', { columns: missing.join(', ') }));
    return result;
  }
  const cellText = (row: readonly unknown[], i: number) => (i < 0 ? '' : String(row[i] ?? '').trim());
  const records = body.map(
    (row) => Object.fromEntries(config.columns.map((c, k) => [c.field, cellText(row, indexes[k])])) as ImportRecord,
  );
  const empty = (r: ImportRecord) => Object.values(r).every((v) => v === '');
  // Blank rows at the end of a sheet are not data.
  let end = records.length;
  while (end > 0 && empty(records[end - 1])) end -= 1;
  if (end === 0) {
    result.fileErrors.push(t('errors:code_001'));
    return result;
  }
  if (config.maxRows !== undefined && end > config.maxRows) {
    result.fileErrors.push(t('errors:importLimitExceeded', { max: config.maxRows }));
    return result;
  }
  for (let i = 0; i < end; i += 1) {
    const row = i + 2;
    const record = records[i];
    result.records.push(record);
    result.rowNumbers.push(row);
    if (empty(record)) result.rowErrors.push({ row, message: t('errors:importRowEmpty', { row }) });
    else result.rowErrors.push(...checkRecord(record, row, config.columns, t));
  }
  return result;
}
