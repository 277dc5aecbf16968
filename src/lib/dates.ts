/**
 * Calendar dates as the portal writes them (SPEC §3 default date format YYYY-MM-DD, §5 date
 * rules). Plain functions over strings; dayjs only where a picker needs it.
 */

export const DATE_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';
export const TIME_FORMAT = 'HH:mm';
/** What a date picker takes when typed (SPEC §5): the display format first, then YYYY/MM/DD. */
export const TYPED_DATE_FORMATS = [DATE_FORMAT, 'YYYY/MM/DD'];
/** The month picker's counterpart: YYYY-MM or YYYY/MM. */
export const TYPED_MONTH_FORMATS = [MONTH_FORMAT, 'YYYY/MM'];

export type CalendarDate = { year: number; month: number; day: number };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function checked(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** SPEC §5: YYYY-MM-DD or YYYY/MM/DD (one separator, two-digit month and day), a real calendar day. */
const STRICT = /^(\d{4})([-/])(\d{2})\2(\d{2})$/;
/** Import files (SPEC §5 batches: yyyy/m/d on import): one- or two-digit month and day. */
const LOOSE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;

/** The calendar day a text names, or null (wrong shape, 2025-02-30, 2023-02-29 …). */
export function parseCalendarDate(text: unknown, { loose = false }: { loose?: boolean } = {}): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const m = (loose ? LOOSE : STRICT).exec(text.trim());
  return m ? checked(Number(m[1]), Number(m[3]), Number(m[4])) : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A typed or imported date as YYYY-MM-DD, or null when it is not a calendar day. */
export function normalizeDate(text: unknown, opts: { loose?: boolean } = {}): string | null {
  const date = parseCalendarDate(text, opts);
  return date ? isoDate(date) : null;
}

/** The date part of a server value ('2025-06-10 09:30:00', '2025/6/1', a Date or epoch ms) as YYYY-MM-DD; '' when none. */
export function datePart(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(value.trim());
    if (m) {
      const date = checked(Number(m[1]), Number(m[2]), Number(m[3]));
      return date ? isoDate(date) : '';
    }
    if (!/^\d+$/.test(value.trim())) return '';
  }
  const d =
    value instanceof Date
      ? value
      : typeof value === 'number' || typeof value === 'string'
        ? new Date(Number(value))
        : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  return isoDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
}

/** Whole days from one 'YYYY-MM-DD' day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
