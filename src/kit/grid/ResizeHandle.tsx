import type { KeyboardEvent, MouseEvent } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './columnSettings';

/** Arrow keys move the edge by this many pixels (with Shift: `KEY_STEP_LARGE`). */
export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

const clampWidth = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));

export type ResizeProps = {
  width: number;
  label: string;
  /** While dragging, at most once a frame: the width to show. */
  onLive: (width: number) => void;
  /** Once, when the drag ends or an arrow key is pressed: the width to keep. */
  onDone: (width: number) => void;
};

/**
 * The right edge of a header cell: drag it with the mouse, or focus it (Tab) and use the arrow keys
 * (a focusable separator, the WAI-ARIA window-splitter pattern). Clicks on it never sort the column.
 */
export function ResizeHandle({ width, label, onLive, onDone }: ResizeProps) {
  const onMouseDown = (e: MouseEvent) => {
    if (e.button !== 0) return;
    e.preventDefault(); // no text selection while dragging
    e.stopPropagation();
    const startX = e.clientX;
    let latest = width;
    let frame = 0;
    const move = (ev: globalThis.MouseEvent) => {
      latest = clampWidth(width + ev.clientX - startX);
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          onLive(latest);
        });
    };
    const up = () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', up);
      onDone(latest);
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', up);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const next = e.key === 'ArrowRight' ? width + step : e.key === 'ArrowLeft' ? width - step : null;
    if (next === null) return;
    e.preventDefault();
    e.stopPropagation();
    onDone(clampWidth(next));
  };
  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      className="vsm-resize-handle"
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
