import type { ColumnSchema } from '../schema';
import { useBoxWidth } from './useBoxWidth';
import { useColumnSettings } from './useColumnSettings';

/**
 * A grid's column settings, with `measure` (a callback ref) for the element the grid fills. Every
 * column not declared hidden is shown by default, the lead ones first (kit/grid/columnLayout): the
 * clerk reads them without scrolling sideways and scrolls for the rest. Hiding by default whatever
 * did not fit the width was tried and dropped: the journeys of both sides showed that the columns
 * cut that way (a dispute's reason, its answer) were ones a clerk needs on the row.
 */
export function useFittedColumns<T>(screen: string, columns: readonly ColumnSchema<T>[]) {
  const { measure } = useBoxWidth();
  return { measure, ...useColumnSettings(screen, columns) };
}
