import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { bodyRows, eventually } from '../support/queries';

/** Readers and steps of the mail screen (folders, compose, read view), shared by its two test files. */

/** The mail titles of the folder's rows. */
export const titles = () => bodyRows().map((tr) => tr.querySelector('.vsm-cell-link')?.textContent ?? '');
/** A folder tab by the start of its text (role queries are slow over antd's DOM in jsdom). */
export const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find((el) =>
    (el.textContent ?? '').startsWith(name),
  )!;

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

/** Chooses recipients in a RecipientSelect by typing (Enter takes the first match, or the typed code). */
export async function chooseRecipient(fieldId: string, text: string, option?: string) {
  const input = document.getElementById(fieldId) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  if (!option) return fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await eventually(() => expect(document.querySelector(`.ant-select-item-option[title="${option}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${option}"]`)!);
}

/** Writes the body in the rich text editor the way typing does: new content, then an input event (the editor loads on first use). */
export async function writeBody(root: HTMLElement, html: string) {
  const editor = await eventually(() => within(root).getByLabelText('Content'));
  // async: the editor reads the DOM change in a microtask (a MutationObserver).
  await act(async () => {
    editor.innerHTML = html;
    fireEvent.input(editor);
  });
}
export const body = async (root: HTMLElement) =>
  (await eventually(() => within(root).getByLabelText('Content'))).innerHTML;
