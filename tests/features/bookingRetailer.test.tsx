import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { bookingRoutes } from '@/features/booking/routes';
import { specialImportConfig, toSpecialRow } from '@/features/booking/schemas/specialImport';
import { validateSheet } from '@/kit/import';
import { i18n, mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import {
  bodyRows,
  button,
  columnTexts,
  confirmOk,
  dialog,
  eventually,
  findToast,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';

/*
 * The retailer's booking screens (SPEC §2 /s/online-booking/*, §5 acceptance rules) against the mock
 * backend: for each screen the query, one action and one refusal.
 */

const page = pageTest({
  routes: bookingRoutes,
  account: 'demo-retailer',
  calls: /\/booking\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const okButton = () =>
  [...dialog().querySelectorAll('button')].find((b) => /^(OK|Submit|Save)$/.test(b.textContent?.trim() ?? ''))!;

describe('booking screens (demo-retailer)', () => {
  it('parameters (SPEC §2 params-set): lists every bookable DC; a limit that is not whole is refused, a whole one saved', async () => {
    page.open('/s/online-booking/params-set');
    await waitForRows();
    expect(columnTexts('DC').some((t) => t.startsWith('12001 '))).toBe(true);
    expect(columnTexts('DC').some((t) => t.startsWith('121 '))).toBe(false);
    fireEvent.click(button('Edit', rowOf('12001 ', undefined)));
    await eventually(() => expect(dialog()).toHaveTextContent('Edit appointment parameters'));
    const limit = within(dialog()).getByLabelText('Suppliers per slot');
    fireEvent.change(limit, { target: { value: '1.5' } });
    fireEvent.click(okButton());
    await eventually(() => expect(dialog()).toHaveTextContent('Enter a whole number'));
    expect(page.callsOf('paramsSave')).toHaveLength(0);
    fireEvent.change(limit, { target: { value: '2' } });
    fireEvent.click(okButton());
    await eventually(() => expect(table('bookingParams').find((p) => p.dcId === '12001')!.supplierLimit).toBe(2));
    await findToast('Appointment parameters saved');
  });

  it('receiving maintenance (SPEC §5): actual cartons above requested are refused; a valid receipt is recorded', async () => {
    const a = table('appointments').find((x) => x.status === '0')!;
    page.open(`/s/online-booking/acceptance-maintenance?reservationNo=${a.reservationNo}`);
    await waitForRows(1);
    fireEvent.click(button('Record receipt', rowOf(a.reservationNo)));
    await eventually(() => expect(dialog()).toHaveTextContent('Record receipt'));
    fireEvent.change(within(dialog()).getByLabelText('Actual cartons'), {
      target: { value: String(a.requestedCartons + 1) },
    });
    fireEvent.click(okButton());
    await eventually(() => expect(dialog()).toHaveTextContent('Actual cartons cannot exceed the requested cartons'));
    expect(page.callsOf('receive')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText('Actual cartons'), {
      target: { value: String(a.requestedCartons) },
    });
    fireEvent.click(okButton());
    await eventually(() =>
      expect(table('appointments').find((x) => x.reservationNo === a.reservationNo)).toMatchObject({
        status: '1',
        actualCartons: a.requestedCartons,
      }),
    );
  });

  it('special appointments (SPEC §2): deleting needs ticked rows; a ticked one is deleted', async () => {
    const first = table('bookingSpecialDays')[0];
    page.open('/s/online-booking/special-appointment');
    await waitForRows();
    const toolbar = document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
    fireEvent.click(button('Delete', toolbar));
    await waitFor(() => expect(document.body).toHaveTextContent('Tick the special appointments to delete first'));
    expect(page.callsOf('specialRemove')).toHaveLength(0);
    tick(rowOf(first.venderId + ' ' + first.venderName));
    fireEvent.click(button('Delete', toolbar));
    await confirmOk('Delete the 1 chosen special appointment(s)?');
    await eventually(() => expect(table('bookingSpecialDays').some((d) => d.id === first.id)).toBe(false));
  });

  it('special appointments (SPEC §2 import of designated days): the dialog offers the template; bad kinds and dates are listed per row', async () => {
    page.open('/s/online-booking/special-appointment');
    await waitForRows();
    fireEvent.click(button('Import designated days'));
    await eventually(() => expect(dialog()).toHaveTextContent('nothing is saved until every row passes'));
    const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);
    const config = specialImportConfig(t);
    const header = config.columns.map((c) => c.header[0]);
    const bad = validateSheet([header, ['12001', '100101', '3', '2025/2/30', '']], config, t);
    expect(bad.rowErrors.map((e) => e.message)).toEqual([
      'Row 2: Kind must be 1 or 2',
      'Row 2: The date must be yyyy-MM-dd or yyyy/m/d',
    ]);
    const good = validateSheet([header, ['12001', '100101', '2', '2027/3/1', '']], config, t);
    expect(good.records.map(toSpecialRow)).toEqual([
      { dcId: '12001', venderId: '100101', kind: '2', date: '2027-03-01', remark: '' },
    ]);
  });

  it('details (SPEC §2 detail-query) list every supplier; the edit link opens /s/online-booking/edit/:id/:buId', async () => {
    page.open('/s/online-booking/detail-query?pageSize=100');
    await waitForRows();
    expect(new Set(columnTexts('Supplier').map((t) => t.split(' ')[0])).size).toBeGreaterThan(1);
    const editable = bodyRows().find((r) => [...r.querySelectorAll('button')].some((b) => b.textContent === 'Edit'));
    expect(editable).toBeDefined();
    fireEvent.click(button('Edit', editable));
    await eventually(() => expect(screen.getByRole('region', { name: 'Available time slots' })).toBeInTheDocument());
  });

  it('summary (SPEC §2 aggregate-query) sums appointments against the slot limit per DC, day and slot', async () => {
    const a = table('appointments').find((x) => x.status === '0' && x.dcId === '12001')!;
    page.open(`/s/online-booking/aggregate-query?dcId=12001&dateStart=${a.deliveryDate}&dateEnd=${a.deliveryDate}`);
    await waitForRows();
    const count = table('appointments').filter(
      (x) => x.status !== '9' && x.dcId === '12001' && x.deliveryDate === a.deliveryDate && x.timeSlot === a.timeSlot,
    ).length;
    expect(rowOf(a.timeSlot)).toHaveTextContent(`${a.timeSlot}${count}5`);
  });
});
