import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fastUser } from './page';

/**
 * Readers of the kit's screens for page and kit tests (tests/support/page.tsx renders them).
 * Role queries over antd's DOM are slow in jsdom, so most readers walk the DOM by the kit's class
 * names. Waits allow 10 s: the suite runs on busy machines.
 */

const LONG = { timeout: 10_000 };
const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** waitFor with room for a busy machine: the way to wait for a page's first answer. */
export const eventually = <T>(check: () => T) => waitFor(check, LONG);
/** A text that appears after a call (e.g. a toast or a form's message). */
export const findText = (text: string) => screen.findByText(text, {}, LONG);
/** Waits until every text is shown (antd validates a form's fields one by one, over several frames). */
export async function expectTexts(
  texts: string[],
  root: { getByText: (t: string) => HTMLElement } = screen,
  timeout = 10_000,
): Promise<void> {
  await waitFor(
    () => {
      for (const text of texts) expect(root.getByText(text)).toBeInTheDocument();
    },
    { timeout },
  );
}
/** Waits for an antd message (toast) holding `text`. */
export const findToast = (text: string) =>
  eventually(() => {
    const toast = [...document.querySelectorAll<HTMLElement>('.ant-message-notice')].find((n) =>
      textOf(n).includes(text),
    );
    expect(toast, `no toast "${text}"`).toBeDefined();
    return toast!;
  });

/** The button whose text is `name` (null if none). */
export const queryButton = (name: string, root: ParentNode = document.body) =>
  [...root.querySelectorAll('button')].find((b) => textOf(b) === name) ?? null;
/** The button whose text is `name`; fails naming the buttons there are. */
export function button(name: string, root: ParentNode = document.body): HTMLButtonElement {
  const found = queryButton(name, root);
  if (!found)
    throw new Error(
      `no button "${name}" among: ${[...root.querySelectorAll('button')].map(textOf).filter(Boolean).join(' | ')}`,
    );
  return found;
}

/** The input or textarea labelled `label` (sortable column headers carry the same name, so only controls count). */
export const field = (label: string, root: HTMLElement = document.body) =>
  within(root).getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea' });
/** Sets a control's value as one change (user-event's key-by-key typing is slow in jsdom, and loses focus in a modal). */
export const enter = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });

/** The open dialog (antd Modal, the kit Dialog) in front; null when none. */
export const dialog = () =>
  document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')!;
/** Clicks OK in the confirm dialog titled `title`, once it is open. */
export async function confirmOk(title: string) {
  const confirmOf = () =>
    [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find(
      (el) => el.querySelector('.ant-modal-confirm-title')?.textContent === title,
    );
  await waitFor(() => expect(confirmOf()).toBeDefined());
  fireEvent.click(button('OK', confirmOf()!));
}

/** The open drawer (the kit's DocumentDrawer and others). */
export const drawer = () => document.querySelector<HTMLElement>('.ant-drawer-section')!;
/** A detail field's value by its label (the drawer's header). */
export const detailValue = (label: string) =>
  [...drawer().querySelectorAll('.ant-descriptions-item-label')].find((cell) => cell.textContent === label)
    ?.nextElementSibling?.textContent;
/** The document lines in the drawer. */
export const drawerLines = () => bodyRows(drawer().querySelector<HTMLElement>('.vsm-document-lines')!);
/** The paper form kept for printing. */
export const printSheet = () => document.querySelector<HTMLElement>('body > .vsm-print-sheet')!;

/** The result grid of a query screen (else the first kit grid): DataGrid or VirtualGrid. */
export const grid = (root: ParentNode = document) =>
  root.querySelector<HTMLElement>('.vsm-query-result .vsm-data-grid') ??
  root.querySelector<HTMLElement>('.vsm-data-grid')!;
/** A body row of a kit grid (its empty state is a row without a key). */
export const ROW = '.vsm-vgrid-body [role="row"][data-row-key]';
/** The body rows of a grid (none while it is not there). */
export const bodyRows = (root: HTMLElement | null = grid()): HTMLElement[] =>
  root ? [...root.querySelectorAll<HTMLElement>(ROW)] : [];
const headerCells = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('.vsm-vgrid-head [role="columnheader"]'),
];
/** The grid's column titles, in order. */
export const headers = (root: HTMLElement = grid()) => headerCells(root).map((th) => th.textContent ?? '');
/** The texts of the column titled `title`, one per body row. */
export function columnTexts(title: string, root: HTMLElement = grid()): string[] {
  const i = headers(root).indexOf(title);
  if (i < 0) throw new Error(`no column ${title}: ${headers(root).join(' | ')}`);
  const index = headerCells(root)[i].getAttribute('aria-colindex');
  return bodyRows(root).map((row) => row.querySelector(`[aria-colindex="${index}"]`)?.textContent ?? '');
}
/** The first body row with a cell reading `text`, else the first holding it. */
export function rowOf(text: string, root: HTMLElement = grid()): HTMLElement {
  const rows = bodyRows(root);
  return (rows.find((tr) => [...tr.children].some((cell) => textOf(cell) === text)) ??
    rows.find((tr) => tr.textContent?.includes(text)))!;
}
/** Ticks a row's checkbox. */
export const tick = (row: HTMLElement) => fireEvent.click(row.querySelector('input[type="checkbox"]')!);
/** Waits for the grid's rows: `count` of them, else at least one. */
export async function waitForRows(count?: number, root?: () => HTMLElement) {
  await eventually(() =>
    count === undefined
      ? expect(bodyRows(root?.()).length).toBeGreaterThan(0)
      : expect(bodyRows(root?.())).toHaveLength(count),
  );
}

/** A cell's control of the kit's EditableGrid (rows count from 1). */
export const cell = (column: string, row: number) => screen.getByLabelText(`Row ${row} ${column}`);
/** Pastes tab-separated rows into an EditableGrid, as copied from Excel. */
export function pasteRows(target: HTMLElement, rows: Array<Array<string | number>>) {
  const text = rows.map((r) => r.join('\t')).join('\r\n');
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

/** Lets `ms` of timers run. */
export const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/** Puts a date into a picker of the open dialog (pasted: typing it key by key is ~3x slower) and confirms it with Enter. */
export async function typeDate(label: string, value: string) {
  const user = fastUser();
  const input = field(label, dialog());
  await user.click(input);
  await user.clear(input);
  await user.paste(value);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(input).toHaveValue(value));
}

/** Long values are pasted (typing them key by key is slow in jsdom); maxlength applies to both. */
export async function paste(user: ReturnType<typeof fastUser>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
