import { table } from '../../mocks/db';
import { addDays, mockToday, setMockToday } from '../../mocks/db/clock';
import type { ClosedDays, HolidayRow, PlanRow, SupplierHolidayRow } from '@/features/holidayPlans/types';
import { api, data, RETAILER, SUPPLIER } from './helpers';

/* Holiday plans in the mock backend: SPEC §3 fields, §5/§9 21-day lead, resume after stop, one plan per supplier and holiday, closedDays for booking. */

const V = '/api/fea-vsm/vacationplan';
type Page<T> = { total: number; pageData: T[] };
const TODAY = '2025-06-18';

/** A holiday of BU 12 starting `ahead` days after the mock's today, added by the retailer. */
async function holidayIn(ahead: number, name = `Test holiday ${ahead}`): Promise<HolidayRow> {
  const start = addDays(mockToday(), ahead);
  return data<HolidayRow>(
    `${V}/saveHoliday`,
    { year: start.slice(0, 4), holidayName: name, buId: '12', startDate: start, endDate: addDays(start, 2) },
    RETAILER,
  );
}
/** A plan around a holiday: stop two days before, resume the day after it ends. */
const datesAround = (h: HolidayRow) => ({
  receiptStop: addDays(h.startDate, -3),
  receiptResume: addDays(h.endDate, 1),
  deliveryStop: addDays(h.startDate, -2),
  deliveryResume: addDays(h.endDate, 2),
});

