import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadPage } from '../support/routes';
import { table, updateRows } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/settlement.json';
import enUS from '../../locales/en-US/settlement.json';
import { settlementRoutes } from '@/features/settlement/routes';
import {
  disputeTotals,
  expenseTotals,
  ledgerTotals,
  printLetters,
  settleDocTotals,
  sheetTotals,
} from '@/features/settlement/api';
import { http, TIMEOUTS } from '@/api/http';
import { mergeServerTexts } from '@/i18n';
import { fastUser, pageTest } from '../support/page';
import { button, confirmOk, dialog, drawer, findToast, headers, rowOf, tick as tickRow } from '../support/queries';

/*
 * Settlement I, the supplier's screens (SPEC §2, §4, §5, §8, §9) against the mock backend: each
 * screen's query, one action and one refusal with its message, and what the server remembered.
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
const tick = (id: string) => tickRow(rowOf(id));
const toolbarButton = (text: string) => button(text, document.querySelector<HTMLElement>('.vsm-query-toolbar')!);
const totals = () => document.querySelector<HTMLElement>('.vsm-query-totals')!;
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));

it('declares the ten supplier screens of SPEC §2 and the retailer’s dispute and payment desks, each a lazy page, with the same keys in both languages', async () => {
  const paths = (side: string) =>
    settlementRoutes.filter((r) => r.side === side).map((r) => r.path.replace(/^(\/s)?\/settlement-management\//, ''));
  expect(paths('supplier')).toEqual([
    'OIexpense_document',
    'settlement_document',
    'dispute_resolution',
    'settlement_expense',
    'payment_application',
    'confirmation_letter',
    'preRec',
    'balanceTrans',
    'cashSettle',
    'withdrawalCfmtn',
  ]);
  expect(paths('retailer')).toEqual(['dispute_desk', 'payment_desk']);
  for (const r of settlementRoutes) expect(typeof (await loadPage(r))).toBe('function');
  // English has a singular and a plural form of a counted text (`_one`, `_other`), Chinese one text.
  const base = (o: object) => [...new Set(keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
  expect(base(enUS)).toEqual(base(zhCN));
});

it('SPEC §9: settlement totals wait 60000 ms; the confirmation print data has no time-out', async () => {
  const post = vi.spyOn(http, 'post').mockResolvedValue({ count: 0, amount: 0, letters: [] });
  try {
    const sums = [expenseTotals, settleDocTotals, sheetTotals, disputeTotals, ledgerTotals];
    for (const call of sums) await call({ pageNo: 1, pageSize: 20, params: {} });
    await printLetters(['JS1']);
    expect(post.mock.calls.map((c) => (c[2] as { timeout?: number }).timeout)).toEqual([
      ...sums.map(() => TIMEOUTS.sums),
      0,
    ]);
    expect(TIMEOUTS.sums).toBe(60000);
  } finally {
    post.mockRestore();
  }
});

it('OI expenses: totals of the whole query and of the ticked rows (SPEC §9); a dispute needs ticked rows and a reason (SPEC §5)', async () => {
  const pending = demo(table('expenseDocs')).filter((e) => e.status === '0' && e.disputeDeadline >= '2000-01-01');
  const [a, b, late] = pending;
  updateRows('expenseDocs', (e) => e.sheetId === late.sheetId, { disputeDeadline: '2000-01-01' });
  page.open(`${BASE}/OIexpense_document?status=0&pageNo=1&pageSize=100`);
  await waitFor(() => expect(screen.getByText(a.sheetId)).toBeInTheDocument());
  // Beyond: the days left to dispute; past the deadline the document is closed to disputes (SPEC §5 refusal).
  expect(rowOf(a.sheetId).textContent).toMatch(/\d+ days?/);
  expect(rowOf(late.sheetId)).toHaveTextContent('Closed');
  tick(late.sheetId);
  fireEvent.click(toolbarButton('Dispute'));
  await findToast('Only documents to confirm and still within their dispute period can be disputed');
  tick(late.sheetId);
  const sum = (rows: { amount: number }[]) =>
    (rows.reduce((s, e) => s + Math.round(e.amount * 100), 0) / 100).toFixed(2);
  const whole = demo(table('expenseDocs')).filter((e) => e.status === '0');
  await waitFor(() => expect(totals()).toHaveTextContent(`Whole query: ${whole.length}`));
  expect(totals().textContent!.replace(/,/g, '')).toContain(sum(whole));
  expect(page.callsOf('expense/totals')[0].body).toMatchObject({ params: { status: '0' } });

  fireEvent.click(toolbarButton('Dispute'));
  await findToast('Please select the documents to confirm or print first.');
  tick(a.sheetId);
  tick(b.sheetId);
  await waitFor(() => expect(totals()).toHaveTextContent('Ticked: 2'));
  expect(totals().textContent!.replace(/,/g, '')).toContain(sum([a, b]));
  fireEvent.click(toolbarButton('Dispute'));
  await waitFor(() => expect(dialog()).toHaveTextContent('Dispute 2 expense documents'));
  fireEvent.click(within(dialog()).getByText('Submit').closest('button')!);
  await waitFor(() => expect(within(dialog()).getByText('Please enter Dispute reason')).toBeInTheDocument());
  expect(table('expenseDocs').find((e) => e.sheetId === a.sheetId)!.status).toBe('0');
  fireEvent.change(within(dialog()).getByLabelText('Dispute reason'), { target: { value: 'Promotion never ran' } });
  fireEvent.click(within(dialog()).getByText('Submit').closest('button')!);
  await findToast('Dispute submitted; follow it under Dispute resolution');
  const disputed = table('expenseDocs').find((e) => e.sheetId === a.sheetId)!;
  expect(disputed.status).toBe('2');
  const dispute = table('disputes').find((d) => d.disputeId === disputed.disputeId)!;
  expect(dispute).toMatchObject({ reason: 'Promotion never ran', itemCount: 2 });
});

it('settlement documents: culling needs ticked documents (SPEC §5); three documents merge into a new sheet (SPEC §2)', async () => {
  // The newest three, on the first page of the grid's order (docDate desc).
  const free = demo(table('settleDocs'))
    .filter((d) => d.status === '1')
    .sort((a, b) => b.docDate.localeCompare(a.docDate))
    .slice(0, 3);
  page.open(`${BASE}/settlement_document?status=1&pageNo=1&pageSize=50`);
  await waitFor(() => expect(screen.getByText(free[2].sheetId)).toBeInTheDocument());
  fireEvent.click(toolbarButton('Remove to a later period'));
  await findToast('Please tick the documents to remove or cancel first');
  for (const d of free) tick(d.sheetId);
  fireEvent.click(toolbarButton('Merge into a settlement'));
  await confirmOk('Merge the 3 selected documents into one settlement sheet?');
  await findToast('3 documents merged into a new settlement sheet');
  const sheetId = table('settleDocs').find((d) => d.sheetId === free[0].sheetId)!.settleSheetId!;
  expect(table('settleSheets').find((s) => s.sheetId === sheetId)).toMatchObject({ status: '0', docCount: 3 });
});

it('settlement documents: a dispute cull needs a reason and carries evidence images (SPEC §2 culling, §5 upload rules)', async () => {
  const newSheets = demo(table('settleSheets'))
    .filter((x) => x.status === '0')
    .map((x) => x.sheetId);
  const doc = demo(table('settleDocs')).find((d) => d.status === '2' && newSheets.includes(d.settleSheetId ?? ''))!;
  page.open(`${BASE}/settlement_document?sheetId=${doc.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(doc.sheetId)).toBeInTheDocument());
  fireEvent.click(toolbarButton('Remove as disputed'));
  await findToast('Please tick the documents to remove or cancel first');
  tick(doc.sheetId);
  fireEvent.click(toolbarButton('Remove as disputed'));
  await waitFor(() => expect(dialog()).toHaveTextContent('Remove 1 document as disputed'));
  fireEvent.click(within(dialog()).getByText('Submit').closest('button')!);
  await waitFor(() => expect(within(dialog()).getByText('Please enter Dispute reason')).toBeInTheDocument());
  const bytes = new Uint8Array(200);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toMatch(/png/);
  await fastUser().upload(input, new File([bytes], 'short-delivery.png', { type: 'image/png' }));
  await waitFor(() => expect(dialog().querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1));
  fireEvent.change(within(dialog()).getByLabelText('Dispute reason'), { target: { value: 'Quantity short' } });
  fireEvent.click(within(dialog()).getByText('Submit').closest('button')!);
  await findToast('1 document removed as disputed');
  const disputeId = table('settleDocs').find((d) => d.sheetId === doc.sheetId)!.disputeId;
  const dispute = table('disputes').find((d) => d.disputeId === disputeId)!;
  expect(dispute).toMatchObject({ reason: 'Quantity short', source: '2' });
  expect(page.callsOf('doc/cull')[0].body.evidence).toHaveLength(1);
  expect(dispute.evidence).toEqual(page.callsOf('doc/cull')[0].body.evidence);
});

it('payment application: missing tax number refused with the SPEC §8 text; the detail shows the payment timeline', async () => {
  const fresh = demo(table('settleSheets')).find((s) => s.status === '0')!;
  updateRows('vendors', (v) => v.venderId === '100101' && v.bu === '12', { taxNumber: '' });
  page.open(`${BASE}/payment_application?sheetId=${fresh.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(fresh.sheetId)).toBeInTheDocument());
  expect(headers()).toContain('Settlement sheet');
  expect(headers()).not.toContain('Document number');
  tick(fresh.sheetId);
  fireEvent.click(toolbarButton('Confirm invoice data'));
  await confirmOk('Confirm the invoice data of the selected settlement sheets?');
  await waitFor(() =>
    expect(page.notify).toHaveBeenCalledWith('error', 'The supplier tax number is missing. Please maintain it first.'),
  );
  expect(table('settleSheets').find((s) => s.sheetId === fresh.sheetId)!.invoiceConfirmed).toBe(false);

  fireEvent.click(screen.getByText(fresh.sheetId));
  await waitFor(() => expect(drawer()).toHaveTextContent('Payment timeline'));
  expect(drawer()).toHaveTextContent('Sheet created');
  expect(drawer()).toHaveTextContent('Payment not applied for yet');
  // Beyond: only what holds this sheet, not the supplier's frozen documents or open cases elsewhere.
  expect(within(drawer()).getByRole('note')).toHaveTextContent(/^Payment held: invoice not received$/);
  // Each document opens the receipt or OI expense it settles, on that document's own screen.
  const receipt = table('settleDocs').find((d) => d.settleSheetId === fresh.sheetId && d.docType === '1')!;
  const lines = () => drawer().querySelector<HTMLElement>('.vsm-document-lines')!;
  await waitFor(() => expect(lines()).toHaveTextContent(receipt.sourceSheetId));
  expect(table('acceptances').find((a) => a.sheetId === receipt.sourceSheetId)!.amount).toBe(receipt.amount);
  expect(within(lines()).getByText(receipt.sourceSheetId).closest('a')!.getAttribute('href')).toBe(
    `/acceptance-management/acceptancedoc_query?sheetId=${receipt.sourceSheetId}`,
  );
});

it('confirmation letters: print before the text is saved is refused (SPEC §8); the text needs a signing type and time (SPEC §5)', async () => {
  const fresh = demo(table('settleSheets')).find((s) => s.status === '0' && s.letterStatus === '0')!;
  page.open(`${BASE}/confirmation_letter?sheetId=${fresh.sheetId}&pageNo=1`);
  await waitFor(() => expect(screen.getByText(fresh.sheetId)).toBeInTheDocument());
  fireEvent.click(toolbarButton('Print'));
  await findToast('Please select the documents to confirm or print first.');
  tick(fresh.sheetId);
  fireEvent.click(toolbarButton('Print'));
  await findToast('Please save the text information first.');
  fireEvent.click(toolbarButton('E-sign'));
  await findToast('No e-signature file has been generated. Please print first.');

  fireEvent.click(toolbarButton('Enter text information'));
  await waitFor(() => expect(dialog()).toHaveTextContent('Confirmation letter text'));
  fireEvent.click(within(dialog()).getByText('OK').closest('button')!);
  await waitFor(() => expect(dialog()).toHaveTextContent('Please select Signing business type'));
  expect(table('settleSheets').find((s) => s.sheetId === fresh.sheetId)!.letterStatus).toBe('0');
});

it('withdrawal confirmation refuses a confirmed withdrawal and confirms a ticked pending one', async () => {
  const pending = demo(table('settleLedger')).find((r) => r.kind === 'withdrawal' && r.status === '0')!;
  const done = demo(table('settleLedger')).find((r) => r.kind === 'withdrawal' && r.status !== '0')!;
  page.open(`${BASE}/withdrawalCfmtn?pageNo=1&pageSize=100`);
  await waitFor(() => expect(screen.getByText(pending.entryId)).toBeInTheDocument());
  tick(done.entryId);
  fireEvent.click(toolbarButton('Confirm withdrawal'));
  await findToast('The current document does not allow this operation.');
  tick(done.entryId);
  tick(pending.entryId);
  fireEvent.click(toolbarButton('Confirm withdrawal'));
  await confirmOk('Confirm the selected withdrawal?');
  await findToast('1 withdrawal confirmed');
  expect(table('settleLedger').find((r) => r.entryId === pending.entryId)!.status).toBe('1');
});
