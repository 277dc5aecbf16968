import { fireEvent, screen, waitFor } from '@testing-library/react';
import { table, updateRows } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { minimalPdf } from '@mocks/db/pdf';
import { storeBytes } from '@mocks/services/files';
import { settlementRoutes } from '@/features/settlement/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, confirmOk, drawer, findToast, rowOf, tick } from '../support/queries';

/*
 * Settlement I, the sheet's detail and the letter's e-signature (SPEC §5 previous/next sheet, §8
 * e-signature contract): what the client refuses before a call, and the detail titled by its number.
 */

const BASE = '/settlement-management';
const page = pageTest({
  routes: settlementRoutes,
  setUp: () => mergeServerTexts('en-US', glossary()),
  calls: /\/settlement\/(\w+\/\w+)$/,
  waitMs: 8000,
});

const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === '100101' && r.bu === '12');
const toolbarButton = (text: string) => button(text, document.querySelector<HTMLElement>('.vsm-query-toolbar')!);
const title = () => drawer().querySelector('.vsm-document-title')!.firstChild!.textContent;

/** A new sheet of the demo supplier whose letter is printed (its e-signature file generated). */
function printedSheet() {
  const sheet = demo(table('settleSheets')).find((s) => s.status === '0')!;
  const letterFile = { fileUrl: 'group2/M00/00/01/letter.pdf', fileName: `${sheet.sheetId}.pdf`, size: 1024 };
  updateRows('settleSheets', (s) => s.sheetId === sheet.sheetId, { letterStatus: '2', letterFile });
  return sheet;
}

it("SPEC §8: E-sign is refused before its call while the supplier code's e-signature contract is not active", async () => {
  const sheet = printedSheet();
  updateRows('caCertificates', (c) => c.venderId === '100101' && c.bu === '12', { validTo: '2000-01-01' });
  page.open(`${BASE}/confirmation_letter?sheetId=${sheet.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(sheet.sheetId)).toBeInTheDocument());
  await waitFor(() => expect(page.callsOf('letter/eSign')).toHaveLength(1));
  tick(rowOf(sheet.sheetId));
  fireEvent.click(toolbarButton('E-sign'));
  await findToast('Please activate or renew the e-signature contract first.');
  // Refused before the question "has the e-signature been completed?" and before any call.
  expect(document.querySelector('.ant-modal-confirm')).toBeNull();
  expect(page.callsOf('letter/sign')).toHaveLength(0);
  expect(table('settleSheets').find((s) => s.sheetId === sheet.sheetId)!.letterStatus).toBe('2');
});

it('Beyond: a sheet held by a frozen document says so under its timeline and shows which document is frozen', async () => {
  const held = demo(table('settleSheets')).find((s) => s.status === '1')!;
  const frozen = table('settleDocs').find((d) => d.settleSheetId === held.sheetId && d.status === '0')!;
  page.open(`${BASE}/payment_application?sheetId=${held.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(held.sheetId)).toBeInTheDocument());
  fireEvent.click(screen.getByText(held.sheetId));
  await waitFor(() => expect(drawer()).toHaveTextContent('Payment held: a document of this sheet is frozen'));
  const lines = () => drawer().querySelector<HTMLElement>('.vsm-document-lines')!;
  await waitFor(() => expect(rowOf(frozen.sourceSheetId, lines())).toHaveTextContent('Frozen'));
});

it('SPEC §8: a letter already e-signed is not signed again: the current document does not allow it', async () => {
  const signed = demo(table('settleSheets')).find((s) => s.letterStatus === '3')!;
  page.open(`${BASE}/confirmation_letter?sheetId=${signed.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(signed.sheetId)).toBeInTheDocument());
  tick(rowOf(signed.sheetId));
  fireEvent.click(toolbarButton('E-sign'));
  await findToast('The current document does not allow this operation.');
  expect(page.callsOf('letter/sign')).toHaveLength(0);
});

it('SPEC §8: with an active e-signature contract E-sign asks whether the e-signature was completed, then calls', async () => {
  const sheet = printedSheet();
  page.open(`${BASE}/confirmation_letter?sheetId=${sheet.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(sheet.sheetId)).toBeInTheDocument());
  await waitFor(() => expect(page.callsOf('letter/eSign')).toHaveLength(1));
  tick(rowOf(sheet.sheetId));
  fireEvent.click(toolbarButton('E-sign'));
  await confirmOk('Has the e-signature been completed?');
  await waitFor(() => expect(page.callsOf('letter/sign')).toHaveLength(1));
});

it('SPEC §5: the sheet detail is titled with its number and says when there is no previous or next sheet', async () => {
  const sheet = demo(table('settleSheets')).find((s) => s.status === '1')!;
  page.open(`${BASE}/payment_application?sheetId=${sheet.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(sheet.sheetId)).toBeInTheDocument());
  fireEvent.click(screen.getByText(sheet.sheetId));
  await waitFor(() => expect(title()).toBe(`Settlement sheet ${sheet.sheetId}`));
  fireEvent.click(button('Previous', drawer()));
  await findToast('There is no previous document');
  fireEvent.click(button('Next', drawer()));
  await findToast('There is no next document');
});

it('the confirmation letter detail is titled with its sheet number', async () => {
  const sheet = demo(table('settleSheets')).find((s) => s.status === '0')!;
  page.open(`${BASE}/confirmation_letter?sheetId=${sheet.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(sheet.sheetId)).toBeInTheDocument());
  fireEvent.click(screen.getByText(sheet.sheetId));
  await waitFor(() => expect(title()).toBe(`Confirmation letter of settlement sheet ${sheet.sheetId}`));
});

it('SPEC §2 Print of an e-signed letter opens its PDF in the PDF viewer, in a window opened at the click', async () => {
  // Its sealed PDF stored already (generating one is the mock's, tested in tests/mocks/settlement).
  const signed = demo(table('settleSheets')).find((s) => s.letterStatus === '3' && !s.letterFile)!;
  const stored = storeBytes(
    new TextEncoder().encode(minimalPdf(['letter'])),
    `${signed.sheetId}-signed.pdf`,
    'application/pdf',
    {},
    null,
  );
  updateRows('settleSheets', (s) => s.sheetId === signed.sheetId, { letterFile: stored });
  const win = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
  try {
    page.open(`${BASE}/confirmation_letter?sheetId=${signed.sheetId}&pageNo=1`);
    await waitFor(() => expect(screen.getByText(signed.sheetId)).toBeInTheDocument());
    tick(rowOf(signed.sheetId));
    fireEvent.click(toolbarButton('Print'));
    // Reserved in the click itself (a window opened after the answer is a blocked pop-up).
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(win.location.href).toContain('/preview_pdf?url='));
    expect(win.location.href).toContain(`/preview_pdf?url=${encodeURIComponent(stored.fileUrl)}`);
    expect(win.opener).toBeNull();
    expect(win.close).not.toHaveBeenCalled();
  } finally {
    open.mockRestore();
  }
});
