import {
  CORNER_ZONE,
  DIALOG_TOP,
  EDGE_ZONE,
  MIN_DIALOG_SIZE,
  POINTER_THROTTLE_MS,
  clampRect,
  cursorFor,
  hitTest,
  maximisedRect,
  moveRect,
  resizeRect,
} from '@/kit/dialog/geometry';

const R = { left: 100, top: 50, width: 400, height: 300 };
const VP = { width: 1000, height: 700 };

describe('dialog constants (SPEC §9)', () => {
  it('are the specified values', () => {
    expect([DIALOG_TOP, EDGE_ZONE, CORNER_ZONE, POINTER_THROTTLE_MS]).toEqual([40, 8, 5, 20]);
  });
});

describe('hitTest', () => {
  it('finds the four sides within the 8 px edge zone', () => {
    expect(hitTest(R, { x: 300, y: 50 })).toBe('n');
    expect(hitTest(R, { x: 300, y: 58 })).toBe('n');
    expect(hitTest(R, { x: 300, y: 59 })).toBeNull();
    expect(hitTest(R, { x: 300, y: 349 })).toBe('s');
    expect(hitTest(R, { x: 100, y: 200 })).toBe('w');
    expect(hitTest(R, { x: 499, y: 200 })).toBe('e');
    expect(hitTest(R, { x: 492, y: 200 })).toBe('e');
    expect(hitTest(R, { x: 491, y: 200 })).toBeNull();
  });

  it('finds the corners: on one edge and within edge + corner zone (13 px) of the adjacent side', () => {
    expect(hitTest(R, { x: 101, y: 51 })).toBe('nw');
    expect(hitTest(R, { x: 498, y: 51 })).toBe('ne');
    expect(hitTest(R, { x: 101, y: 348 })).toBe('sw');
    expect(hitTest(R, { x: 498, y: 348 })).toBe('se');
    // 12 px along the top from the left side, 2 px below the top: still the corner.
    expect(hitTest(R, { x: 112, y: 52 })).toBe('nw');
    // 14 px along: the top edge.
    expect(hitTest(R, { x: 114, y: 52 })).toBe('n');
    // 12 px down the right side, 3 px inside it: the corner; 20 px down: the edge.
    expect(hitTest(R, { x: 497, y: 62 })).toBe('ne');
    expect(hitTest(R, { x: 497, y: 70 })).toBe('e');
    // Inside both zones' reach but on neither edge: nothing.
    expect(hitTest(R, { x: 111, y: 61 })).toBeNull();
  });

  it('is null outside the dialog', () => {
    expect(hitTest(R, { x: 99, y: 200 })).toBeNull();
    expect(hitTest(R, { x: 300, y: 351 })).toBeNull();
  });

  it('maps zones to resize cursors', () => {
    expect(['n', 's', 'e', 'w', 'ne', 'sw', 'nw', 'se', null].map((e) => cursorFor(e as never))).toEqual([
      'ns-resize',
      'ns-resize',
      'ew-resize',
      'ew-resize',
      'nesw-resize',
      'nesw-resize',
      'nwse-resize',
      'nwse-resize',
      '',
    ]);
  });
});

describe('resizeRect', () => {
  it('moves only the dragged sides', () => {
    expect(resizeRect(R, 'e', 50, 999)).toEqual({ ...R, width: 450 });
    expect(resizeRect(R, 's', 999, 40)).toEqual({ ...R, height: 340 });
    expect(resizeRect(R, 'w', -30, 0)).toEqual({ ...R, left: 70, width: 430 });
    expect(resizeRect(R, 'n', 0, 20)).toEqual({ ...R, top: 70, height: 280 });
    expect(resizeRect(R, 'se', 10, 20)).toEqual({ ...R, width: 410, height: 320 });
    expect(resizeRect(R, 'nw', 10, 20)).toEqual({ left: 110, top: 70, width: 390, height: 280 });
    expect(resizeRect(R, 'ne', 10, -20)).toEqual({ left: 100, top: 30, width: 410, height: 320 });
    expect(resizeRect(R, 'sw', -10, 5)).toEqual({ left: 90, top: 50, width: 410, height: 305 });
  });

  it('never goes below the minimum size, keeping the opposite side', () => {
    expect(resizeRect(R, 'e', -1000, 0)).toEqual({ ...R, width: MIN_DIALOG_SIZE.width });
    expect(resizeRect(R, 'w', 1000, 0)).toEqual({
      ...R,
      left: 500 - MIN_DIALOG_SIZE.width,
      width: MIN_DIALOG_SIZE.width,
    });
    expect(resizeRect(R, 'n', 0, 1000)).toEqual({
      ...R,
      top: 350 - MIN_DIALOG_SIZE.height,
      height: MIN_DIALOG_SIZE.height,
    });
    expect(resizeRect(R, 'se', -1000, -1000, { width: 200, height: 100 })).toEqual({ ...R, width: 200, height: 100 });
  });

  it('keeps the dragged sides inside the viewport', () => {
    expect(resizeRect(R, 'e', 5000, 0, MIN_DIALOG_SIZE, VP)).toEqual({ ...R, width: 900 });
    expect(resizeRect(R, 's', 0, 5000, MIN_DIALOG_SIZE, VP)).toEqual({ ...R, height: 650 });
    expect(resizeRect(R, 'w', -5000, 0, MIN_DIALOG_SIZE, VP)).toEqual({ ...R, left: 0, width: 500 });
    expect(resizeRect(R, 'n', 0, -5000, MIN_DIALOG_SIZE, VP)).toEqual({ ...R, top: 0, height: 350 });
  });
});

describe('moveRect and clampRect', () => {
  it('moves within the viewport', () => {
    expect(moveRect(R, 10, -20, VP)).toEqual({ ...R, left: 110, top: 30 });
    expect(moveRect(R, -500, -500, VP)).toEqual({ ...R, left: 0, top: 0 });
    expect(moveRect(R, 5000, 5000, VP)).toEqual({ ...R, left: 600, top: 400 });
  });

  it('shrinks a rect larger than the viewport, not below the minimum', () => {
    expect(clampRect({ left: 50, top: 50, width: 1200, height: 900 }, VP)).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 700,
    });
    expect(
      clampRect({ left: 0, top: 0, width: 400, height: 300 }, { width: 200, height: 100 }, MIN_DIALOG_SIZE),
    ).toEqual({
      left: 0,
      top: 0,
      width: 320,
      height: 160,
    });
  });

  it('maximises to the whole viewport', () => {
    expect(maximisedRect(VP)).toEqual({ left: 0, top: 0, width: 1000, height: 700 });
  });
});
