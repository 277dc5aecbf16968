/**
 * How a query grid lays out its columns (a clerk at 1366 px reads the document number, its status
 * and its amount first, without scrolling sideways): the lead columns come first, the others follow
 * in their declared order. The pinned action column is part of the grid's scroll width, so no column
 * ends under it.
 */

/** The tick box column of a grid with selection (DataGrid's rowSelection columnWidth). */
export const SELECTION_COLUMN_WIDTH = 48;

export type LayoutColumn = { key: string; hidden?: boolean; lead?: number };

/** The lead columns first, by their `lead`, then the others as declared. */
export function leadColumnsFirst<C extends { lead?: number }>(columns: readonly C[]): C[] {
  const leads = columns.filter((c) => c.lead !== undefined).sort((a, b) => a.lead! - b.lead!);
  return [...leads, ...columns.filter((c) => c.lead === undefined)];
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
