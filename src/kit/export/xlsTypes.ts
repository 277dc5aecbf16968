import type { FormatKind } from '@/lib/formats';

/** What the page hands the xls worker (SPEC §9 "Exports are xls files"): plain, structured-clonable data. */

export type XlsColumn = {
  title: string;
  /** px */ width?: number;
  /** Excel number format, e.g. '0.00'. */ numberFormat?: string;
};
export type XlsCell = string | number | null;
export type XlsTable = { sheetName: string; columns: XlsColumn[]; rows: XlsCell[][] };
/** How the worker makes a column's cells from the values the page sends (xlsCell): the SPEC §9 format and the labels of coded values. */
export type XlsField = { format?: FormatKind; labels?: Map<string, string> };
/**
 * A table given as the values of its rows, read on demand: a large export sends them a slice at a
 * time and the worker makes the cells, so that the page neither formats 100,000 rows nor leaves
 * their garbage to its collector. `values` appends one value per column of row `index` to `out`.
 */
export type XlsSource = {
  sheetName: string;
  columns: XlsColumn[];
  fields: XlsField[];
  count: number;
  values: (index: number, out: unknown[]) => void;
};

/**
 * What the page posts to the xls worker: a whole table (small ones), or a large one in parts —
 * 'start' with the columns, 'values' slices in order, then 'end' — so no single message (and no
 * single task of the page) carries 100,000 rows; the worker writes each slice as it arrives.
 */
export type XlsWorkerMessage =
  | XlsTable
  /** `count`: rows to come (each sheet's size is written before its cells). */
  | { type: 'start'; sheetName: string; columns: XlsColumn[]; fields: XlsField[]; count: number }
  /** The rows' values laid end to end (columns.length each): one array per slice is cheaper to copy and to collect than one per row. */
  | { type: 'values'; values: unknown[] }
  | { type: 'end' };

/**
 * 'done' carries the file as a Blob made in the worker: copying 20 MB into a Blob was the page's
 * longest task of a large export. The worker also gives its object URL: made in the page, that URL
 * was a 30-70 ms task at CPU ×4 for a 34 MB file (Chromium registers it with the browser process
 * while the caller waits).
 */
export type XlsWorkerReply =
  | { type: 'progress'; percent: number }
  | { type: 'done'; blob: Blob; url?: string; timings: XlsWorkerTimings }
  | { type: 'error'; message: string };

/** Where the worker's time went (ms), for the bench's phases of an export (performance mark 'vsm-xls:done'). */
export type XlsWorkerTimings = { cellsMs: number; writeMs: number; blobMs: number };

export const XLS_MIME = 'application/vnd.ms-excel';
