import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { addDays, mockToday } from '@mocks/db/clock';
import { glossary } from '@mocks/glossary';
import { setFault } from '@mocks/node';
import { isGiftOrder, weekdayOf } from '@mocks/domains/booking/rules';
import zhCN from '../../locales/zh-CN/booking.json';
import enUS from '../../locales/en-US/booking.json';
import { bookingRoutes } from '@/features/booking/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import {
  button,
  confirmOk,
  dialog,
  eventually,
  findToast,
  queryButton,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';

/*
 * The supplier's delivery appointments (SPEC §2 /online-booking/index and edit/:id/:buId, §5 rules,
 * §8 messages) against the mock backend: the list, a booking through the capacity grid, a change and
 * the refusals.
 */

const INDEX = '/online-booking/index';
const page = pageTest({
  routes: bookingRoutes,
  calls: /\/booking\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const today = () => mockToday();
/** The next Monday–Saturday at least `days` ahead. */
function workday(days: number) {
  let d = addDays(today(), days);
  while (weekdayOf(d) === '7') d = addDays(d, 1);
  return d;
}
/** A booked appointment of the demo supplier delivering on `date` in the afternoon, its orders open for the coming days. */
function bookedOn(date: string) {
  const a = table('appointments').find((x) => x.venderId === '100101' && x.status === '0')!;
  Object.assign(a, { deliveryDate: date, timeSlot: '16:00-18:00' });
  for (const o of table('orderNotices').filter((x) => a.orderSheetIds.includes(x.sheetId)))
    Object.assign(o, { expectedReceiptDate: today(), deadline: addDays(today(), 12) });
  return a;
}
/** Open orders of the demo supplier at DC 12001 for the coming days (gift or not). */
function openOrders(count: number, gift: boolean) {
  const booked = new Set(
    table('appointments')
      .filter((a) => a.status !== '9')
      .flatMap((a) => a.orderSheetIds),
  );
  const rows = table('orderNotices')
    .filter((o) => o.venderId === '100101' && o.logisticsMode !== '1' && !booked.has(o.sheetId))
    .filter((o) => isGiftOrder(o.sheetId) === gift)
    .slice(0, count);
  for (const o of rows)
    Object.assign(o, {
      status: '1',
      transferDc: '12001',
      expectedReceiptDate: today(),
      deadline: addDays(today(), 12),
    });
  return rows.map((o) => o.sheetId);
}
async function chooseDc() {
  const box = within(dialog()).getByRole('combobox', { name: 'DC' });
  fireEvent.mouseDown(box);
  const option = await eventually(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
      /Shenzhen ambient|深圳常温/.test(o.textContent ?? ''),
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(option);
}
const orderGrid = () => dialog().querySelector<HTMLElement>('[aria-label="Orders open for booking"] .vsm-data-grid')!;

describe('booking routes and texts', () => {
  it('declares the two supplier and six retailer screens, with the same keys in both languages', () => {
    expect(bookingRoutes.filter((r) => r.side === 'supplier').map((r) => r.path)).toEqual([
      INDEX,
      '/online-booking/edit/:id/:buId',
    ]);
    expect(bookingRoutes.filter((r) => r.side === 'retailer')).toHaveLength(6);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('delivery appointments (demo-supplier)', () => {
  it('lists only its own appointments; cancels one before the day prior to delivery (SPEC §5)', async () => {
    const target = bookedOn(workday(4));
    page.open(INDEX);
    await waitForRows();
    expect(page.callsOf('query')[0].venderId).toBe('100101');
    const foreign = table('appointments').find((a) => a.venderId !== '100101')!;
    expect(screen.queryByText(foreign.reservationNo)).toBeNull();
    fireEvent.click(button('Cancel appointment', rowOf(target.reservationNo)));
    await confirmOk('Cancel the 1 chosen appointment(s)?');
    await eventually(() =>
      expect(table('appointments').find((a) => a.reservationNo === target.reservationNo)!.status).toBe('9'),
    );
    await findToast('1 appointment(s) cancelled');
  });

  it('SPEC §5: a cancel on the day before delivery is refused with the §8 message, and the server is not asked', async () => {
    const target = bookedOn(addDays(today(), 1));
    page.open(INDEX);
    await waitForRows();
    tick(rowOf(target.reservationNo));
    fireEvent.click(button('Cancel appointment', document.querySelector<HTMLElement>('.vsm-query-toolbar')!));
    await waitFor(() => expect(document.body).toHaveTextContent('The operation time limit has been exceeded'));
    expect(page.callsOf('cancel')).toHaveLength(0);
    expect(table('appointments').find((a) => a.reservationNo === target.reservationNo)!.status).toBe('0');
  });

  it('SPEC §6: the DC list of the booking dialog drops org 121 and adds the logistics operation centre 120', async () => {
    page.open(INDEX);
    await waitForRows();
    fireEvent.click(button('New appointment'));
    await eventually(() => expect(dialog()).toHaveTextContent('Orders open for booking'));
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'DC' }));
    const options = await eventually(() => {
      const texts = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.textContent);
      expect(texts.length).toBeGreaterThan(1);
      return texts.join(' | ');
    });
    expect(options).toMatch(/logistics operation cent|物流运营中心/i);
    expect(options).not.toMatch(/headquarters purchasing|总部采购中心/i);
  });

  it('books ticked orders into a slot of the capacity grid; gift and non-gift orders together are refused (SPEC §5)', async () => {
    const [plain] = openOrders(1, false);
    const [gift] = openOrders(1, true);
    const day = workday(3);
    page.open(INDEX);
    await waitForRows();
    fireEvent.click(button('New appointment'));
    await eventually(() => expect(dialog()).toHaveTextContent('Orders open for booking'));
    await chooseDc();
    await eventually(() => expect(rowOf(plain, orderGrid())).toBeDefined());
    tick(rowOf(plain, orderGrid()));
    tick(rowOf(gift, orderGrid()));
    fireEvent.change(within(dialog()).getByLabelText('Requested cartons'), { target: { value: '12' } });
    const slot = await eventually(() => within(dialog()).getByLabelText(new RegExp(`^${day} 14:00-16:00`)));
    fireEvent.click(slot);
    fireEvent.click(button('Book', dialog()));
    await findToast('Gift and non-gift orders cannot be booked together');
    expect(page.callsOf('book')).toHaveLength(0);

    tick(rowOf(gift, orderGrid()));
    fireEvent.click(button('Book', dialog()));
    await eventually(() => expect(page.callsOf('book')).toHaveLength(1));
    const made = await eventually(() => {
      const a = table('appointments').find((x) => x.orderSheetIds.includes(plain) && x.status === '0');
      expect(a).toBeDefined();
      return a!;
    });
    expect(made).toMatchObject({ deliveryDate: day, timeSlot: '14:00-16:00', requestedCartons: 12, dcId: '12001' });
  });

  it('SPEC §2 reservation mode "by supplier": booking some of the open orders of the DC is refused before the call', async () => {
    table('bookingParams').find((p) => p.dcId === '12001')!.mode = '2';
    const [one] = openOrders(2, false);
    page.open(INDEX);
    await waitForRows();
    fireEvent.click(button('New appointment'));
    await eventually(() => expect(dialog()).toHaveTextContent('Orders open for booking'));
    await chooseDc();
    await eventually(() => expect(rowOf(one, orderGrid())).toBeDefined());
    tick(rowOf(one, orderGrid()));
    fireEvent.change(within(dialog()).getByLabelText('Requested cartons'), { target: { value: '5' } });
    fireEvent.click(await eventually(() => within(dialog()).getByLabelText(new RegExp(`^${workday(3)} 14:00-16:00`))));
    fireEvent.click(button('Book', dialog()));
    await findToast('This DC books by supplier: book all your open orders at once');
    expect(page.callsOf('book')).toHaveLength(0);
  });

  it('the grid says why a slot cannot be booked: a full slot reads "Fully booked" and has no button', async () => {
    const day = workday(3);
    const params = table('bookingParams').find((p) => p.dcId === '12001')!;
    params.supplierLimit = 1;
    const other = table('appointments').find((a) => a.venderId !== '100101' && a.status === '0')!;
    Object.assign(other, { dcId: '12001', deliveryDate: day, timeSlot: '14:00-16:00' });
    const target = bookedOn(workday(5));
    Object.assign(target, { dcId: '12001' });
    page.open(`/online-booking/edit/${target.reservationNo}/12`);
    await eventually(() => expect(screen.getByRole('region', { name: 'Available time slots' })).toBeInTheDocument());
    const grid = screen.getByRole('region', { name: 'Available time slots' });
    await eventually(() => expect(grid).toHaveTextContent('Fully booked 1/1'));
    expect(within(grid).queryByLabelText(new RegExp(`^${day} 14:00-16:00`))).toBeNull();
  });

  it('SPEC §2 multiple reservations off: a day the supplier has booked at the DC reads "Already booked that day" and has no button', async () => {
    const day = workday(3);
    table('bookingParams').find((p) => p.dcId === '12001')!.multiple = '0';
    const [target, other] = table('appointments').filter((a) => a.venderId === '100101' && a.status === '0');
    Object.assign(other, { dcId: '12001', deliveryDate: day, timeSlot: '08:00-10:00' });
    Object.assign(bookedOn(workday(5)), { dcId: '12001' });
    expect(target.deliveryDate).toBe(workday(5));
    page.open(`/online-booking/edit/${target.reservationNo}/12`);
    const grid = await screen.findByRole('region', { name: 'Available time slots' }, { timeout: 8000 });
    await eventually(() => expect(grid).toHaveTextContent('Already booked that day'));
    expect(within(grid).queryByLabelText(new RegExp(`^${day} 14:00-16:00`))).toBeNull();
    expect(within(grid).queryByLabelText(new RegExp(`^${workday(5)} 14:00-16:00`))).not.toBeNull();
  });

  it("a holiday plan's delivery stop names its holiday in the user's language", async () => {
    const day = workday(4);
    const holiday = table('holidays').find((h) => h.buId === '12' && /[\u4e00-\u9fff]/.test(h.holidayName))!;
    table('holidayPlans').push({
      ...table('holidayPlans')[0],
      planId: 'HP-PAGE',
      holidayId: holiday.holidayId,
      venderId: '100101',
      bu: '12',
      deliveryStop: day,
      deliveryResume: addDays(day, 1),
    });
    const target = Object.assign(bookedOn(workday(6)), { dcId: '12001' });
    page.open(`/online-booking/edit/${target.reservationNo}/12`);
    const grid = await screen.findByRole('region', { name: 'Available time slots' }, { timeout: 8000 });
    const english = glossary()[holiday.holidayName];
    expect(english).toBeTruthy();
    await eventually(() => expect(grid).toHaveTextContent(`No deliveries: ${english}`));
    expect(within(grid).queryByLabelText(new RegExp(`^${day} 14:00-16:00`))).toBeNull();
  });

  it('modifies an appointment within the allowed days on its edit screen (SPEC §2 edit/:id/:buId)', async () => {
    const target = bookedOn(workday(5));
    const newDay = workday(6);
    page.open(`/online-booking/edit/${target.reservationNo}/12`);
    const slot = await eventually(() => screen.getByLabelText(new RegExp(`^${newDay} 10:00-12:00`)));
    fireEvent.click(slot);
    fireEvent.click(button('Save changes'));
    await eventually(() =>
      expect(table('appointments').find((a) => a.reservationNo === target.reservationNo)).toMatchObject({
        deliveryDate: newDay,
        timeSlot: '10:00-12:00',
      }),
    );
    await findToast(`Appointment ${target.reservationNo} changed`);
  });

  it('a change of the cartons saved before the slot grid has answered is sent, not refused as "choose a slot"', async () => {
    const target = bookedOn(workday(5));
    setFault({ path: '/booking/slots', kind: 'delay', ms: 1500 });
    page.open(`/online-booking/edit/${target.reservationNo}/12`);
    const cartons = await eventually(() => screen.getByLabelText('Requested cartons'));
    fireEvent.change(cartons, { target: { value: '12' } });
    fireEvent.click(button('Save changes'));
    await eventually(() =>
      expect(table('appointments').find((a) => a.reservationNo === target.reservationNo)).toMatchObject({
        requestedCartons: 12,
      }),
    );
    await findToast(`Appointment ${target.reservationNo} changed`);
  });

  it('SPEC §8: past the modification days the edit screen says the appointment cannot be edited', async () => {
    const target = bookedOn(today());
    Object.assign(target, { timeSlot: '20:00-22:00' });
    page.open(`/online-booking/edit/${target.reservationNo}/12`);
    await eventually(() =>
      expect(document.body).toHaveTextContent('This appointment cannot be edited; cancel it and book again'),
    );
    expect(queryButton('Save changes')).toBeNull();
  });
});
