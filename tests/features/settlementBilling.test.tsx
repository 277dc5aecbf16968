import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { table, updateRows } from '@mocks/db';
import { userOfToken } from '@mocks/domains/platform/auth';
import { confirmRedLetters } from '@mocks/domains/settlementBilling/service';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/settlementBilling.json';
import enUS from '../../locales/en-US/settlementBilling.json';
import { settlementBillingRoutes } from '@/features/settlementBilling/routes';
import { billingByName, billingDetails, billingSummary } from '@/features/settlementBilling/api';
import { http, TIMEOUTS } from '@/api/http';
import { mergeServerTexts } from '@/i18n';
import { showServerText } from '@/i18n/serverText';
import { pageTest } from '../support/page';
import { button, confirmOk, dialog, drawer, enter, field, findToast, rowOf, tick as tickRow } from '../support/queries';
import { loadPage } from '../support/routes';

/*
 * Settlement II, the supplier's screens (issue 25; SPEC §2, §4, §8, §9) against the mock backend:
 * each screen's query, one action and one refusal with its message, and what the server remembered.
 */

const BASE = '/settlement-management';
const page = pageTest({
  routes: settlementBillingRoutes,
  setUp: () => mergeServerTexts('en-US', glossary()),
  calls: /\/settlement\/(\w+\/\w+(?:\/\w+)?)$/,
  waitMs: 8000,
});

const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === '100101' && r.bu === '12');
const letter = (id: string) => table('redLetters').find((l) => l.redLetterId === id)!;
const tick = (id: string) => tickRow(rowOf(id));
const toolbarButton = (text: string) => button(text, document.querySelector<HTMLElement>('.vsm-query-toolbar')!);
const totals = () => document.querySelector<HTMLElement>('.vsm-query-totals')!;
/** No WCAG 2 A/AA violation inside `root` (contrast is the browser sweep's): these views are no menu screen. */
async function noViolations(root: HTMLElement) {
  const { violations } = await axe.run(root, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));

it('declares the six supplier screens of SPEC §2, each a lazy page, with the same keys in both languages', async () => {
  expect(settlementBillingRoutes.map((r) => r.path.replace(`${BASE}/`, ''))).toEqual([
    'redfontinfo',
    'red_invoice',
    'business_document',
    'billingName_document',
    'billingDetails_document',
    'billingSummary_document',
  ]);
  expect(settlementBillingRoutes.every((r) => r.side === 'supplier')).toBe(true);
  for (const r of settlementBillingRoutes) expect(typeof (await loadPage(r))).toBe('function');
  expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
});

it('SPEC §9: billing sums wait 60000 ms, server exports 120000 ms', async () => {
  const post = vi.spyOn(http, 'post').mockResolvedValue({ count: 0, amount: 0 });
  const download = vi.spyOn(http, 'download').mockResolvedValue(undefined as never);
  try {
    const query = { pageNo: 1, pageSize: 20, params: {} };
    for (const report of [billingDetails, billingByName, billingSummary]) {
      await report.totals(query);
      await report.export(query);
    }
    expect(post.mock.calls.map((c) => (c[2] as { timeout?: number }).timeout)).toEqual([60000, 60000, 60000]);
    expect(download.mock.calls.map((c) => (c[2] as { timeout?: number }).timeout)).toEqual([120000, 120000, 120000]);
    expect(TIMEOUTS.sums).toBe(60000);
  } finally {
    post.mockRestore();
    download.mockRestore();
  }
});

it('red-letter information: an issued sheet refused (SPEC §8)', async () => {
  const done = demo(table('redLetters')).find((l) => l.status === '2')!;
  page.open(`${BASE}/redfontinfo?redLetterId=${done.redLetterId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(done.redLetterId)).toBeInTheDocument());
  tick(done.redLetterId);
  fireEvent.click(toolbarButton('Confirm invoice data'));
  await findToast('The current document does not allow this operation.');
  expect(page.callsOf('redLetter/confirmInvoice')).toHaveLength(0);
});

it('red-letter information: a missing tax number refused with its text; the original invoice shown', async () => {
  const open = demo(table('redLetters')).find((l) => l.status === '0')!;
  updateRows('vendors', (v) => v.venderId === '100101' && v.bu === '12', { taxNumber: '' });
  page.open(`${BASE}/redfontinfo?redLetterId=${open.redLetterId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(open.redLetterId)).toBeInTheDocument());
  expect(rowOf(open.redLetterId)).toHaveTextContent(open.origInvoiceNo);
  expect(rowOf(open.redLetterId)).toHaveTextContent(`${open.taxRate}%`);
  tick(open.redLetterId);
  fireEvent.click(toolbarButton('Confirm invoice data'));
  await confirmOk('Confirm the invoice data of the ticked red-letter sheets (1)?');
  await waitFor(() =>
    expect(page.notify).toHaveBeenCalledWith('error', 'The supplier tax number is missing. Please maintain it first.'),
  );
  expect(letter(open.redLetterId).status).toBe('0');
});

