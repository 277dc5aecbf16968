import { describe, expect, it } from 'vitest';
import { duration } from '../../scripts/lib/testReports.mjs';

describe("npm test's summary (scripts/test.mjs)", () => {
  it('prints tenths of a second below a minute, then whole minutes and seconds, never "1 min 60 s"', () => {
    expect(duration(400)).toBe('0.4 s');
    expect(duration(42_900)).toBe('42.9 s');
    expect(duration(59_940)).toBe('59.9 s');
    expect(duration(59_960)).toBe('1 min 0 s');
    expect(duration(119_600)).toBe('2 min 0 s');
    expect(duration(722_400)).toBe('12 min 2 s');
  });
});
