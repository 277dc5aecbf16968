import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '@mocks/node';
import { getApptokenInfo } from '@/api/auth';
import { mailRoutes } from '@/features/mail/routes';
import MailPage from '@/features/mail/pages/MailPage';
import { useMailUnread } from '@/stores/mailUnread';
import { useSession } from '@/stores/session';
import { FastProviders } from '../kit/fastStyles';
import { DEMO_VENDOR, fastUser, setUpKit, signIn } from '../kit/helpers';

/** The mail screen against the mock, as the mail page tests render and read it. */

export const SUPPLIER = '/message/email/inbox';
export const RETAILER = '/s/message/email';

/** Calls the page made to /api/fea-vsm/mail/<name>, with their bodies. */
export const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
const onStart = async ({ request }: { request: Request }) => {
  const m = /\/api\/fea-vsm\/mail\/(\w+)$/.exec(request.url);
  if (m) calls.push({ name: m[1], body: (await request.clone().json()) as Record<string, unknown> });
};
export const callsOf = (name: string) => calls.filter((c) => c.name === name);

export function installMailHarness(token: 'demo-supplier' | 'demo-retailer' = 'demo-supplier') {
  beforeAll(async () => {
    await setUpKit('en-US');
    server.events.on('request:start', onStart);
  });
  afterAll(() => server.events.removeListener('request:start', onStart));
  beforeEach(async () => {
    calls.length = 0;
    localStorage.clear();
    useMailUnread.setState({ count: null });
    await signInAs(token);
  });
}

export async function signInAs(token: 'demo-supplier' | 'demo-retailer') {
  signIn(token, token === 'demo-supplier' ? DEMO_VENDOR : null);
  useSession.getState().setUser(await getApptokenInfo({ apptoken: token }));
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderMail(url: string) {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {mailRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={<MailPage />} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FastProviders>,
  );
}

export const user = () => fastUser();
export const grid = () => document.querySelector<HTMLElement>('.vsm-data-grid')!;
export const bodyRows = () => [...(grid()?.querySelectorAll<HTMLElement>('tbody tr.ant-table-row') ?? [])];
export const titles = () => bodyRows().map((tr) => tr.querySelector('.vsm-cell-link')?.textContent ?? '');
export const rowOf = (title: string) => bodyRows().find((tr) => tr.querySelector('.vsm-cell-link')?.textContent === title)!;
export const button = (text: string, root: HTMLElement = document.body) => within(root).getByText(text, { selector: 'button span, button' }).closest('button')!;
/** A folder tab by the start of its text (role queries are slow over antd's DOM in jsdom). */
export const tab = (name: string) => [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find((el) => (el.textContent ?? '').startsWith(name))!;
/** The compose dialog (null when closed) and its title. */
export const composeDialog = () => document.querySelector<HTMLElement>('.ant-modal.vsm-mail-compose-dialog');
export const composeTitle = () => composeDialog()?.querySelector('.vsm-dialog-title-text')?.textContent ?? null;
export async function findCompose(): Promise<HTMLElement> {
  await waitFor(() => expect(composeDialog()).not.toBeNull());
  return composeDialog()!;
}
/** The read view (null until the mail is loaded) and the drawer's title. */
export const reader = () => document.querySelector<HTMLElement>('.vsm-mail-read');
export async function findReader(): Promise<HTMLElement> {
  await waitFor(() => expect(reader()).not.toBeNull());
  return reader()!;
}
export const readerTitle = () => document.querySelector('.ant-drawer-title')?.textContent ?? null;
/** A confirm dialog's OK button, found by the confirm's title. */
export async function confirmOk(title: string) {
  await waitFor(() => expect([...document.querySelectorAll('.ant-modal-confirm-title')].some((el) => el.textContent === title)).toBe(true));
  const box = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find((el) => el.querySelector('.ant-modal-confirm-title')?.textContent === title)!;
  fireEvent.click(within(box).getByText('OK').closest('button')!);
}

/** Waits for the folder's rows (the grid answered). */
export async function rowsLoaded(min = 1) {
  await waitFor(() => expect(bodyRows().length).toBeGreaterThanOrEqual(min));
}

/** Ticks a row's checkbox. */
export function tick(title: string) {
  fireEvent.click(rowOf(title).querySelector('input[type="checkbox"]')!);
}

/** Chooses recipients in a RecipientSelect by typing (Enter takes the first match, or the typed code). */
export async function chooseRecipient(fieldId: string, text: string, option?: string) {
  const input = document.getElementById(fieldId) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  if (!option) return fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${option}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${option}"]`)!);
}

/**
 * Types into a field of a dialog. user-event's typing loses focus to the modal's focus trap in
 * jsdom, so the value is set as one change (what the form sees all the same).
 */
export function fill(root: HTMLElement, label: string, value: string) {
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
}

/** Writes the body in the rich text editor the way typing does: new content, then an input event. */
export function writeBody(root: HTMLElement, html: string) {
  const editor = within(root).getByLabelText('Content');
  act(() => {
    editor.innerHTML = html;
    fireEvent.input(editor);
  });
}
export const body = (root: HTMLElement) => within(root).getByLabelText('Content').innerHTML;

export const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
