/**
 * The server's clock, the one source of "today" for every date rule and default on the screen (a
 * certificate's five years, "not before today", "not after today", a report's last 30 days): the server
 * enforces its rules on its own day, so the screen must judge by the same one. Each answer's HTTP Date
 * header sets how far the server's clock is from the browser's; before the first answer the browser's
 * clock stands in.
 */
let offsetMs = 0;

/** Takes the server's clock from an answer's Date header ('Sat, 28 Nov 2026 10:15:00 GMT'); ignores a missing or bad one. */
export function takeServerDate(header: unknown, receivedAt: number = Date.now()): void {
  if (typeof header !== 'string' || !header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  // The header counts whole seconds: a difference under a few seconds is the browser's own clock.
  const offset = server - receivedAt;
  offsetMs = Math.abs(offset) < 5000 ? 0 : offset;
}

/** Forgets the server's clock (tests; a new sign-in learns it again). */
export function resetServerClock(): void {
  offsetMs = 0;
}

/** The server's now, in the browser's time zone. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The server's today as YYYY-MM-DD. */
export function today(): string {
  const d = serverNow();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The server's now as 'YYYY-MM-DD HH:mm' (signing times are compared by the minute). */
export function nowMinute(): string {
  const d = serverNow();
  return `${today()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The server's day `n` days before today (after, for a negative `n`), as YYYY-MM-DD. */
export function daysAgo(n: number): string {
  const d = serverNow();
  const day = new Date(d.getFullYear(), d.getMonth(), d.getDate() - n);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