it('red-letter information: invoice data confirmed', async () => {
  const open = demo(table('redLetters')).find((l) => l.status === '0')!;
  page.open(`${BASE}/redfontinfo?redLetterId=${open.redLetterId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(open.redLetterId)).toBeInTheDocument());
  tick(open.redLetterId);
  fireEvent.click(toolbarButton('Confirm invoice data'));
  await confirmOk('Confirm the invoice data of the ticked red-letter sheets (1)?');
  await findToast('Red-letter sheets with invoice data confirmed: 1');
  expect(letter(open.redLetterId)).toMatchObject({ status: '1', invoiceConfirmed: true });
  await waitFor(() => expect(within(rowOf(open.redLetterId)).getByText('Issue red invoice')).toBeInTheDocument());
});

it('red-letter information: a red invoice over the sheet refused on the form, then issued; the detail lists it', async () => {
  const open = demo(table('redLetters')).find((l) => l.status === '0')!;
  // Its invoice data confirmed by the supplier (through the screen: the test above).
  const vendor = { venderId: '100101', bu: '12', partnerId: 'P10001' };
  const ctx = { token: 'demo-supplier', user: userOfToken('demo-supplier'), vendor, language: 'zh-CN' };
  confirmRedLetters(ctx, { redLetterIds: [open.redLetterId] });
  page.open(`${BASE}/redfontinfo?redLetterId=${open.redLetterId}&pageNo=1`);
  fireEvent.click(await waitFor(() => within(rowOf(open.redLetterId)).getByText('Issue red invoice')));
  await waitFor(() => expect(dialog()).toHaveTextContent(`Issue a red invoice (red-letter sheet ${open.redLetterId})`));
  await noViolations(dialog());
  enter(field('Invoice number', dialog()), '12345678');
  enter(field('Invoice code', dialog()), '4400123456');
  enter(field('Invoice date', dialog()), '2099-01-01');
  fireEvent.keyDown(field('Invoice date', dialog()), { key: 'Enter' });
  enter(field('Red invoice amount (excl. tax)', dialog()), String(open.redAmount + 1));
  fireEvent.click(within(dialog()).getByText('Issue').closest('button')!);
  await waitFor(() =>
    expect(dialog()).toHaveTextContent('The red invoice amount may not exceed what is left on its red-letter sheet'),
  );
  // The invoice is dated from the original invoice's date to today, as the server requires.
  expect(dialog()).toHaveTextContent('The invoice date may not be after today');
  expect(table('redInvoices').some((r) => r.redLetterId === open.redLetterId)).toBe(false);
  enter(field('Invoice date', dialog()), open.origInvoiceDate);
  fireEvent.keyDown(field('Invoice date', dialog()), { key: 'Enter' });
  enter(field('Red invoice amount (excl. tax)', dialog()), String(open.redAmount));
  fireEvent.click(within(dialog()).getByText('Issue').closest('button')!);
  await findToast(`Red invoice issued against red-letter sheet ${open.redLetterId}`);
  const red = table('redInvoices').find((r) => r.redLetterId === open.redLetterId)!;
  expect(red).toMatchObject({ amount: -open.redAmount, invoiceNo: '12345678', origInvoiceNo: open.origInvoiceNo });
  expect(letter(open.redLetterId)).toMatchObject({ status: '2', invoiceStatus: '1' });
  // The sheet's detail lists the red invoices issued against it.
  fireEvent.click(within(rowOf(open.redLetterId)).getByText(open.redLetterId));
  await waitFor(() => expect(drawer()).toHaveTextContent('Red invoices issued'));
  expect(drawer().querySelector('.vsm-document-title')).toHaveTextContent(`Red-letter sheet ${open.redLetterId}`);
  await waitFor(() => expect(drawer().querySelector('.vsm-document-lines')).toHaveTextContent(red.redInvoiceId));
});

it('red invoices: the detail shows the whole chain, each a link', async () => {
  const red = demo(table('redInvoices')).find((r) => r.sourceType === '1' && r.settleSheetId)!;
  page.open(`${BASE}/red_invoice?redInvoiceId=${red.redInvoiceId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(red.redInvoiceId)).toBeInTheDocument());
  fireEvent.click(within(rowOf(red.redInvoiceId)).getAllByText(red.redInvoiceId)[0]);
  await waitFor(() => expect(drawer()).toHaveTextContent('Red invoice chain'));
  expect(drawer().querySelector('.vsm-document-title')).toHaveTextContent(`Red invoice ${red.redInvoiceId}`);
  const chain = drawer().querySelector<HTMLElement>('.vsm-billing-chain')!;
  const hrefs = [...chain.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual([
    `/returndocument-management/returndoc_query?sheetId=${red.sourceId}`,
    `${BASE}/redfontinfo?redLetterId=${red.redLetterId}`,
    `${BASE}/red_invoice?redInvoiceId=${red.redInvoiceId}`,
    `${BASE}/payment_application?sheetId=${red.settleSheetId}`,
  ]);
  expect(chain).toHaveTextContent('Return');
  await noViolations(drawer());
});

it('red invoices: a readjustment behind a red invoice opens on the price readjustment screen by its number (SPEC §2)', async () => {
  const red = demo(table('redInvoices')).find((r) => r.sourceType === '2')!;
  expect(table('priceReadjusts').some((p) => p.sheetId === red.sourceId)).toBe(true);
  page.open(`${BASE}/red_invoice?redInvoiceId=${red.redInvoiceId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(red.redInvoiceId)).toBeInTheDocument());
  fireEvent.click(within(rowOf(red.redInvoiceId)).getAllByText(red.redInvoiceId)[0]);
  await waitFor(() => expect(drawer()).toHaveTextContent('Red invoice chain'));
  const chain = drawer().querySelector<HTMLElement>('.vsm-billing-chain')!;
  expect(within(chain).getByText(red.sourceId).closest('a')!.getAttribute('href')).toBe(
    `/promotion/readjust_prices?sheetId=${red.sourceId}`,
  );
});

it('business documents: the settlement documents, a deduction linked to its expense and its red-letter sheet', async () => {
  const letterOf = demo(table('redLetters')).find((l) => l.sourceType === '3')!;
  const doc = demo(table('settleDocs')).find((d) => d.sourceSheetId === letterOf.sourceId)!;
  page.open(`${BASE}/business_document?sourceSheetId=${doc.sourceSheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(doc.sheetId)).toBeInTheDocument());
  const row = rowOf(doc.sheetId);
  expect(within(row).getByText(doc.sourceSheetId).closest('a')!.getAttribute('href')).toBe(
    `${BASE}/OIexpense_document?sheetId=${doc.sourceSheetId}`,
  );
  expect(within(row).getByText(letterOf.redLetterId).closest('a')!.getAttribute('href')).toBe(
    `${BASE}/redfontinfo?redLetterId=${letterOf.redLetterId}`,
  );
});

it("business documents: a return opens the supplier's own return document and the red-letter sheet it caused", async () => {
  const ofReturn = demo(table('redLetters')).find((l) => l.sourceType === '1')!;
  const ret = demo(table('settleDocs')).find((d) => d.docType === '2' && d.sourceSheetId === ofReturn.sourceId)!;
  expect(table('returnDocs').find((r) => r.sheetId === ret.sourceSheetId)!.amount).toBe(-ret.amount);
  page.open(`${BASE}/business_document?docType=2&pageNo=1&pageSize=100`);
  await waitFor(() => expect(screen.getByText(ret.sheetId)).toBeInTheDocument());
  const row = rowOf(ret.sheetId);
  expect(within(row).getByText(ret.sourceSheetId).closest('a')!.getAttribute('href')).toBe(
    `/returndocument-management/returndoc_query?sheetId=${ret.sourceSheetId}`,
  );
  expect(within(row).getByText(ofReturn.redLetterId).closest('a')).not.toBeNull();
});

it("business documents: a receipt opens the supplier's own acceptance document", async () => {
  const receipt = demo(table('settleDocs')).find((d) => d.docType === '1')!;
  expect(table('acceptances').find((a) => a.sheetId === receipt.sourceSheetId)!.amount).toBe(receipt.amount);
  page.open(`${BASE}/business_document?sourceSheetId=${receipt.sourceSheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(receipt.sheetId)).toBeInTheDocument());
  expect(within(rowOf(receipt.sheetId)).getByText(receipt.sourceSheetId).closest('a')!.getAttribute('href')).toBe(
    `/acceptance-management/acceptancedoc_query?sheetId=${receipt.sourceSheetId}`,
  );
});

it('billing summary: the sums of the whole query (SPEC §9) and the server export as .xls', async () => {
  page.open(`${BASE}/billingSummary_document?pageNo=1`);
  const all = demo(table('bills'));
  await waitFor(() => expect(totals()).toHaveTextContent(`Whole query: `));
  await waitFor(() => expect(page.callsOf('billing/summary/totals')).toHaveLength(1));
  const net =
    all.reduce((s, b) => s + Math.round(b.totalAmount * 100), 0) +
    demo(table('redInvoices')).reduce((s, r) => s + Math.round(r.totalAmount * 100), 0);
  await waitFor(() => expect(totals().textContent!.replace(/,/g, '')).toContain((net / 100).toFixed(2)));
  const download = vi.spyOn(http, 'download').mockResolvedValue(undefined as never);
  try {
    fireEvent.click(toolbarButton('Export'));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(download.mock.calls[0][0]).toContain('/billing/summary/export');
  } finally {
    download.mockRestore();
  }
});

it('billing details: the bills not invoiced (SPEC §4) with their sums (SPEC §9)', async () => {
  const waiting = demo(table('bills')).filter((b) => b.invoiceStatus === '0');
  page.open(`${BASE}/billingDetails_document?invoiceStatus=0&pageNo=1`);
  await waitFor(() => expect(screen.getByText(waiting[0].billId)).toBeInTheDocument());
  for (const b of waiting) expect(rowOf(b.billId)).toHaveTextContent('Not invoiced');
  expect(rowOf(waiting[0].billId)).toHaveTextContent(`${waiting[0].taxRate}%`);
  // The settlement sheet billed is shown, and opens the sheet (SPEC §2 payment_application).
  const sheetId = waiting[0].settleSheetId!;
  expect(within(rowOf(waiting[0].billId)).getByText(sheetId).closest('a')!.getAttribute('href')).toBe(
    `${BASE}/payment_application?sheetId=${sheetId}`,
  );
  await waitFor(() => expect(totals()).toHaveTextContent(`Whole query: ${waiting.length}`));
  expect(page.callsOf('billing/details/totals')[0].body).toMatchObject({ params: { invoiceStatus: '0' } });
});

it("billing details: a bill's address (the header's search box, issue 36) opens its detail", async () => {
  const bill = demo(table('bills')).find((b) => b.invoiceNo)!;
  page.open(`${BASE}/billingDetails_document?billId=${bill.billId}&open=${bill.billId}`);
  await waitFor(() => expect(drawer()).toHaveTextContent(bill.invoiceNo!));
  expect(drawer()).toHaveTextContent('Bill');
  expect(drawer()).toHaveTextContent(bill.billId);
});

it('billing details: exporting an empty result is refused (SPEC §5) and nothing is asked of the server', async () => {
  page.open(`${BASE}/billingDetails_document?invoiceName=nobody&pageNo=1`);
  await waitFor(() => expect(totals()).toHaveTextContent('Whole query: 0'));
  fireEvent.click(toolbarButton('Export'));
  await findToast('The exported data is empty.');
  expect(page.callsOf('billing/details/export')).toHaveLength(0);
});

it('billing by invoice name: one row per BU and invoice name, less the red invoices', async () => {
  const [bill] = demo(table('bills'));
  const mine = demo(table('bills')).filter((b) => b.invoiceName === bill.invoiceName);
  const red = demo(table('redInvoices'))
    .filter((r) => mine.some((b) => b.billId === r.billId))
    .reduce((s, r) => s + Math.round(r.totalAmount * 100), 0);
  const net = mine.reduce((s, b) => s + Math.round(b.totalAmount * 100), 0) + red;
  page.open(`${BASE}/billingName_document?pageNo=1`);
  // The invoice name as the grid shows it (in English where the server's texts have one).
  const name = showServerText(bill.invoiceName);
  await waitFor(() => expect(screen.getAllByText(name).length).toBeGreaterThan(0));
  const row = screen.getAllByText(name)[0].closest<HTMLElement>('[role="row"]')!;
  expect(row).toHaveTextContent(String(mine.length));
  expect(row.textContent!.replace(/,/g, '')).toContain((net / 100).toFixed(2));
});
