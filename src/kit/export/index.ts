export { ExportButton, type ExportButtonProps, type ServerExport } from './ExportButton';
export { writeXlsInWorker } from './writeXlsInWorker';
export { xlsTableOf, EXCEL_NUMBER_FORMATS, type ExportColumn } from './xlsTable';
export { XLS_MIME, type XlsTable, type XlsColumn, type XlsCell } from './xlsTypes';
export { useToast } from './useToast';
