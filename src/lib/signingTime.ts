import { parseCalendarDate } from './dates';
import { isValidTime } from './validators';

/**
 * One rule for every signing time a user enters (a contract's electronic signing time, a settlement
 * confirmation letter's signing date), used by the screens and by the mock server alike:
 * - a calendar day (SPEC §5 dates), with a time of day 01:00–24:00 when one is part of it (SPEC §5
 *   time input; seconds, when sent, 00–59);
 * - not later than now, compared by the minute as it is chosen (by the day for a date alone);
 * - not earlier than `notBefore` (e.g. the contract's approval), compared the same way.
 */
export type SigningTimeProblem = 'format' | 'future' | 'beforeStart';

export type SigningTimeCheck = {
  problem: SigningTimeProblem;
  /** The part to point at: the day, or the time of day (same day). */
  part: 'date' | 'time';
};

const SHAPE = /^(\S+)(?: (\d{2}:\d{2})(?::(\d{2}))?)?$/;

/** The signing time's fault, or null when it is taken. `now` is 'YYYY-MM-DD HH:mm[:ss]'. */
export function checkSigningTime(
  value: string,
  { now, notBefore }: { now: string; notBefore?: string | null },
): SigningTimeCheck | null {
  const m = SHAPE.exec(value.trim());
  if (!m || !parseCalendarDate(m[1])) return { problem: 'format', part: 'date' };
  const [, rawDay, clock, seconds] = m;
  if (clock !== undefined && (!isValidTime(clock) || (seconds !== undefined && Number(seconds) > 59)))
    return { problem: 'format', part: 'time' };
  const day = rawDay.replace(/\//g, '-');
  // Compared at the precision the value has: by the minute with a time, by the day without one.
  const chosen = clock ? `${day} ${clock}` : day;
  const cut = (stamp: string) => stamp.replace(/\//g, '-').slice(0, chosen.length);
  const partOf = (other: string) => (day === other.slice(0, 10).replace(/\//g, '-') && clock ? 'time' : 'date');
  if (chosen > cut(now)) return { problem: 'future', part: partOf(now) };
  if (notBefore && chosen < cut(notBefore)) return { problem: 'beforeStart', part: partOf(notBefore) };
  return null;
}
