import { table } from '../../mocks/db';
import { addDays, setMockToday } from '../../mocks/db/clock';
import { isGiftOrder, weekdayOf } from '../../mocks/domains/booking/rules';
import { api, data, DEMO_VENDOR, type Vendor } from './helpers';

/* Online delivery appointments in the mock backend (SPEC §2 online-booking, §3 Appointment, §5 rules, §8 messages). */

const B = '/api/fea-vsm/booking';
const TODAY = '2025-06-18'; // a Wednesday
const MULTI: Vendor = { venderId: '100202', bu: '12', partnerId: 'P10002' };
const asDemo = { vendor: DEMO_VENDOR };
const asMulti = { token: 'demo-supplier-multi', vendor: MULTI };
const asRetailer = { token: 'demo-retailer' };
type Page<T> = { total: number; pageData: T[] };
type Appt = { reservationNo: string; status: string; deliveryDate: string; timeSlot: string; venderId: string };

beforeEach(() => setMockToday(TODAY));
afterEach(() => setMockToday(null));

const picked = new Set<string>();
beforeEach(() => picked.clear());

/** A fresh open order of a vendor at DC 12001 whose window is set to [from, to]; not a gift unless asked. */
function openOrder(venderId: string, from: string, to: string, gift = false) {
  const booked = new Set(
    table('appointments')
      .filter((a) => a.status !== '9')
      .flatMap((a) => a.orderSheetIds),
  );
  const o = table('orderNotices').find(
    (x) =>
      x.venderId === venderId &&
      x.bu === '12' &&
      !booked.has(x.sheetId) &&
      !picked.has(x.sheetId) &&
      x.logisticsMode !== '1' &&
      isGiftOrder(x.sheetId) === gift,
  )!;
  Object.assign(o, { status: '1', transferDc: '12001', expectedReceiptDate: from, deadline: to });
  picked.add(o.sheetId);
  return o.sheetId;
}
/** The next Monday–Saturday at least `days` ahead. */
function workday(days: number) {
  let d = addDays(TODAY, days);
  while (weekdayOf(d) === '7') d = addDays(d, 1);
  return d;
}
const bookBody = (ids: string[], deliveryDate: string, timeSlot = '14:00-16:00', requestedCartons = 10) => ({
  dcId: '12001',
  orderSheetIds: ids,
  deliveryDate,
  timeSlot,
  requestedCartons,
});
const setLimit = (supplierLimit: number) => data(`${B}/paramsSave`, { dcId: '12001', supplierLimit }, asRetailer);

