/** What the page hands the xls worker (SPEC §9 "Exports are xls files"): plain, structured-clonable data. */

export type XlsColumn = { title: string; /** px */ width?: number; /** Excel number format, e.g. '0.00'. */ numberFormat?: string };
export type XlsCell = string | number | null;
export type XlsTable = { sheetName: string; columns: XlsColumn[]; rows: XlsCell[][] };
/** A table whose rows are made on demand (a large export builds and sends them a slice at a time). */
export type XlsSource = { sheetName: string; columns: XlsColumn[]; count: number; row: (index: number) => XlsCell[] };

/**
 * What the page posts to the xls worker: a whole table (small ones), or a large one in parts —
 * 'start' with the columns, 'rows' slices in order, then 'end' — so no single message (and no
 * single task of the page) carries 100,000 rows.
 */
export type XlsWorkerMessage =
  | XlsTable
  | { type: 'start'; sheetName: string; columns: XlsColumn[] }
  /** Rows laid end to end (columns.length cells each): one array per slice is cheaper to copy and to collect than one per row. */
  | { type: 'rows'; cells: XlsCell[] }
  | { type: 'end' };

/** 'done' carries the file as a Blob made in the worker: copying 20 MB into a Blob was the page's longest task of a large export. */
export type XlsWorkerReply = { type: 'progress'; percent: number } | { type: 'done'; blob: Blob } | { type: 'error'; message: string };

export const XLS_MIME = 'application/vnd.ms-excel';
