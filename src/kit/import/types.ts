/** Configuration of an Excel import (src/kit/import): the columns, their rules and the limits. */

export type ImportRecord = Record<string, string>;

export type ImportRule =
  | { kind: 'required' }
  /** At most this many characters. */
  | { kind: 'maxLength'; max: number }
  /** A non-blank value must match; messageKey defaults to 'import:badFormat' ({row}, {field}). */
  | { kind: 'pattern'; pattern: RegExp; messageKey?: string }
  /** Returns the (translated) problem, or nothing when the value is fine. */
  | { kind: 'custom'; validate: (value: string, record: ImportRecord) => string | null | undefined };

export type ImportColumn = {
  /** Field name of the mapped record. */
  field: string;
  /** Header text(s) the column may have in the sheet (matched trimmed, case-insensitive, a '*' marker ignored); the field name also matches. */
  header: string | readonly string[];
  /** Display name in messages (default: the first header). */
  label?: string;
  /** May be missing from the sheet. */
  optional?: boolean;
  rules?: readonly ImportRule[];
};

export type ImportConfig = {
  columns: readonly ImportColumn[];
  /** Most data rows taken (SPEC §5: import counts capped). */
  maxRows?: number;
  /** Largest file parsed, in bytes (default MAX_IMPORT_BYTES). */
  maxBytes?: number;
  /** The worker is stopped after this many ms (default PARSE_TIMEOUT_MS). */
  timeoutMs?: number;
};

/** A problem of one row (row = the sheet's row number, the header being row 1). */
export type RowError = { row: number; field?: string; message: string };

export type ImportResult = {
  /** The mapped data rows (only meaningful when clean). */
  records: ImportRecord[];
  /** Sheet row number of each record. */
  rowNumbers: number[];
  /** Problems of the whole file (missing columns, no data, too many rows). */
  fileErrors: string[];
  rowErrors: RowError[];
};

export const isClean = (r: ImportResult) =>
  r.fileErrors.length === 0 && r.rowErrors.length === 0 && r.records.length > 0;
