import { fireEvent, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { mockToday } from '@mocks/db/clock';
import { advanceSheet } from '@mocks/domains/settlement/service';
import { glossary } from '@mocks/glossary';
import { settlementRoutes } from '@/features/settlement/routes';
import { searchSources } from '@/features/settlement/search';
import { mergeServerTexts } from '@/i18n';
import { formatAmount } from '@/lib/formats';
import { pageTest } from '../support/page';
import {
  button,
  confirmOk,
  dialog,
  eventually,
  findText,
  findToast,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';

/*
 * The retailer's payment desk (/s/settlement-management/payment_desk) as demo-retailer: the sheets the
 * suppliers applied for payment (SPEC §4 settlement sheet states) open on what waits, an invoice is
 * marked received, a sheet paid (the day and the amount payable), and a sheet not in the state an
 * action needs is refused with the reason.
 */

const page = pageTest({
  routes: settlementRoutes,
  account: 'demo-retailer',
  setUp: () => mergeServerTexts('en-US', glossary()),
  calls: /\/settlement\/(paydesk\/\w+)$/,
  waitMs: 8000,
});

const DESK = '/s/settlement-management/payment_desk';
const inStatus = (status: string) => table('settleSheets').find((s) => s.status === status)!;
const drawerTitle = () => document.querySelector('.ant-drawer-title')?.textContent;
const statusOf = (sheetId: string) => table('settleSheets').find((s) => s.sheetId === sheetId)!.status;

it('opens on the sheets waiting for staff, with supplier, number, amounts and state (SPEC §4, §9 amounts)', async () => {
  const waiting = table('settleSheets').filter((s) => s.status === '2' || s.status === '3');
  page.open(DESK);
  await waitForRows(waiting.length);
  const applied = inStatus('2');
  const row = rowOf(applied.sheetId);
  expect(row).toHaveTextContent('100101');
  expect(row).toHaveTextContent('Payment confirmed');
  expect(formatAmount(applied.payableAmount)).toMatch(/,/);
  expect(row).toHaveTextContent(formatAmount(applied.payableAmount));
  expect(rowOf(inStatus('3').sheetId)).toHaveTextContent('Invoice confirmed');
  expect(page.callsOf('paydesk/query')[0].body).toMatchObject({ params: { status: 'waiting' } });
});

it('marks an invoice received after the question; the sheet then waits for its payment', async () => {
  const { sheetId } = inStatus('2');
  page.open(DESK);
  await eventually(() => expect(rowOf(sheetId)).toBeDefined());
  fireEvent.click(button('Mark invoice received', rowOf(sheetId)));
  await confirmOk('Mark the invoice of the selected settlement sheet received?');
  await findToast('Invoice marked received for 1 settlement sheet');
  expect(statusOf(sheetId)).toBe('3');
  await eventually(() => expect(rowOf(sheetId)).toHaveTextContent('Invoice confirmed'));
  expect(button('Mark paid', rowOf(sheetId))).toBeDefined();
});

it('pays a sheet only with the amount payable, on today by default; it leaves the waiting list', async () => {
  const sheet = inStatus('3');
  page.open(DESK);
  await eventually(() => expect(rowOf(sheet.sheetId)).toBeDefined());
  fireEvent.click(button('Mark paid', rowOf(sheet.sheetId)));
  await eventually(() => expect(dialog()).toHaveTextContent(`Pay settlement sheet ${sheet.sheetId}`));
  expect(dialog()).toHaveTextContent(formatAmount(sheet.payableAmount));
  fireEvent.change(within(dialog()).getByLabelText('Amount paid'), {
    target: { value: String(sheet.payableAmount - 1) },
  });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findText('The amount paid must equal the amount payable of the sheet');
  expect(page.callsOf('paydesk/pay')).toHaveLength(0);

  fireEvent.change(within(dialog()).getByLabelText('Amount paid'), { target: { value: String(sheet.payableAmount) } });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findToast(`Settlement sheet ${sheet.sheetId} paid`);
  expect(page.callsOf('paydesk/pay')[0].body).toMatchObject({ sheetId: sheet.sheetId, amount: sheet.payableAmount });
  expect(table('settleSheets').find((s) => s.sheetId === sheet.sheetId)).toMatchObject({
    status: '4',
    paidDate: mockToday(),
  });
  await eventually(() => expect(rowOf(sheet.sheetId)).toBeUndefined());
});

it('refuses Mark paid on a sheet whose invoice is not received, saying why; the server says the same when the state moved meanwhile', async () => {
  const applied = inStatus('2');
  page.open(DESK);
  await eventually(() => expect(rowOf(applied.sheetId)).toBeDefined());
  tick(rowOf(applied.sheetId));
  fireEvent.click(button('Mark paid'));
  await findToast(
    'This document does not allow “Mark paid”: only a sheet whose invoice has been received can be paid; mark its invoice received first',
  );
  expect(page.callsOf('paydesk/pay')).toHaveLength(0);

  // Another clerk received the invoice since the list was shown: the server refuses the second receipt.
  advanceSheet({ sheetId: applied.sheetId, to: '3' });
  fireEvent.click(button('Mark invoice received', rowOf(applied.sheetId)));
  await confirmOk('Mark the invoice of the selected settlement sheet received?');
  await eventually(() =>
    expect(page.notify).toHaveBeenCalledWith(
      'error',
      'This document does not allow “Mark invoice received”: only a sheet applied for payment can have its invoice marked received',
    ),
  );
});

it('finds a sheet on the payment desk by any part of its number (find anything, retailer staff) and opens it there', async () => {
  const sheet = inStatus('3');
  const source = searchSources.find((s) => s.id === 'settlement.paydesk')!;
  expect(source.side).toBe('retailer');
  const hits = await source.search(sheet.sheetId.slice(4, 12), { signal: new AbortController().signal });
  const hit = hits.find((h) => h.key === sheet.sheetId)!;
  expect(hit).toMatchObject({ number: sheet.sheetId, party: expect.stringContaining(sheet.venderId) });
  page.open(hit.to);
  await eventually(() => expect(drawerTitle()).toContain(`Settlement sheet ${sheet.sheetId}`));
});
