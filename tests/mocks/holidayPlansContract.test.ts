import { deleteRows, table } from '../../mocks/db';
import { addDays, mockToday, setMockToday } from '../../mocks/db/clock';
import {
  PLANS_ERRORS,
  canDeleteHoliday,
  canPlan,
  deadlineOf,
  holidayProblems,
  messageKeysOf,
  planProblems,
  plansUrl,
} from '@/features/holidayPlans/contract';
import { holidaysQuery } from '@/features/holidayPlans/schemas/holidaysQuery';
import { supplierHolidaysQuery } from '@/features/holidayPlans/schemas/supplierHolidaysQuery';
import type { HolidayRow, SupplierHolidayRow } from '@/features/holidayPlans/types';
import type { ActionForm, DocumentAction } from '@/kit/query';
import { api, data, RETAILER, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the
 * action's `allowed`, its form's `validate`) and the mock's answer through its service agree,
 * because both call the rule.
 */

type Page<T> = { total: number; pageData: T[] };
const TODAY = '2025-06-18';
const code = async (path: Parameters<typeof plansUrl>[0], body: object, options: object) =>
  (await api(plansUrl(path), body, options)).returncode;
const actionOf = <T>(actions: DocumentAction<T>[] | undefined, key: string) => {
  const action = actions?.find((a) => a.key === key);
  if (!action) throw new Error(`no action ${key}`);
  return action;
};
const formOf = <T>(action: DocumentAction<T>, rows: T[]): ActionForm => {
  const form = typeof action.form === 'function' ? action.form(rows) : action.form;
  if (!form?.validate) throw new Error(`no validate() on ${action.key}`);
  return form;
};
const codeOf = (problem: keyof typeof PLANS_ERRORS | undefined) => (problem ? PLANS_ERRORS[problem].code : '00000');

/** A holiday of the demo supplier's BU starting `ahead` days after the mock's today, added by the retailer. */
async function holidayIn(ahead: number): Promise<HolidayRow> {
  const start = addDays(mockToday(), ahead);
  const body = { year: start.slice(0, 4), holidayName: `H${ahead}`, buId: '12', startDate: start, endDate: start };
  return data<HolidayRow>(plansUrl('saveHoliday'), body, RETAILER);
}
const supplierRow = async (holidayId: string) =>
  (
    await data<Page<SupplierHolidayRow>>(
      plansUrl('supplierHolidays'),
      { pageNo: 1, pageSize: 100, params: {} },
      SUPPLIER,
    )
  ).pageData.find((h) => h.holidayId === holidayId)!;
const around = (h: HolidayRow) => ({
  receiptStop: addDays(h.startDate, -3),
  receiptResume: addDays(h.endDate, 1),
  deliveryStop: addDays(h.startDate, -2),
  deliveryResume: addDays(h.endDate, 2),
});

describe('holiday plans contract: screen and mock refuse the same inputs', () => {
  beforeEach(() => setMockToday(TODAY));
  afterEach(() => setMockToday(null));

  it('enters a plan exactly while canPlan allows it (SPEC §5, §9 at least 21 days before the holiday)', async () => {
    const action = actionOf<SupplierHolidayRow>(supplierHolidaysQuery().actions, 'plan');
    const answers: boolean[] = [];
    for (const ahead of [19, 20, 21, 22]) {
      const h = await holidayIn(ahead);
      expect(h.deadline).toBe(deadlineOf(h.startDate));
      const row = await supplierRow(h.holidayId);
      const rule = canPlan(row);
      const ok = (await code('savePlan', { holidayId: h.holidayId, ...around(h) }, SUPPLIER)) === '00000';
      expect([action.allowed!(row), ok], `${ahead} days ahead`).toEqual([rule, rule]);
      answers.push(rule);
    }
    expect(answers).toEqual([false, false, true, true]);
    expect(action.refusedKey).toBe(PLANS_ERRORS.lead.messageKey);
  });

  it('takes the four dates exactly as planProblems allows (each resume date after its stop date)', async () => {
    const h = await holidayIn(40);
    const row = await supplierRow(h.holidayId);
    const validate = formOf(actionOf<SupplierHolidayRow>(supplierHolidaysQuery().actions, 'plan'), [row]).validate!;
    const d = around(h);
    const cases: Record<string, string>[] = [
      d,
      { ...d, receiptResume: d.receiptStop },
      { ...d, receiptResume: addDays(d.receiptStop, -1) },
      { ...d, deliveryResume: d.deliveryStop },
      { ...d, receiptResume: d.receiptStop, deliveryResume: addDays(d.deliveryStop, -5) },
      { ...d, receiptResume: addDays(d.receiptStop, 1), deliveryResume: addDays(d.deliveryStop, 1) },
    ];
    for (const values of cases) {
      const problems = planProblems(values);
      expect(validate(values), JSON.stringify(values)).toEqual(messageKeysOf(problems));
      const answer = await code('savePlan', { holidayId: h.holidayId, ...values }, SUPPLIER);
      expect(answer, JSON.stringify(values)).toBe(codeOf(problems?.receiptResume ?? problems?.deliveryResume));
      deleteRows('holidayPlans', (p) => p.holidayId === h.holidayId);
    }
  });

  it('saves a holiday exactly as holidayProblems allows (its last day not before its first, in the year chosen)', async () => {
    const bus = [{ value: '12', labelKey: 'bu12' }];
    const validate = formOf(actionOf<HolidayRow>(holidaysQuery(bus).actions, 'add'), []).validate!;
    const cases: Record<string, unknown>[] = [
      { year: 2025, startDate: '2025-10-01', endDate: '2025-10-07' },
      { year: 2025, startDate: '2025-10-01', endDate: '2025-10-01' },
      { year: 2025, startDate: '2025-10-07', endDate: '2025-10-01' },
      { year: 2026, startDate: '2025-12-31', endDate: '2026-01-02' },
      { year: '2025', startDate: '2025-12-31', endDate: '2026-01-02' },
      { year: 2024, startDate: '2025-10-07', endDate: '2025-10-01' },
    ];
    let n = 0;
    for (const values of cases) {
      const problems = holidayProblems(values);
      expect(validate(values), JSON.stringify(values)).toEqual(messageKeysOf(problems));
      const body = { ...values, buId: '12', holidayName: `Case ${(n += 1)}` };
      expect(await code('saveHoliday', body, RETAILER), JSON.stringify(values)).toBe(
        codeOf(problems?.endDate ?? problems?.startDate),
      );
    }
  });

  it('deletes a holiday exactly when canDeleteHoliday allows it (none of its suppliers planned for it)', async () => {
    const action = actionOf<HolidayRow>(holidaysQuery([]).actions, 'delete');
    expect(action.refusedKey).toBe(PLANS_ERRORS.holidayInUse.messageKey);
    const planned = table('holidays').find((h) => table('holidayPlans').some((p) => p.holidayId === h.holidayId))!;
    const rows = (
      await data<Page<HolidayRow>>(plansUrl('holidays'), { pageNo: 1, pageSize: 500, params: {} }, RETAILER)
    ).pageData;
    for (const row of [rows.find((h) => h.holidayId === planned.holidayId)!, await holidayIn(60)]) {
      const rule = canDeleteHoliday(row);
      const ok = (await code('deleteHoliday', { holidayId: row.holidayId }, RETAILER)) === '00000';
      expect([action.allowed!(row), ok], `${row.planCount} plans`).toEqual([rule, rule]);
    }
  });
});