describe('mock backend: online delivery appointments', () => {
  it('seeds parameters for every bookable DC (not org 121) and appointments in every status for the demo supplier', () => {
    const dcs = table('bookingParams').map((p) => p.dcId);
    expect(dcs).toContain('120');
    expect(dcs).toContain('12001');
    expect(dcs).not.toContain('121');
    const demo = table('appointments').filter((a) => a.venderId === '100101');
    expect(demo.length).toBeGreaterThanOrEqual(20);
    for (const status of ['0', '1', '9']) expect(demo.some((a) => a.status === status)).toBe(true);
    expect(new Set(table('appointments').map((a) => a.bu)).size).toBeGreaterThanOrEqual(4);
  });

  it('isolates suppliers; the retailer sees every appointment with the supplier name', async () => {
    const mine = await data<Page<Appt>>(`${B}/query`, { pageNo: 1, pageSize: 500, params: {} }, asDemo);
    expect(mine.total).toBe(table('appointments').filter((a) => a.venderId === '100101').length);
    expect(mine.pageData.every((a) => a.venderId === '100101')).toBe(true);
    const all = await data<Page<Appt>>(`${B}/query`, { pageNo: 1, pageSize: 1, params: {} }, asRetailer);
    expect(all.total).toBe(table('appointments').length);
    const foreign = table('appointments').find((a) => a.venderId !== '100101')!;
    expect(await api(`${B}/get`, { reservationNo: foreign.reservationNo }, asDemo)).toMatchObject({
      returncode: 'B0410',
      message: '预约流水号已取消或不存在，请重新输入',
    });
  });

  it('filters an inclusive delivery-date range, an end date alone too', async () => {
    const query = (params: Record<string, string>) =>
      data<Page<Appt>>(`${B}/query`, { pageNo: 1, pageSize: 1, params }, asRetailer);
    const rows = table('appointments');
    const day = rows.map((a) => a.deliveryDate).sort()[Math.floor(rows.length / 2)];
    expect((await query({ deliveryDateStart: day, deliveryDateEnd: day })).total).toBe(
      rows.filter((a) => a.deliveryDate === day).length,
    );
    const upTo = rows.filter((a) => a.deliveryDate <= day).length;
    expect(upTo).toBeLessThan(rows.length);
    expect((await query({ deliveryDateEnd: day })).total).toBe(upTo);
  });

  it('SPEC §5 race: two suppliers book the last place of a slot at the same moment — one wins, the other hears "fully booked", the count never exceeds the limit', async () => {
    const day = workday(3);
    const a = openOrder('100101', TODAY, addDays(TODAY, 10));
    const b = openOrder('100202', TODAY, addDays(TODAY, 10));
    await setLimit(1);
    const [first, second] = await Promise.all([
      api<Appt>(`${B}/book`, bookBody([a], day), asDemo),
      api<Appt>(`${B}/book`, bookBody([b], day), asMulti),
    ]);
    const codes = [first.returncode, second.returncode].sort();
    expect(codes).toEqual(['00000', 'B0411']);
    expect([first, second].find((r) => r.returncode === 'B0411')!.message).toBe('该时段已约满');
    const taken = table('appointments').filter(
      (x) => x.status !== '9' && x.dcId === '12001' && x.deliveryDate === day && x.timeSlot === '14:00-16:00',
    );
    expect(taken).toHaveLength(1);
  });

  it('SPEC §5 a limit of two suppliers: two book the slot, a third is refused; the aggregate query shows the slot full', async () => {
    const day = workday(4);
    await setLimit(2);
    await data(`${B}/book`, bookBody([openOrder('100101', TODAY, addDays(TODAY, 10))], day), asDemo);
    await data(`${B}/book`, bookBody([openOrder('100202', TODAY, addDays(TODAY, 10))], day), asMulti);
    const third = await api(`${B}/book`, bookBody([openOrder('100101', TODAY, addDays(TODAY, 10))], day), asDemo);
    expect(third).toMatchObject({ returncode: 'B0411', message: '该时段已约满' });
    const grid = await data<{
      cells: Array<{ date: string; timeSlot: string; reason: string | null; remaining: number }>;
    }>(`${B}/slots`, { dcId: '12001', orderSheetIds: [] }, asDemo);
    expect(grid.cells.find((c) => c.date === day && c.timeSlot === '14:00-16:00')).toMatchObject({
      reason: 'full',
      remaining: 0,
    });
    const agg = await data<Page<{ date: string; timeSlot: string; appointments: number; full: boolean }>>(
      `${B}/aggregate`,
      { pageNo: 1, pageSize: 50, params: { dcId: '12001', dateStart: day, dateEnd: day } },
      asRetailer,
    );
    expect(agg.pageData.find((g) => g.timeSlot === '14:00-16:00')).toMatchObject({ appointments: 2, full: true });
  });

  it('a slot whose cartons are used up reads full in the grid before any cartons are typed, as the aggregate query says', async () => {
    const day = workday(4);
    await data(`${B}/paramsSave`, { dcId: '12001', boxLimit: 10 }, asRetailer);
    await data(`${B}/book`, bookBody([openOrder('100202', TODAY, addDays(TODAY, 10))], day), asMulti);
    const grid = await data<{ cells: Array<{ date: string; timeSlot: string; reason: string | null }> }>(
      `${B}/slots`,
      { dcId: '12001', orderSheetIds: [] },
      asDemo,
    );
    expect(grid.cells.find((c) => c.date === day && c.timeSlot === '14:00-16:00')).toMatchObject({ reason: 'full' });
    const agg = await data<Page<{ timeSlot: string; full: boolean }>>(
      `${B}/aggregate`,
      { pageNo: 1, pageSize: 50, params: { dcId: '12001', dateStart: day, dateEnd: day } },
      asRetailer,
    );
    expect(agg.pageData.find((g) => g.timeSlot === '14:00-16:00')).toMatchObject({ full: true });
  });

  it('SPEC §5 gift and non-gift orders cannot be booked together; requested cartons are a whole number above 0', async () => {
    const day = workday(3);
    const plain = openOrder('100101', TODAY, addDays(TODAY, 10));
    const gift = openOrder('100101', TODAY, addDays(TODAY, 10), true);
    expect(await api(`${B}/book`, bookBody([plain, gift], day), asDemo)).toMatchObject({
      returncode: 'A0450',
      message: '赠品订单与非赠品订单不能一起预约',
    });
    expect(await api(`${B}/book`, bookBody([plain], day, '14:00-16:00', 0), asDemo)).toMatchObject({
      returncode: 'A0453',
    });
  });

  it("SPEC §5 the delivery date must be honoured: outside the order's window, a closed weekday or a slot the DC lacks are refused (§8)", async () => {
    const id = openOrder('100101', addDays(TODAY, 5), addDays(TODAY, 8));
    expect(await api(`${B}/book`, bookBody([id], addDays(TODAY, 2)), asDemo)).toMatchObject({
      returncode: 'B0413',
      message: '当前送货日期不可预约',
    });
    let sunday = addDays(TODAY, 1);
    while (weekdayOf(sunday) !== '7') sunday = addDays(sunday, 1);
    const wide = openOrder('100101', TODAY, addDays(TODAY, 12));
    expect(await api(`${B}/book`, bookBody([wide], sunday), asDemo)).toMatchObject({ returncode: 'B0413' });
    expect(await api(`${B}/book`, bookBody([wide], workday(3), '12:00-14:00'), asDemo)).toMatchObject({
      returncode: 'B0412',
      message: '该配送中心没有可预约的时段',
    });
    const grid = await data<{ cells: Array<{ date: string; reason: string | null }> }>(
      `${B}/slots`,
      { dcId: '12001', orderSheetIds: [id] },
      asDemo,
    );
    expect(grid.cells.find((c) => c.date === addDays(TODAY, 2))!.reason).toBe('outsideWindow');
    expect(grid.cells.find((c) => c.date === sunday)!.reason).toBe('closedDay');
    expect(grid.cells.find((c) => c.date === TODAY)!.reason).toBe('pastLimit');
  });

  it("Beyond: a holiday plan's delivery stop makes the slot unavailable with its reason", async () => {
    const day = workday(5);
    const holiday = table('holidays').find((h) => h.buId === '12')!;
    table('holidayPlans').push({
      ...table('holidayPlans')[0],
      planId: 'HP-TEST',
      holidayId: holiday.holidayId,
      venderId: '100101',
      bu: '12',
      deliveryStop: addDays(day, -1),
      deliveryResume: addDays(day, 1),
    });
    const id = openOrder('100101', TODAY, addDays(TODAY, 10));
    const grid = await data<{ cells: Array<{ date: string; reason: string | null; holidayName?: string }> }>(
      `${B}/slots`,
      { dcId: '12001', orderSheetIds: [id] },
      asDemo,
    );
    expect(grid.cells.find((c) => c.date === day)).toMatchObject({ reason: 'holidayStop' });
    expect(await api(`${B}/book`, bookBody([id], day), asDemo)).toMatchObject({ returncode: 'B0413' });
  });

  it('SPEC §5 modify within the allowed days moves the appointment; an edit of its orders is refused "cancel and recreate" (§8)', async () => {
    const id = openOrder('100101', TODAY, addDays(TODAY, 10));
    const appt = await data<Appt>(`${B}/book`, bookBody([id], workday(4)), asDemo);
    const moved = await data<Appt>(
      `${B}/modify`,
      { reservationNo: appt.reservationNo, deliveryDate: workday(5), timeSlot: '16:00-18:00' },
      asDemo,
    );
    expect(moved).toMatchObject({ deliveryDate: workday(5), timeSlot: '16:00-18:00', status: '0' });
    expect(
      await api(`${B}/modify`, { reservationNo: appt.reservationNo, orderSheetIds: [id, 'DH0000'] }, asDemo),
    ).toMatchObject({ returncode: 'B0415', message: '该预约不能修改，请取消后重新预约' });
  });

  it('SPEC §2 multiple reservations off: a second appointment that day is refused on booking and on a move, and the grid says why', async () => {
    await data(`${B}/paramsSave`, { dcId: '12001', multiple: '0' }, asRetailer);
    const [first, second] = [workday(3), workday(4)];
    await data(`${B}/book`, bookBody([openOrder('100101', TODAY, addDays(TODAY, 10))], first), asDemo);
    const other = await data<Appt>(
      `${B}/book`,
      bookBody([openOrder('100101', TODAY, addDays(TODAY, 10))], second),
      asDemo,
    );
    const again = bookBody([openOrder('100101', TODAY, addDays(TODAY, 10))], first, '08:00-10:00');
    const refusal = { returncode: 'A0456', message: '该配送中心不允许同一天多次预约' };
    expect(await api(`${B}/book`, again, asDemo)).toMatchObject(refusal);
    expect(await api(`${B}/modify`, { reservationNo: other.reservationNo, deliveryDate: first }, asDemo)).toMatchObject(
      refusal,
    );
    // Its own day stays open to a move of the same appointment to another slot.
    expect(
      await api(`${B}/modify`, { reservationNo: other.reservationNo, timeSlot: '08:00-10:00' }, asDemo),
    ).toMatchObject({ returncode: '00000' });
    const grid = await data<{ cells: Array<{ date: string; timeSlot: string; reason: string | null }> }>(
      `${B}/slots`,
      { dcId: '12001', orderSheetIds: [] },
      asDemo,
    );
    expect(grid.cells.filter((c) => c.date === first).map((c) => c.reason)).toEqual(
      grid.cells.filter((c) => c.date === first).map(() => 'oneADay'),
    );
    // Another supplier is not held back by it.
    expect(
      await api(`${B}/book`, bookBody([openOrder('100202', TODAY, addDays(TODAY, 10))], first), asMulti),
    ).toMatchObject({ returncode: '00000' });
  });

  it('SPEC §5 cancel must happen before the day prior to delivery, and a cancelled serial number is not found (§8)', async () => {
    const id = openOrder('100101', TODAY, addDays(TODAY, 10));
    const tomorrow = await data<Appt>(`${B}/book`, bookBody([id], workday(1)), asDemo);
    expect(await api(`${B}/cancel`, { reservationNos: [tomorrow.reservationNo] }, asDemo)).toMatchObject({
      returncode: 'B0414',
      message: '已超过操作时限',
    });
    const later = await data<Appt>(
      `${B}/book`,
      bookBody([openOrder('100101', TODAY, addDays(TODAY, 10))], workday(4)),
      asDemo,
    );
    await data(`${B}/cancel`, { reservationNos: [later.reservationNo] }, asDemo);
    expect(table('appointments').find((a) => a.reservationNo === later.reservationNo)!.status).toBe('9');
    expect(
      await api(`${B}/modify`, { reservationNo: later.reservationNo, timeSlot: '16:00-18:00' }, asDemo),
    ).toMatchObject({ returncode: 'B0410' });
  });

  it('SPEC §5 modify and cancel are not allowed after the appointment time', async () => {
    const past = table('appointments').find((a) => a.venderId === '100101' && a.status === '0')!;
    Object.assign(past, { deliveryDate: addDays(TODAY, -1) });
    expect(await api(`${B}/cancel`, { reservationNos: [past.reservationNo] }, asDemo)).toMatchObject({
      returncode: 'B0414',
    });
    expect(
      await api(`${B}/modify`, { reservationNo: past.reservationNo, timeSlot: '16:00-18:00' }, asDemo),
    ).toMatchObject({ returncode: 'B0414' });
  });

  it('SPEC §5 acceptance: actual cartons cannot exceed requested; actual SKUs a whole number above 0 not above requested', async () => {
    const a = table('appointments').find((x) => x.status === '0')!;
    const receive = (actualCartons: unknown, actualSkus: unknown) =>
      api(`${B}/receive`, { reservationNo: a.reservationNo, actualCartons, actualSkus }, asRetailer);
    expect(await receive(a.requestedCartons + 1, 1)).toMatchObject({ returncode: 'A0454' });
    expect(await receive(a.requestedCartons, 0)).toMatchObject({ returncode: 'A0455' });
    expect(await receive(a.requestedCartons, 1.5)).toMatchObject({ returncode: 'A0455' });
    expect(await receive(a.requestedCartons, a.requestedSkus + 1)).toMatchObject({ returncode: 'A0455' });
    expect(await receive(a.requestedCartons, a.requestedSkus)).toMatchObject({ returncode: '00000' });
    expect(table('appointments').find((x) => x.reservationNo === a.reservationNo)).toMatchObject({
      status: '1',
      actualSkus: a.requestedSkus,
    });
    expect(
      await api(`${B}/receive`, { reservationNo: a.reservationNo, actualCartons: 1, actualSkus: 1 }, asDemo),
    ).toMatchObject({
      returncode: 'A0303',
    });
  });

  it('SPEC §2 parameters: the retailer saves limits; invalid ones are refused; a special reservation day opens a closed weekday for its supplier', async () => {
    expect(await api(`${B}/paramsSave`, { dcId: '12001', supplierLimit: 0 }, asRetailer)).toMatchObject({
      returncode: 'A0458',
    });
    expect(await api(`${B}/paramsSave`, { dcId: '12001', supplierLimit: 3 }, asDemo)).toMatchObject({
      returncode: 'A0303',
    });
    let sunday = addDays(TODAY, 1);
    while (weekdayOf(sunday) !== '7') sunday = addDays(sunday, 1);
    await data(`${B}/specialAdd`, { dcId: '12001', venderId: '100101', kind: '1', date: sunday }, asRetailer);
    const id = openOrder('100101', TODAY, addDays(TODAY, 12));
    const appt = await data<Appt>(`${B}/book`, bookBody([id], sunday), asDemo);
    expect(appt.deliveryDate).toBe(sunday);
  });

  it('SPEC §2 import of designated days: all rows or none; yyyy/m/d dates are read', async () => {
    const before = table('bookingSpecialDays').length;
    const good = { dcId: '12001', venderId: '100101', kind: '2', date: '2025/6/25' };
    expect(
      await api(`${B}/specialImport`, { rows: [good, { ...good, venderId: 'nobody' }] }, asRetailer),
    ).toMatchObject({ returncode: 'A0459' });
    expect(table('bookingSpecialDays')).toHaveLength(before);
    expect(await data(`${B}/specialImport`, { rows: [good, { ...good, kind: '1' }] }, asRetailer)).toEqual({
      count: 2,
    });
    expect(table('bookingSpecialDays').filter((d) => d.date === '2025-06-25' && d.venderId === '100101')).toHaveLength(
      2,
    );
  });

  it('says why a DC has no bookable orders: its unconfirmed, booked and expired notices, counted', async () => {
    const mine = table('orderNotices').filter(
      (o) => o.venderId === '100101' && o.bu === '12' && o.logisticsMode !== '1' && !isGiftOrder(o.sheetId),
    );
    // DC 12099 holds two unconfirmed notices and one past its deadline of the demo supplier, nothing open.
    Object.assign(mine[0], { status: '0', transferDc: '12099', deadline: addDays(TODAY, 5) });
    Object.assign(mine[1], { status: '0', transferDc: '12099', deadline: addDays(TODAY, 9) });
    Object.assign(mine[2], { status: '1', transferDc: '12099', deadline: addDays(TODAY, -1) });
    expect(await data<unknown[]>(`${B}/openOrders`, { dcId: '12099' }, asDemo)).toEqual([]);
    expect(await data(`${B}/unbookable`, { dcId: '12099' }, asDemo)).toEqual({
      unconfirmed: 2,
      booked: 0,
      pastDeadline: 1,
    });
    // Confirmed, it is open: no longer counted.
    Object.assign(mine[0], { status: '1' });
    expect(await data(`${B}/unbookable`, { dcId: '12099' }, asDemo)).toMatchObject({ unconfirmed: 1 });
    expect(await api(`${B}/unbookable`, { dcId: '12099' }, asRetailer)).toMatchObject({ returncode: 'A0303' });
  });

  it('books the open orders: they leave the open list and carry the serial number', async () => {
    const id = openOrder('100101', TODAY, addDays(TODAY, 10));
    const open = await data<Array<{ sheetId: string }>>(`${B}/openOrders`, { dcId: '12001' }, asDemo);
    expect(open.map((o) => o.sheetId)).toContain(id);
    const appt = await data<Appt>(`${B}/book`, bookBody([id], workday(3)), asDemo);
    expect(table('orderNotices').find((o) => o.sheetId === id)!.reservationNo).toBe(appt.reservationNo);
    const after = await data<Array<{ sheetId: string }>>(`${B}/openOrders`, { dcId: '12001' }, asDemo);
    expect(after.map((o) => o.sheetId)).not.toContain(id);
    expect(await api(`${B}/book`, bookBody([id], workday(3)), asDemo)).toMatchObject({ returncode: 'A0451' });
  });
});
