export type ColumnWindow = { from: number; to: number; before: number };

/**
 * Which of the scrolling (not pinned) columns a virtual grid's rows draw: those that meet the
 * scroll box's visible width, and one more on each side for a quick horizontal scroll. `before`
 * is the width of the columns left out on the left. An unknown view width (0: not laid out yet)
 * draws every column.
 */
export function columnWindow(widths: readonly number[], scrollLeft: number, viewWidth: number, lead = 0): ColumnWindow {
  if (viewWidth <= 0) return { from: 0, to: widths.length, before: 0 };
  const right = scrollLeft + viewWidth;
  let x = lead;
  let from = widths.length;
  let to = widths.length;
  for (let i = 0; i < widths.length; i++) {
    const end = x + widths[i];
    if (from === widths.length && end > scrollLeft) from = i;
    if (x >= right) {
      to = i;
      break;
    }
    x = end;
  }
  from = Math.max(0, Math.min(from, widths.length) - 1);
  to = Math.min(widths.length, to + 1);
  let before = 0;
  for (let i = 0; i < from; i++) before += widths[i];
  return { from, to, before };
}

/** Same columns drawn with the same space before them (a width changed in the column settings changes `before`). */
export const sameWindow = (a: ColumnWindow, b: ColumnWindow) =>
  a.from === b.from && a.to === b.to && a.before === b.before;
