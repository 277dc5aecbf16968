export { ExportButton, type ExportButtonProps, type ServerExport } from './ExportButton';
export { writeXlsInWorker, XLS_SLICE_MS, XLS_SLICE_ROWS } from './writeXlsInWorker';
export { xlsTableOf, xlsSourceOf, EXCEL_NUMBER_FORMATS, type ExportColumn } from './xlsTable';
export { XLS_MIME, type XlsTable, type XlsSource, type XlsColumn, type XlsCell } from './xlsTypes';
