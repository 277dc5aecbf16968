/**
 * The mock's "today". Defaults to the real current date (local time), so the seeded sales of
 * "yesterday" exist; tests and e2e can pin it with setMockToday('2025-06-18') (the DB is
 * reseeded on the next access, since the seed is relative to today).
 */
let fixedToday: string | null = null;
const listeners: Array<() => void> = [];

export function setMockToday(iso: string | null): void {
  if (iso !== null && !/^\d{4}-\d{2}-\d{2}$/.test(iso))
    throw new Error(`setMockToday: expected YYYY-MM-DD, got ${iso}`);
  fixedToday = iso;
  listeners.forEach((fn) => fn());
}

export function onClockChange(fn: () => void): void {
  listeners.push(fn);
}

export function mockToday(): string {
  return fixedToday ?? formatDate(new Date());
}

export function formatDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Adds days to a YYYY-MM-DD date (calendar arithmetic in UTC, no time-zone drift). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.toISOString().slice(0, 10);
}

/** The earlier of a day and `last` (a seed's "no later than today"). */
export const notAfter = (iso: string, last: string) => (iso > last ? last : iso);

export function yesterday(): string {
  return addDays(mockToday(), -1);
}

/** A timestamp 'YYYY-MM-DD HH:mm:ss' on a given day. */
export function at(iso: string, hh: number, mm = 0, ss = 0): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${iso} ${p(hh)}:${p(mm)}:${p(ss)}`;
}

/** The mock's "now" as 'YYYY-MM-DD HH:mm:ss': today's date with the real clock time. */
export function nowStamp(): string {
  const d = new Date();
  return at(mockToday(), d.getHours(), d.getMinutes(), d.getSeconds());
}
