export { QueryPage, DEFAULT_PAGE_SIZE } from './QueryPage';
export type { QueryPageConfig, ToolbarAction, RowAction, ActionContext, ExportConfig, DetailConfig, DetailLinesConfig } from './types';
export { encodeQueryState, decodeQueryState, toParams, fromParams, rangeNamesOf, type QueryState, type SearchValues } from './urlState';
export { refusalOf, useDocumentAction, useDocumentGuard, type DocumentActionOptions } from './useDocumentAction';
