import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { mailRoutes } from '@/features/mail/routes';
import MailPage from '@/features/mail/pages/MailPage';
import { useMailUnread } from '@/stores/mailUnread';
import { fastUser } from '../kit/helpers';
import { createPageHarness, samePage, type Account } from './pageHarness';

/** The mail screen against the mock, as the mail page tests render and read it. */

export const SUPPLIER = '/message/email/inbox';
export const RETAILER = '/s/message/email';

/** Calls the page made to /api/fea-vsm/mail/<name>, with their bodies. */
const harness = createPageHarness({ paths: /\/api\/fea-vsm\/mail\/(\w+)$/, reset: () => useMailUnread.setState({ count: null }) });
export const { callsOf, signInAs } = harness;

export const installMailHarness = (token: Account = 'demo-supplier') => harness.install(token);

export const renderMail = (url: string) => harness.renderPage(url, samePage(mailRoutes, MailPage));

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
