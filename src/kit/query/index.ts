export { QueryPage, DEFAULT_PAGE_SIZE, type QueryPageHandle } from './QueryPage';
export type {
  QueryPageConfig,
  DocumentAction,
  ActionDialogProps,
  ActionForm,
  ActionReason,
  ActionPlace,
  ExportConfig,
  DetailConfig,
  DetailLinesConfig,
  QueryView,
} from './types';
export {
  encodeQueryState,
  decodeQueryState,
  toParams,
  fromParams,
  rangeNamesOf,
  type QueryState,
  type SearchValues,
} from './urlState';
export { refusalOf, refusalText, useDocumentActions } from './useDocumentActions';
export { QueryTotals, type TotalsConfig } from './QueryTotals';
export { searchFieldsOf, gridColumnsOf, detailFieldsOf } from './columnFields';
export { PrintSheet, printSheet } from './PrintSheet';
export { DocumentSteps, type DocumentStep } from './DocumentSteps';
export { signAction } from './signAction';
