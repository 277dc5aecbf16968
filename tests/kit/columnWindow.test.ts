import { describe, expect, it } from 'vitest';
import { columnWindow, sameWindow } from '@/kit/grid/columnWindow';

/** The virtual grid draws only the columns in view (issue 3: fewer cells to lay out at each scroll step). */
describe('columnWindow', () => {
  const widths = [100, 100, 100, 100, 100, 100, 100, 100];

  it('draws every column while the view width is unknown', () => {
    expect(columnWindow(widths, 0, 0)).toEqual({ from: 0, to: 8, before: 0 });
  });

  it('draws the columns in view and one more on the right at the start', () => {
    // View 0..250 shows columns 0, 1 and 2; column 3 is the spare one.
    expect(columnWindow(widths, 0, 250)).toEqual({ from: 0, to: 4, before: 0 });
  });

  it('leaves out the columns scrolled past on the left, keeping one spare, and says their width', () => {
    // View 420..670 shows columns 4, 5 and 6; 3 and 7 are the spares; 0..2 are left out (300 px).
    expect(columnWindow(widths, 420, 250)).toEqual({ from: 3, to: 8, before: 300 });
  });

  it('counts a leading column (the selection) before the first one', () => {
    // Lead 48: column i spans 48 + 100i .. 148 + 100i. View 0..100 shows only column 0.
    expect(columnWindow(widths, 0, 100, 48)).toEqual({ from: 0, to: 2, before: 0 });
    // View 300..400 shows columns 2 (248..348) and 3 (348..448).
    expect(columnWindow(widths, 300, 100, 48)).toEqual({ from: 1, to: 5, before: 100 });
  });

  it('draws everything when all columns fit', () => {
    expect(columnWindow([80, 120], 0, 1000)).toEqual({ from: 0, to: 2, before: 0 });
    expect(columnWindow([], 0, 1000)).toEqual({ from: 0, to: 0, before: 0 });
  });

  it('sees a changed width of a column left out as a new window (its space before the others changes)', () => {
    const before = columnWindow(widths, 420, 250);
    const narrower = columnWindow([80, ...widths.slice(1)], 420, 250);
    expect([narrower.from, narrower.to, narrower.before]).toEqual([before.from, before.to, 280]);
    expect(sameWindow(before, columnWindow(widths, 430, 250))).toBe(true);
    expect(sameWindow(before, narrower)).toBe(false);
  });
});
