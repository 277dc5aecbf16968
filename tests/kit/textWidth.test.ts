import { describe, expect, it } from 'vitest';
import { textWidthBound } from '@/kit/grid/textWidth';

describe('textWidthBound (the virtual grid clips only cells that may not fit)', () => {
  it('counts CJK and full-width characters as 1em', () => {
    expect(textWidthBound('供应商协同', 14)).toBe(70);
    expect(textWidthBound('（Ａ）', 14)).toBe(42);
  });

  it('counts digits and date or amount marks as 0.65em', () => {
    expect(textWidthBound('2026-11-22', 14)).toBeCloseTo(91);
    expect(textWidthBound('12,345.67', 14)).toBeCloseTo(81.9);
  });

  it('counts letters by their widest shapes', () => {
    expect(textWidthBound('ab', 10)).toBeCloseTo(14);
    expect(textWidthBound('AB', 10)).toBeCloseTo(16);
    expect(textWidthBound('mwMW@%', 10)).toBeCloseTo(60);
  });

  it('stays above what a browser draws for the widest Latin text of the same length', () => {
    // DejaVu Sans, the widest common fallback: W 0.99em, m 0.97em, digits 0.64em.
    expect(textWidthBound('WWWW', 14)).toBeGreaterThanOrEqual(4 * 0.99 * 14);
    expect(textWidthBound('0123456789', 14)).toBeGreaterThanOrEqual(10 * 0.64 * 14);
  });

  it('counts a character outside the basic plane (two code units) as 1.3em', () => {
    expect(textWidthBound('😀', 10)).toBeCloseTo(13);
  });

  it('is 0 for an empty text', () => {
    expect(textWidthBound('')).toBe(0);
  });
});