describe('mock backend: holiday plans', () => {
  beforeEach(() => setMockToday(TODAY));
  afterEach(() => setMockToday(null));

  it('seeds holidays of four years for several BUs, dozens of plans for the demo supplier, and every state on its maintain screen', async () => {
    expect(new Set(table('holidays').map((h) => h.buId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(table('holidays').map((h) => h.year))).toEqual(new Set([2023, 2024, 2025, 2026]));
    const mine = await data<Page<PlanRow>>(`${V}/plans`, { pageNo: 1, pageSize: 200, params: {} }, SUPPLIER);
    expect(mine.total).toBeGreaterThanOrEqual(20);
    expect(
      mine.pageData.every((p) => p.venderId === '100101' && p.holidayName && p.deadline === addDays(p.startDate, -21)),
    ).toBe(true);
    const holidays = await data<Page<SupplierHolidayRow>>(
      `${V}/supplierHolidays`,
      { pageNo: 1, pageSize: 200, params: {} },
      SUPPLIER,
    );
    expect(holidays.total).toBe(28);
    expect(new Set(holidays.pageData.map((h) => h.state))).toEqual(new Set(['closed', 'planned', 'open']));
  });

  it('SPEC §5, §9: a plan 20 days before the holiday is refused, 21 days before is accepted', async () => {
    const at20 = await holidayIn(20);
    const at21 = await holidayIn(21);
    expect(at21.deadline).toBe(TODAY);
    // The maintain screen's states follow the same edge (the client refuses on 'closed').
    const states = await data<Page<SupplierHolidayRow>>(
      `${V}/supplierHolidays`,
      { pageNo: 1, pageSize: 5, params: { holidayName: 'Test holiday' } },
      SUPPLIER,
    );
    expect(states.pageData.map((h) => [h.holidayName, h.state]).sort()).toEqual([
      ['Test holiday 20', 'closed'],
      ['Test holiday 21', 'open'],
    ]);
    expect(await api(`${V}/savePlan`, { holidayId: at20.holidayId, ...datesAround(at20) }, SUPPLIER)).toMatchObject({
      returncode: 'A0440',
      message: '节假日计划须在节假日开始前至少21天录入',
    });
    expect(table('holidayPlans').some((p) => p.holidayId === at20.holidayId)).toBe(false);
    const saved = await data<PlanRow>(`${V}/savePlan`, { holidayId: at21.holidayId, ...datesAround(at21) }, SUPPLIER);
    expect(saved).toMatchObject({ venderId: '100101', bu: '12', holidayName: 'Test holiday 21', ...datesAround(at21) });
    // The retailer sees it among every supplier's plans.
    const all = await data<Page<PlanRow>>(
      `${V}/plans`,
      { pageNo: 1, pageSize: 20, params: { holidayName: 'Test holiday 21' } },
      RETAILER,
    );
    expect(all.pageData.map((p) => [p.venderId, p.planId])).toEqual([['100101', saved.planId]]);
  });

  it('SPEC §5: an edit after the deadline is refused too', async () => {
    const closed = table('holidayPlans').find(
      (p) => p.venderId === '100101' && table('holidays').find((h) => h.holidayId === p.holidayId)!.startDate < TODAY,
    )!;
    const before = { ...closed };
    expect(await api(`${V}/savePlan`, { ...closed, remark: 'late' }, SUPPLIER)).toMatchObject({ returncode: 'A0440' });
    expect(table('holidayPlans').find((p) => p.planId === closed.planId)).toEqual(before);
  });

  it('SPEC §3: each resume date must be after its stop date (the same day is refused)', async () => {
    const h = await holidayIn(40);
    const dates = datesAround(h);
    expect(
      await api(`${V}/savePlan`, { holidayId: h.holidayId, ...dates, receiptResume: dates.receiptStop }, SUPPLIER),
    ).toMatchObject({ returncode: 'A0441', message: '恢复收单日期须晚于停止收单日期' });
    expect(
      await api(
        `${V}/savePlan`,
        { holidayId: h.holidayId, ...dates, deliveryResume: addDays(dates.deliveryStop, -1) },
        SUPPLIER,
      ),
    ).toMatchObject({ returncode: 'A0442', message: '恢复送货日期须晚于停止送货日期' });
    expect(await api(`${V}/savePlan`, { holidayId: h.holidayId, ...dates, receiptStop: '' }, SUPPLIER)).toMatchObject({
      returncode: 'A0410',
      message: '停止收单日期不能为空',
    });
    expect(
      await api(`${V}/savePlan`, { holidayId: h.holidayId, ...dates, deliveryStop: '2025-02-30' }, SUPPLIER),
    ).toMatchObject({ returncode: 'A0410', message: '停止送货日期格式不正确' });
  });

  it('keeps one plan per supplier and holiday: a second one is refused, the plan is edited while allowed', async () => {
    const h = await holidayIn(30);
    const first = await data<PlanRow>(`${V}/savePlan`, { holidayId: h.holidayId, ...datesAround(h) }, SUPPLIER);
    expect(await api(`${V}/savePlan`, { holidayId: h.holidayId, ...datesAround(h) }, SUPPLIER)).toMatchObject({
      returncode: 'A0443',
      message: '该节假日已有计划，请修改原计划',
    });
    const edited = await data<PlanRow>(
      `${V}/savePlan`,
      {
        holidayId: h.holidayId,
        planId: first.planId,
        ...datesAround(h),
        deliveryResume: addDays(h.endDate, 5),
        remark: '仓库盘点',
      },
      SUPPLIER,
    );
    expect(edited).toMatchObject({ planId: first.planId, deliveryResume: addDays(h.endDate, 5), remark: '仓库盘点' });
    expect(table('holidayPlans').filter((p) => p.holidayId === h.holidayId)).toHaveLength(1);
    // Another supplier of the BU has a plan of its own for the same holiday.
    const other = { venderId: '100202', bu: '12', partnerId: 'P10002' };
    await data(
      `${V}/savePlan`,
      { holidayId: h.holidayId, ...datesAround(h) },
      { token: 'demo-supplier-multi', vendor: other },
    );
    const rows = await data<Page<SupplierHolidayRow>>(
      `${V}/supplierHolidays`,
      { pageNo: 1, pageSize: 5, params: { holidayName: 'Test holiday 30' } },
      SUPPLIER,
    );
    expect(rows.pageData).toMatchObject([
      { holidayId: h.holidayId, planId: first.planId, state: 'planned', planCount: 2, remark: '' },
    ]);
  });

  it('lists the plans whose holiday starts within the searched days (startDateStart/End, inclusive)', async () => {
    const all = await data<Page<PlanRow>>(`${V}/plans`, { pageNo: 1, pageSize: 500, params: {} }, SUPPLIER);
    const day = all.pageData[0].startDate;
    const within = (params: Record<string, string>) =>
      data<Page<PlanRow>>(`${V}/plans`, { pageNo: 1, pageSize: 500, params }, SUPPLIER);
    const sameDay = await within({ startDateStart: day, startDateEnd: day });
    expect(sameDay.total).toBeGreaterThan(0);
    expect(sameDay.total).toBe(all.pageData.filter((p) => p.startDate === day).length);
    const after = await within({ startDateStart: addDays(day, 1) });
    expect(after.total).toBe(all.pageData.filter((p) => p.startDate > day).length);
    expect(after.total).toBeLessThan(all.total);
  });

  it("isolates suppliers: its own plans only, no plan for another BU's holiday, no retailer calls", async () => {
    const foreign = table('holidays').find((h) => h.buId === '31' && h.startDate > addDays(TODAY, 30))!;
    expect(
      await api(
        `${V}/savePlan`,
        { holidayId: foreign.holidayId, ...datesAround({ ...foreign, deadline: '', buName: '', planCount: 0 }) },
        SUPPLIER,
      ),
    ).toMatchObject({ returncode: 'B0404' });
    const all = await data<Page<PlanRow>>(`${V}/plans`, { pageNo: 1, pageSize: 1, params: {} }, RETAILER);
    expect(all.total).toBe(table('holidayPlans').length);
    const asked = await data<Page<PlanRow>>(
      `${V}/plans`,
      { pageNo: 1, pageSize: 500, params: { venderId: '120501' } },
      SUPPLIER,
    );
    expect(asked.pageData.every((p) => p.venderId === '100101')).toBe(true);
    expect(
      await api(
        `${V}/saveHoliday`,
        { year: 2025, holidayName: 'x', buId: '12', startDate: '2025-08-01', endDate: '2025-08-01' },
        SUPPLIER,
      ),
    ).toMatchObject({ returncode: 'A0303' });
    expect(await api(`${V}/savePlan`, { holidayId: foreign.holidayId }, RETAILER)).toMatchObject({
      returncode: 'A0303',
    });
  });

  it('checks the holidays the retailer defines: dates in order, in the year, one name per BU and year; deletes only unplanned ones', async () => {
    const base = { year: '2025', holidayName: '店庆', buId: '13', startDate: '2025-08-08', endDate: '2025-08-09' };
    expect(await api(`${V}/saveHoliday`, { ...base, endDate: '2025-08-07' }, RETAILER)).toMatchObject({
      returncode: 'A0444',
      message: '节假日结束日期不能早于开始日期',
    });
    expect(await api(`${V}/saveHoliday`, { ...base, year: '2026' }, RETAILER)).toMatchObject({
      returncode: 'A0445',
      message: '节假日开始日期须在所选年度内',
    });
    expect(await api(`${V}/saveHoliday`, { ...base, holidayName: ' ' }, RETAILER)).toMatchObject({
      returncode: 'A0410',
      message: '节假日不能为空',
    });
    const added = await data<HolidayRow>(`${V}/saveHoliday`, base, RETAILER);
    expect(added).toMatchObject({ year: 2025, deadline: '2025-07-18', planCount: 0, buName: '苏果超市' });
    expect(await api(`${V}/saveHoliday`, base, RETAILER)).toMatchObject({ returncode: 'A0446' });
    const edited = await data<HolidayRow>(
      `${V}/saveHoliday`,
      { ...base, holidayId: added.holidayId, endDate: '2025-08-10' },
      RETAILER,
    );
    expect(edited).toMatchObject({ holidayId: added.holidayId, endDate: '2025-08-10' });
    const listed = await data<Page<HolidayRow>>(
      `${V}/holidays`,
      { pageNo: 1, pageSize: 50, params: { year: 2025, buId: '13' } },
      RETAILER,
    );
    expect(listed.pageData.map((h) => h.holidayName)).toContain('店庆');

    const planned = table('holidays').find((h) => table('holidayPlans').some((p) => p.holidayId === h.holidayId))!;
    expect(await api(`${V}/deleteHoliday`, { holidayId: planned.holidayId }, RETAILER)).toMatchObject({
      returncode: 'A0447',
      message: '已有供应商录入计划的节假日不能删除',
    });
    expect(await data(`${V}/deleteHoliday`, { holidayId: added.holidayId }, RETAILER)).toEqual({ count: 1 });
    expect(table('holidays').some((h) => h.holidayId === added.holidayId)).toBe(false);
  });

  it("publishes closedDays for booking: a DC's closed days and the suppliers' delivery stop ranges (stop date to the day before resuming)", async () => {
    const h = await holidayIn(25, 'Booking test');
    const dates = datesAround(h);
    await data(`${V}/savePlan`, { holidayId: h.holidayId, ...dates }, SUPPLIER);
    const from = addDays(h.startDate, -10);
    const to = addDays(h.endDate, 10);
    // A DC is asked by its BUs (DC 121 serves every BU).
    const byDc = await data<ClosedDays>(`${V}/closedDays`, { dcId: '121', venderId: '100101', from, to }, RETAILER);
    const byBu = await data<ClosedDays>(`${V}/closedDays`, { buId: '12', venderId: '100101', from, to }, RETAILER);
    expect(byBu.closedDays.filter((d) => d.holidayId === h.holidayId).map((d) => d.date)).toEqual([
      h.startDate,
      addDays(h.startDate, 1),
      h.endDate,
    ]);
    expect(byDc.closedDays.some((d) => d.holidayId === h.holidayId)).toBe(true);
    expect(byBu.deliveryStops.filter((r) => r.holidayId === h.holidayId)).toEqual([
      {
        venderId: '100101',
        bu: '12',
        holidayId: h.holidayId,
        holidayName: 'Booking test',
        from: dates.deliveryStop,
        to: addDays(dates.deliveryResume, -1),
      },
    ]);
    expect(byBu.receiptStops.find((r) => r.holidayId === h.holidayId)).toMatchObject({
      from: dates.receiptStop,
      to: addDays(dates.receiptResume, -1),
    });
    // Clipped to the range asked; the supplier gets its own ranges only.
    const clipped = await data<ClosedDays>(`${V}/closedDays`, { from: h.startDate, to: h.startDate }, SUPPLIER);
    expect(clipped.closedDays.map((d) => d.date)).toEqual([h.startDate]);
    expect(clipped.deliveryStops.find((r) => r.holidayId === h.holidayId)).toMatchObject({
      from: h.startDate,
      to: h.startDate,
    });
    const others = await data<ClosedDays>(`${V}/closedDays`, { venderId: '120501', from, to }, SUPPLIER);
    expect(others.deliveryStops.every((r) => r.venderId === '100101')).toBe(true);
    expect(await api(`${V}/closedDays`, { buId: '12', from: to, to: from }, RETAILER)).toMatchObject({
      returncode: 'A0448',
    });
    expect(await api(`${V}/closedDays`, { from, to }, RETAILER)).toMatchObject({
      returncode: 'A0410',
      message: '事业部不能为空',
    });
  });
});
