/** Pure state helpers of the previews: zoom steps, rotation, page/image index. */

export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((s) => s > scale + 1e-9) ?? MAX_ZOOM;
}

export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((s) => s < scale - 1e-9) ?? MIN_ZOOM;
}

/** Rotation in degrees, kept in 0, 90, 180, 270. */
export function rotate(degrees: number, by: 90 | -90): number {
  return (((degrees + by) % 360) + 360) % 360;
}

/** A 0-based index from the address (any text), kept inside 0 … count-1. */
export function clampIndex(value: unknown, count: number): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || count <= 0) return 0;
  return Math.min(Math.max(n, 0), count - 1);
}

/** A 1-based page kept inside 1 … pages. */
export function clampPage(value: unknown, pages: number): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || pages <= 0) return 1;
  return Math.min(Math.max(n, 1), pages);
}
