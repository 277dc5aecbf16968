import { pageFontFamily } from '../pageFont';
import { textWidthBound } from './textWidth';

/** What a row-actions cell adds to its links' text: padding and right border, and the space between two links (grid.css). */
const CELL_CHROME = 2 * 8 + 1;
const LINK_GAP = 8;
const FONT_SIZE = 14;
/** Sub-pixel rounding of the links' own widths, so that the last one never wraps. */
const SLACK = 4;

let canvas: CanvasRenderingContext2D | null | undefined;
const measured = new Map<string, number>();

/** The text's width in the page's font, measured once per text; its upper estimate where nothing can measure (jsdom). */
function linkTextWidth(text: string): number {
  const known = measured.get(text);
  if (known !== undefined) return known;
  if (canvas === undefined) {
    try {
      canvas = document.createElement('canvas').getContext('2d');
    } catch {
      canvas = null;
    }
  }
  // The stack follows the page's language (zh-HK names its own Chinese font).
  if (canvas) canvas.font = `${FONT_SIZE}px ${pageFontFamily()}`;
  const width = canvas ? canvas.measureText(text).width : textWidthBound(text, FONT_SIZE);
  measured.set(text, width);
  return width;
}

/** A query screen's row-actions column at its least: 56 px and 48 px an action (two Chinese characters and a gap). */
export const leastActionsWidth = (actions: number) => 56 + 48 * actions;

/**
 * The width of a row-actions column that shows each row's actions (`rows`: the labels each row
 * offers) on one line in the user's language: "Accept in part" is about three times as wide as
 * 部分接受, and a width chosen for Chinese wrapped the English actions onto a second line and made
 * every row taller. Never less than `declared`.
 */
export function actionsColumnWidth(rows: Iterable<readonly string[]>, declared: number): number {
  let widest = declared;
  for (const labels of rows) {
    if (!labels.length) continue;
    const text = labels.reduce((sum, label) => sum + linkTextWidth(label), 0);
    widest = Math.max(widest, Math.ceil(text + LINK_GAP * (labels.length - 1) + CELL_CHROME + SLACK));
  }
  return widest;
}
