import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { glossary } from '@mocks/glossary';
import { table } from '@mocks/db';
import LoadingLists from '@/features/netInCar/pages/LoadingLists';
import { mergeServerTexts } from '@/i18n';
import { createPageHarness } from './pageHarness';

/** The loading-list screen against the mock, as the loading page tests render and drive it. */

export const URL = '/order/netincar';

const harness = createPageHarness({
  // The app merges the server's i18n download (the mock glossary) at start-up.
  setUp: () => mergeServerTexts('en-US', glossary()),
});
export const { notify } = harness;

export function installLoadingHarness() {
  // Two editable grids in a drawer re-render slowly in jsdom on a busy machine.
  configure({ asyncUtilTimeout: 8000 });
  harness.install();
}

export const renderPage = (url = URL) => harness.renderPage(url, { [URL]: LoadingLists });

/** The demo supplier's booked reservations without a loading list. */
export const openReservations = () => table('reservations').filter((r) => r.venderId === '100101' && r.status === '0' && !table('loadingLists').some((l) => l.reservationNo === r.reservationNo));

export const button = (text: string, scope: HTMLElement = document.body) => within(scope).getAllByText(text).map((e) => e.closest('button')!).find(Boolean)!;
/** The editor (inside its drawer). */
export const drawer = () => document.querySelector<HTMLElement>('.vsm-loading-editor')!;
/** The detail drawer of the query. */
export const detail = () => [...document.querySelectorAll<HTMLElement>('.ant-drawer-section')].find((d) => d.textContent?.includes('Loading list details'))!;
export const cell = (column: string, row: number) => screen.getByLabelText(`Row ${row} ${column}`);
export const input = (label: string) => within(drawer()).getByLabelText(label, { selector: 'input' });
export const batchGrid = () => screen.getByRole('group', { name: 'Batches' });
export const issues = () => [...(screen.queryByLabelText('Please correct the following')?.querySelectorAll('li') ?? [])].map((li) => li.textContent);

/** Pastes tab-separated rows into a grid (as copied from Excel). */
export function paste(target: HTMLElement, rows: Array<Array<string | number>>) {
  const text = rows.map((r) => r.join('\t')).join('\r\n');
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

/** Types a value into a control at once (user-event's key-by-key typing is slow in jsdom). */
export function enter(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** Looks up a reservation serial number in the editor (typed, then the field's search button). */
export function lookUp(reservationNo: string) {
  const field = input('Reservation serial no.');
  enter(field, reservationNo);
  fireEvent.click(field.closest('.ant-input-search')!.querySelector<HTMLElement>('.ant-input-search-btn')!);
}

export const toastTexts = () => notify.mock.calls.map((c) => c[1] as string);
export const waitForToast = (text: string) => waitFor(() => expect(document.body).toHaveTextContent(text));
