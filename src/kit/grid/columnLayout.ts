/**
 * How a query grid lays out its columns in the width it has (a clerk at 1366 px reads the document
 * number, its status and its amount first, without scrolling sideways): the lead columns come first
 * and are always shown; the other columns follow in their declared order, shown by default only as
 * long as they fit beside them; the rest wait in the column settings. The pinned action column is
 * part of the grid's scroll width, so no column ends under it.
 */

/** The tick box column of a grid with selection (DataGrid's rowSelection columnWidth). */
export const SELECTION_COLUMN_WIDTH = 48;
/** A bordered grid's left and right borders. */
const GRID_BORDERS = 2;

export type LayoutColumn = { key: string; hidden?: boolean; lead?: number };

/** The lead columns first, by their `lead`, then the others as declared. */
export function leadColumnsFirst<C extends { lead?: number }>(columns: readonly C[]): C[] {
  const leads = columns.filter((c) => c.lead !== undefined).sort((a, b) => a.lead! - b.lead!);
  return [...leads, ...columns.filter((c) => c.lead === undefined)];
}

/** The width the data columns have in a grid box: less the tick boxes, the pinned actions and the borders. */
export function roomForColumns(box: number, extras: { selection?: boolean; actions?: number }): number {
  return box - GRID_BORDERS - (extras.selection ? SELECTION_COLUMN_WIDTH : 0) - (extras.actions ?? 0);
}

/**
 * The columns hidden by default in `room` px: those declared hidden, and every column that is not a
 * lead column from the first one that no longer fits (the order stays the reading order: a narrow
 * column further on does not jump ahead of a wide one).
 */
export function hiddenToFit<C extends LayoutColumn>(
  columns: readonly C[],
  widthOf: (column: C) => number,
  room: number,
): string[] {
  let used = 0;
  let full = false;
  const hidden: string[] = [];
  for (const column of columns) {
    if (column.hidden) {
      hidden.push(column.key);
      continue;
    }
    const width = widthOf(column);
    if (column.lead !== undefined) used += width;
    else if (!full && used + width <= room) used += width;
    else {
      full = true;
      hidden.push(column.key);
    }
  }
  return hidden;
}

/**
 * The grid's scroll width: every column shown, the tick boxes and the pinned action column, so
 * scrolled to its end the last column ends where the action column begins.
 */
export function gridScrollWidth(widths: readonly number[], extras: { selection?: boolean; actions?: number }): number {
  return (
    widths.reduce((sum, w) => sum + w, 0) + (extras.selection ? SELECTION_COLUMN_WIDTH : 0) + (extras.actions ?? 0)
  );
}
