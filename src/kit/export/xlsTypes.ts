/** What the page hands the xls worker (SPEC §9 "Exports are xls files"): plain, structured-clonable data. */

export type XlsColumn = { title: string; /** px */ width?: number; /** Excel number format, e.g. '0.00'. */ numberFormat?: string };
export type XlsCell = string | number | null;
export type XlsTable = { sheetName: string; columns: XlsColumn[]; rows: XlsCell[][] };

export type XlsWorkerReply = { type: 'progress'; percent: number } | { type: 'done'; bytes: ArrayBuffer } | { type: 'error'; message: string };

export const XLS_MIME = 'application/vnd.ms-excel';
