import { textWidthBound } from './textWidth';

/** A small grid's cell around its text: padding 8px each side and the border. */
const CELL_CHROME = 8 * 2 + 1;
/** A text column is never made narrower than this to fit its box. */
export const FIT_MIN_WIDTH = 80;

export type FitColumn = {
  /** The declared width. */
  width: number;
  /** Texts that must show whole (a figure's every cell and its title); none for a text that may be cut. */
  whole?: readonly string[];
};

/**
 * The widths of a grid that must fit its box (a document's lines in a drawer or pane): a column of
 * figures is at least as wide as its widest text, so no amount reads "1023…"; then, when the
 * columns are wider than the box, the other columns give up width in proportion to what they have
 * above FIT_MIN_WIDTH, so the grid needs no sideways scroll wherever that can be done.
 */
export function fitColumnWidths(columns: readonly FitColumn[], box?: number): number[] {
  const widths = columns.map(({ width, whole }) =>
    whole?.length
      ? Math.max(width, Math.ceil(Math.max(...whole.map((text) => textWidthBound(text)))) + CELL_CHROME)
      : width,
  );
  if (!box) return widths;
  const excess = widths.reduce((sum, w) => sum + w, 0) - box;
  if (excess <= 0) return widths;
  const give = widths.map((w, i) => (columns[i].whole?.length ? 0 : Math.max(0, w - FIT_MIN_WIDTH)));
  const room = give.reduce((sum, g) => sum + g, 0);
  if (room === 0) return widths;
  const share = Math.min(1, excess / room);
  return widths.map((w, i) => w - Math.ceil(give[i] * share));
}
