import { useLabelMaps } from '../dict';
import type { ColumnSchema } from '../schema';
import { hiddenToFit, roomForColumns } from './columnLayout';
import { declaredWidth } from './DataGrid';
import { useBoxWidth } from './useBoxWidth';
import { useColumnSettings } from './useColumnSettings';

/**
 * A grid's column settings whose defaults fit the grid's box (kit/grid/columnLayout): `measure` (a callback
 * ref) goes on the element the grid fills; until the user chooses columns, the lead columns and those that fit
 * beside them, the tick boxes and the pinned actions are shown, the rest offered in the settings.
 */
export function useFittedColumns<T>(
  screen: string,
  columns: readonly ColumnSchema<T>[],
  extras: { selection?: boolean; actions?: number },
) {
  const { measure, width: box } = useBoxWidth();
  const labels = useLabelMaps(columns);
  const defaultHidden =
    box === undefined
      ? undefined
      : hiddenToFit(columns, (c) => declaredWidth(c, labels[columns.indexOf(c)]), roomForColumns(box, extras));
  return { measure, ...useColumnSettings(screen, columns, defaultHidden) };
}
