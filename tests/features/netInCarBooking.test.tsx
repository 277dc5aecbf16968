import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { loadingRoutes } from '@/features/netInCar/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button } from '../support/queries';

/* Issue 23 Beyond: a new loading list picks its reservation from the supplier's booked delivery appointments. */

const { open } = pageTest({
  routes: loadingRoutes,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

it("offers the supplier's booked appointments and loads the goods of the one picked", async () => {
  const appt = table('appointments').find((a) => a.venderId === '100101' && a.status === '0')!;
  const cancelled = table('appointments').find((a) => a.venderId === '100101' && a.status === '9')!;
  open('/order/netincar');
  fireEvent.click(await screen.findByText('New loading list', { selector: 'button span' }));
  const picks = await screen.findByRole('group', { name: 'Booked appointments:' });
  expect(within(picks).queryByText(new RegExp(cancelled.reservationNo))).toBeNull();
  fireEvent.click(button(`${appt.reservationNo} ${appt.deliveryDate} ${appt.timeSlot}`, picks));
  const editor = document.querySelector<HTMLElement>('.vsm-loading-editor')!;
  await waitFor(() => expect(within(editor).getAllByText(appt.items[0].goodsName).length).toBeGreaterThan(0));
  expect(within(editor).getByLabelText<HTMLInputElement>('Reservation serial no.', { selector: 'input' })).toHaveValue(
    appt.reservationNo,
  );
});
