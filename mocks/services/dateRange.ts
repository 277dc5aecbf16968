import { isBlank } from './paging';

/**
 * Inclusive day ranges of list queries: the search form sends a range on `field` as `fieldStart` and
 * `fieldEnd` (YYYY-MM-DD, either may be blank), compared with the day of the row's date or time stamp.
 */

const RANGE_PARAM = /^(.+)(Start|End)$/;

/** A bound as YYYY-MM-DD (a day written YYYY/MM/DD is read the same). */
const dayOf = (bound: unknown) => String(bound).trim().replace(/\//g, '-');

/** Whether a date or time stamp falls within [from, to] by its day; a blank bound is open, a row without the value is outside a set one. */
export function inDayRange(value: unknown, from: unknown, to: unknown): boolean {
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  return (isBlank(from) || (day !== '' && day >= dayOf(from))) && (isBlank(to) || (day !== '' && day <= dayOf(to)));
}

/**
 * The days a period [start, end] (YYYY-MM-DD) shares with a range [from, to], both inclusive, a blank
 * bound of the range open; null when they share none. A list keeps a row whose period overlaps the
 * searched one; a calendar cuts a period to the days asked about.
 */
export function periodOverlap(start: string, end: string, from: unknown, to: unknown): [string, string] | null {
  const first = isBlank(from) || start > dayOf(from) ? start : dayOf(from);
  const last = isBlank(to) || end < dayOf(to) ? end : dayOf(to);
  return first <= last ? [first, last] : null;
}

/**
 * A query's params apart from its date ranges (`rest`, for the generic match), and the test a row
 * passes when each ranged field of it is within its range.
 */
export function splitDateRanges(params: Record<string, unknown>): {
  rest: Record<string, unknown>;
  inRanges: (row: object) => boolean;
} {
  const rest: Record<string, unknown> = {};
  const ranges = new Map<string, [from: unknown, to: unknown]>();
  for (const [key, value] of Object.entries(params)) {
    const m = RANGE_PARAM.exec(key);
    if (!m) {
      rest[key] = value;
      continue;
    }
    const range = ranges.get(m[1]) ?? [undefined, undefined];
    range[m[2] === 'Start' ? 0 : 1] = value;
    ranges.set(m[1], range);
  }
  const set = [...ranges].filter(([, [from, to]]) => !isBlank(from) || !isBlank(to));
  return {
    rest,
    inRanges: (row) =>
      set.every(([field, [from, to]]) => inDayRange((row as Record<string, unknown>)[field], from, to)),
  };
}
