export { CellLink } from './CellLink';
export { actionsColumnWidth, leastActionsWidth } from './actionsWidth';
export {
  DataGrid,
  declaredWidth,
  VIRTUAL_THRESHOLD,
  DEFAULT_COLUMN_WIDTH,
  type DataGridProps,
  type GridPaging,
  type GridSelection,
  type GridActions,
} from './DataGrid';
export { DetailView } from './DetailView';
export { EditableGrid, type EditableColumn, type EditableGridProps } from './EditableGrid';
export { ColumnSettingsButton } from './ColumnSettingsButton';
export { useColumnSettings } from './useColumnSettings';
export * from './columnSettings';
export * from './columnLayout';
export { alignOf, cellText, cellValue, renderCell } from './cells';
export { parseOrderBy, formatOrderBy } from './orderBy';
export { parseClipboard, pasteRows, pastedValue, isMultiCell } from './paste';
