import { isoDate } from '@/lib/dates';
import { HOLIDAY_PLAN_LEAD_DAYS } from '@/lib/validators';
import type { PlanDates } from './types';

/**
 * The holiday-plan rules the client checks before the call, with the server's messages (the mock's
 * holidayPlans service refuses the same): SPEC §5, §9 at least 21 days ahead, each resume date
 * after its stop date; a holiday's last day not before its first, its first day in its year.
 */

/** The device's today as YYYY-MM-DD (the server's today decides in the end). */
export const todayIso = () => {
  const d = new Date();
  return isoDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
};

export const addDays = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** SPEC §5, §9: a plan may be entered or edited until 21 days before the holiday's first day. */
export const withinLead = (holiday: { startDate: string }, today = todayIso()) => today <= addDays(holiday.startDate, -HOLIDAY_PLAN_LEAD_DAYS);

export const LEAD_MESSAGE = 'holidayPlans:rule.lead';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Resume dates after stop dates: the field to mark and the message key of each broken pair. */
export function planProblems(values: Partial<Record<keyof PlanDates, unknown>>): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const pair = (stop: keyof PlanDates, resume: keyof PlanDates, key: string) => {
    if (str(values[stop]) && str(values[resume]) && str(values[resume]) <= str(values[stop])) problems[resume] = key;
  };
  pair('receiptStop', 'receiptResume', 'holidayPlans:rule.receiptOrder');
  pair('deliveryStop', 'deliveryResume', 'holidayPlans:rule.deliveryOrder');
  return Object.keys(problems).length ? problems : null;
}

/** A holiday's last day not before its first; its first day in the year chosen. */
export function holidayProblems(values: Record<string, unknown>): Record<string, string> | null {
  const start = str(values.startDate);
  const end = str(values.endDate);
  if (start && end && end < start) return { endDate: 'holidayPlans:rule.holidayDates' };
  if (start && values.year !== undefined && values.year !== null && String(values.year) !== '' && start.slice(0, 4) !== String(values.year)) return { startDate: 'holidayPlans:rule.holidayYear' };
  return null;
}
