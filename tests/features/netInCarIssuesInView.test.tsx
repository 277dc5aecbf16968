import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { table } from '@mocks/db';
import { loadingRoutes } from '@/features/netInCar/routes';
import { pageTest } from '../support/page';
import { button, cell, enter, field, findToast } from '../support/queries';

/*
 * Loading-list editor (SPEC §5 batch entry, §8 messages) at the clerk's 1366×768: a refused
 * submission brings its list of problems, which is under the batch grid, into view.
 */

const { open } = pageTest({ routes: loadingRoutes, waitMs: 8000 });

const drawer = () => document.querySelector<HTMLElement>('.vsm-loading-editor')!;
const input = (label: string) => field(label, drawer());

it('SPEC §8 goods quantity mismatch: a refused submission scrolls its list of problems into view', async () => {
  const scrolled: Element[] = [];
  // jsdom lays nothing out and has no scrollIntoView: record what the editor asks to show.
  const own = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  onTestFinished(() => {
    Element.prototype.scrollIntoView = own;
  });
  const reservation = table('reservations').find(
    (r) =>
      r.venderId === '100101' &&
      r.status === '0' &&
      !table('loadingLists').some((l) => l.reservationNo === r.reservationNo),
  )!;
  open('/order/netincar');
  fireEvent.click(await screen.findByText('New loading list', { selector: 'button span' }));
  const serial = await waitFor(() => input('Reservation serial no.'));
  enter(serial, reservation.reservationNo);
  fireEvent.click(serial.closest('.ant-input-search')!.querySelector<HTMLElement>('.ant-input-search-btn')!);
  await waitFor(() => expect(cell('Loaded qty', reservation.items.length)).toBeInTheDocument());
  enter(input('Vehicle plate'), '粤B12345');
  enter(input('Driver'), 'Zhang San');
  enter(input("Driver's mobile"), '13800138000');
  expect(scrolled).toEqual([]);

  // No batches at all: nothing adds up.
  fireEvent.click(button('Submit', drawer()));
  await findToast('The goods quantities do not match.');
  const problems = screen.getByLabelText('Please correct the following');
  await waitFor(() => expect(scrolled.some((e) => e.contains(problems))).toBe(true));
});
