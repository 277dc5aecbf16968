import { HOLIDAY_PLAN_LEAD_DAYS } from '@/lib/validators';

/**
 * Holiday plans' contract (issue 37): what the screens and the mock backend (mocks/domains/holidayPlans)
 * both hold to, written once — the calls, the plan states with their labels' keys and tones, the action
 * predicates, the SPEC §5, §9 validations (21 days ahead, resume after stop, a holiday's days) and the
 * error codes with the client's message keys. Pure TypeScript: no React, no antd, no i18next. What only a
 * server knows (today, the plans entered, other suppliers) stays in the mock, which calls these rules.
 */

import { type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Holiday plans")

export const PLANS_BASE = '/api/fea-vsm/vacationplan';

/** Each call's path under PLANS_BASE. */
export const PLANS_PATHS = {
  holidays: 'holidays',
  saveHoliday: 'saveHoliday',
  deleteHoliday: 'deleteHoliday',
  plans: 'plans',
  supplierHolidays: 'supplierHolidays',
  savePlan: 'savePlan',
  closedDays: 'closedDays',
} as const;

export const plansUrl = (path: keyof typeof PLANS_PATHS) => `${PLANS_BASE}/${PLANS_PATHS[path]}`;

// ------------------------------------------------------------------ states

/** A holiday on the supplier's maintain screen: no plan yet and still time, a plan that may still be edited, past its deadline. */
export const PLAN_STATE = { open: 'open', planned: 'planned', closed: 'closed' } as const;
export type PlanState = (typeof PLAN_STATE)[keyof typeof PLAN_STATE];

export const PLAN_STATES: CodedValue[] = Object.values(PLAN_STATE).map((value) => ({
  value,
  labelKey: `holidayPlans:state.${value}`,
}));
export const PLAN_TONES: Record<PlanState, Tone> = { open: 'processing', planned: 'success', closed: 'default' };

// ------------------------------------------------------------------ predicates (SPEC §5, §9)

/** The last day a plan for a holiday starting on `startDate` may be entered or edited: 21 days ahead. */
export function deadlineOf(startDate: string): string {
  const [y, m, d] = startDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - HOLIDAY_PLAN_LEAD_DAYS)).toISOString().slice(0, 10);
}

/** A holiday's state for one supplier by the server's today (the mock answers it with each holiday). */
export function planStateOf(deadline: string, today: string, planned: boolean): PlanState {
  if (deadline < today) return PLAN_STATE.closed;
  return planned ? PLAN_STATE.planned : PLAN_STATE.open;
}

/** SPEC §5, §9: a plan may be entered or edited until its holiday's deadline (the state the server answers). */
export const canPlan = (holiday: { state: PlanState }) => holiday.state !== PLAN_STATE.closed;

/** A holiday no supplier has planned for may be deleted. */
export const canDeleteHoliday = (holiday: { planCount: number }) => holiday.planCount === 0;

// ------------------------------------------------------------------ validations

/** Length limits the server keeps (its messages) and the forms stop at. */
export const HOLIDAY_NAME_MAX = 32;
export const REMARK_MAX = 200;
/** The years a holiday may be defined for. */
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;

export type PlanDateName = 'receiptStop' | 'receiptResume' | 'deliveryStop' | 'deliveryResume';
export type PlansProblem = 'receiptOrder' | 'deliveryOrder' | 'holidayDates' | 'holidayYear';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Each resume date after its stop date (SPEC §3's four dates): the field to mark and the rule broken. */
export function planProblems(
  values: Partial<Record<PlanDateName, unknown>>,
): Partial<Record<PlanDateName, PlansProblem>> | null {
  const problems: Partial<Record<PlanDateName, PlansProblem>> = {};
  const pair = (stop: PlanDateName, resume: PlanDateName, problem: PlansProblem) => {
    if (str(values[stop]) && str(values[resume]) && str(values[resume]) <= str(values[stop]))
      problems[resume] = problem;
  };
  pair('receiptStop', 'receiptResume', 'receiptOrder');
  pair('deliveryStop', 'deliveryResume', 'deliveryOrder');
  return Object.keys(problems).length ? problems : null;
}

/** A holiday's last day not before its first; its first day in the year chosen. */
export function holidayProblems(values: {
  year?: unknown;
  startDate?: unknown;
  endDate?: unknown;
}): Partial<Record<'startDate' | 'endDate', PlansProblem>> | null {
  const start = str(values.startDate);
  const end = str(values.endDate);
  if (start && end && end < start) return { endDate: 'holidayDates' };
  const year = values.year === undefined || values.year === null ? '' : String(values.year).trim();
  if (start && year !== '' && start.slice(0, 4) !== year) return { startDate: 'holidayYear' };
  return null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The holiday-plan error codes the mock answers, with the key of the client's own text where it refuses first. */
export const PLANS_ERRORS = {
  lead: { code: 'A0440', messageKey: 'holidayPlans:rule.lead' },
  receiptOrder: { code: 'A0441', messageKey: 'holidayPlans:rule.receiptOrder' },
  deliveryOrder: { code: 'A0442', messageKey: 'holidayPlans:rule.deliveryOrder' },
  planExists: { code: 'A0443', messageKey: 'holidayPlans:rule.planExists' },
  holidayMissing: { code: 'B0404', messageKey: 'holidayPlans:rule.holidayMissing' },
  holidayDates: { code: 'A0444', messageKey: 'holidayPlans:rule.holidayDates' },
  holidayYear: { code: 'A0445', messageKey: 'holidayPlans:rule.holidayYear' },
  holidayDuplicate: { code: 'A0446', messageKey: 'holidayPlans:rule.holidayDuplicate' },
  holidayInUse: { code: 'A0447', messageKey: 'holidayPlans:rule.inUse' },
} as const;

/** The screen's form errors of field problems: each field's message key. */
export const messageKeysOf = (problems: Partial<Record<string, PlansProblem>> | null) =>
  problems
    ? Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, PLANS_ERRORS[p!].messageKey]))
    : null;
