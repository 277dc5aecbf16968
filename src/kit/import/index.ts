// Not exported here: ./sheet (xlsx) and ./parseWorker, which only the worker bundle may import.
export { ImportButton, IMPORT_PREVIEW_ROWS, type ImportButtonProps } from './ImportButton';
export { TemplateButton, type TemplateButtonProps } from './TemplateButton';
export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { AllOrNoneImport, type AllOrNoneImportProps } from './AllOrNoneImport';
export { useExcelImport, EXCEL_ACCEPT, type ImportState } from './useExcelImport';
export {
  MAX_IMPORT_BYTES,
  PARSE_TIMEOUT_MS,
  ImportParseError,
  parseExcelFile,
  parseFailureMessage,
  createParseWorker,
  type ParseWorker,
  type ParseFailure,
} from './parse';
export { validateSheet, findColumns, labelOf, type Translate } from './validate';
export * from './types';
