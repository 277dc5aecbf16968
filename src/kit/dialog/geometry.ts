/**
 * Pure geometry of the reusable dialog (SPEC §2, §9): hit-testing the resize zones, resizing by
 * an edge or a corner with minimum sizes, moving, and clamping into the viewport. Coordinates are
 * viewport pixels (clientX/clientY); a rect is the dialog's outer box.
 */

export type Rect = { left: number; top: number; width: number; height: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
/** A side or a corner of the dialog. */
export type Edge = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/** SPEC §9: default top offset of a dialog. */
export const DIALOG_TOP = 40;
/** SPEC §9: a pointer within this many px inside a side is on that side's resize edge. */
export const EDGE_ZONE = 8;
/**
 * SPEC §9: corner zone. A corner reaches this many px further along each side than the edge zone
 * is thick, so a point on one edge within EDGE_ZONE + CORNER_ZONE of the adjacent side is on the
 * corner (corners are easier to grab than a bare 8 × 8 square).
 */
export const CORNER_ZONE = 5;
/** SPEC §9: pointer moves while dragging or resizing are applied at most once per 20 ms. */
export const POINTER_THROTTLE_MS = 20;
/** antd's room under a dialog placed by its `top` (the modal's bottom padding). */
export const DIALOG_BOTTOM_GAP = 24;
/** The tallest a dialog at `top` may be and still fit the viewport (its body scrolls within). */
export const fittingHeight = (top: number) => `calc(100vh - ${top + DIALOG_BOTTOM_GAP}px)`;
/** The smallest a dialog can be resized to. */
export const MIN_DIALOG_SIZE: Size = { width: 320, height: 160 };

export type Zones = { edge: number; corner: number };
const DEFAULT_ZONES: Zones = { edge: EDGE_ZONE, corner: CORNER_ZONE };

const clamp = (value: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, value));

/**
 * Which resize zone a point is in: a corner, a side, or null (inside the dialog away from its
 * border, or outside it).
 */
export function hitTest(rect: Rect, point: Point, zones: Zones = DEFAULT_ZONES): Edge | null {
  const d = {
    w: point.x - rect.left,
    e: rect.left + rect.width - point.x,
    n: point.y - rect.top,
    s: rect.top + rect.height - point.y,
  };
  if (d.w < 0 || d.e < 0 || d.n < 0 || d.s < 0) return null;
  const horizontal = d.n <= d.s ? 'n' : 's';
  const vertical = d.w <= d.e ? 'w' : 'e';
  const dh = d[horizontal];
  const dv = d[vertical];
  const reach = zones.edge + zones.corner;
  if ((dh <= zones.edge && dv <= reach) || (dv <= zones.edge && dh <= reach)) return `${horizontal}${vertical}` as Edge;
  if (dh <= zones.edge && dh <= dv) return horizontal;
  if (dv <= zones.edge) return vertical;
  return null;
}

/** The CSS cursor of a resize zone. */
export function cursorFor(edge: Edge | null): string {
  switch (edge) {
    case 'n':
    case 's':
      return 'ns-resize';
    case 'e':
    case 'w':
      return 'ew-resize';
    case 'ne':
    case 'sw':
      return 'nesw-resize';
    case 'nw':
    case 'se':
      return 'nwse-resize';
    default:
      return '';
  }
}

/**
 * The rect after dragging `edge` by (dx, dy) from `start`. The opposite side stays put; the size
 * never goes below `min`; with a viewport the moved sides stay inside it (the minimum wins when
 * both cannot hold).
 */
export function resizeRect(
  start: Rect,
  edge: Edge,
  dx: number,
  dy: number,
  min: Size = MIN_DIALOG_SIZE,
  viewport?: Size,
): Rect {
  let { left, top, width, height } = start;
  const right = start.left + start.width;
  const bottom = start.top + start.height;
  if (edge.includes('e')) width = clamp(start.width + dx, min.width, viewport ? viewport.width - start.left : Infinity);
  if (edge.includes('w')) {
    left = clamp(start.left + dx, viewport ? Math.min(0, right - min.width) : -Infinity, right - min.width);
    width = right - left;
  }
  if (edge.includes('s'))
    height = clamp(start.height + dy, min.height, viewport ? viewport.height - start.top : Infinity);
  if (edge.includes('n')) {
    top = clamp(start.top + dy, viewport ? Math.min(0, bottom - min.height) : -Infinity, bottom - min.height);
    height = bottom - top;
  }
  return { left, top, width, height };
}

/**
 * Keeps a rect inside the viewport: no larger than the viewport (never below `min`), and moved so
 * that it does not stick out (top-left wins when it cannot fit).
 */
export function clampRect(rect: Rect, viewport: Size, min: Size = { width: 0, height: 0 }): Rect {
  const width = Math.max(Math.min(rect.width, viewport.width), Math.min(min.width, rect.width));
  const height = Math.max(Math.min(rect.height, viewport.height), Math.min(min.height, rect.height));
  return {
    width,
    height,
    left: clamp(rect.left, 0, Math.max(0, viewport.width - width)),
    top: clamp(rect.top, 0, Math.max(0, viewport.height - height)),
  };
}

/** The rect moved by (dx, dy), kept inside the viewport. */
export function moveRect(start: Rect, dx: number, dy: number, viewport: Size): Rect {
  return clampRect({ ...start, left: start.left + dx, top: start.top + dy }, viewport);
}

/** The maximised rect: the whole viewport. */
export function maximisedRect(viewport: Size): Rect {
  return { left: 0, top: 0, width: viewport.width, height: viewport.height };
}
