/**
 * How a query grid lays out its columns (a clerk at 1366 px reads the document number, its status
 * and its amount first, without scrolling sideways): the lead columns come first, the others follow
 * in their declared order; a list that declares no lead gets its key columns first (keyColumnsOf).
 * The pinned action column is part of the grid's scroll width, so no column ends under it.
 */

/** The tick box column of a grid with selection (DataGrid's rowSelection columnWidth). */
export const SELECTION_COLUMN_WIDTH = 48;

export type LayoutColumn = { key: string; hidden?: boolean; lead?: number; status?: boolean; format?: string };

/**
 * The columns a clerk reads first on a list's row: its number (the row key's column; when the key is
 * no column, such as a report's or a summary's row, the first column, what names the row), its
 * status (the first status column) and its money (the first `amount` column), each one shown by default
 * (a hidden one stays where it is declared in the column settings). Each may be missing.
 */
export function keyColumnsOf<C extends LayoutColumn>(columns: readonly C[], rowKey?: string): C[] {
  const number = columns.find((c) => c.key === rowKey) ?? columns[0];
  const status = columns.find((c) => c.status && !c.hidden);
  const amount = columns.find((c) => c.format === 'amount' && !c.hidden);
  return [number, status, amount].filter((c, i, all): c is C => !!c && all.indexOf(c) === i);
}

/**
 * The lead columns first, by their `lead`, then the others as declared. A list that declares no
 * lead gets its key columns first (number, status, amount: keyColumnsOf), the others as declared.
 */
export function leadColumnsFirst<C extends LayoutColumn>(columns: readonly C[], rowKey?: string): C[] {
  const leads = columns.filter((c) => c.lead !== undefined).sort((a, b) => a.lead! - b.lead!);
  const first = leads.length ? leads : keyColumnsOf(columns, rowKey);
  return [...first, ...columns.filter((c) => !first.includes(c))];
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
