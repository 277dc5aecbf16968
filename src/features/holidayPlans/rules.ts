import type { PlanDates, PlanState } from './types';

/**
 * The holiday-plan rules the client checks before the call, with the server's messages (the mock's
 * holidayPlans service refuses the same): SPEC §5, §9 at least 21 days ahead, each resume date
 * after its stop date; a holiday's last day not before its first, its first day in its year.
 */

/**
 * SPEC §5, §9: a plan may be entered or edited until its holiday's deadline (first day − 21 days).
 * The server answers each holiday's state by its own today ('closed' once the deadline has passed),
 * so the client refuses exactly what the server would, whatever the device's clock says.
 */
export const withinLead = (holiday: { state: PlanState }) => holiday.state !== 'closed';

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
  if (
    start &&
    values.year !== undefined &&
    values.year !== null &&
    String(values.year) !== '' &&
    start.slice(0, 4) !== String(values.year)
  )
    return { startDate: 'holidayPlans:rule.holidayYear' };
  return null;
}
