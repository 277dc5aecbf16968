import { fireEvent, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { mockToday } from '@mocks/db/clock';
import { userOfToken } from '@mocks/domains/platform/auth';
import { disputeExpenses } from '@mocks/domains/settlement/service';
import { glossary } from '@mocks/glossary';
import { settlementRoutes } from '@/features/settlement/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, dialog, eventually, findText, findToast, rowOf, tick } from '../support/queries';

/*
 * The retailer's dispute desk (/s/settlement-management/dispute_desk) as demo-retailer: a dispute the
 * demo supplier raised is listed with its supplier, reason and evidence, and answered in part (SPEC §5:
 * an amount not above the one disputed, and a reason).
 */

const page = pageTest({
  routes: settlementRoutes,
  account: 'demo-retailer',
  setUp: () => mergeServerTexts('en-US', glossary()),
  calls: /\/settlement\/(\w+\/\w+)$/,
  waitMs: 8000,
});

/** The demo supplier disputes one of its expenses to confirm, with a reason and a photo, as its own screen does. */
function supplierRaises(): { disputeId: string; amount: number } {
  const expense = table('expenseDocs').find(
    (e) => e.venderId === '100101' && e.bu === '12' && e.status === '0' && e.disputeDeadline >= mockToday(),
  )!;
  const photo = { fileUrl: 'group2/M00/00/01/f000001.png', fileName: 'shelf-photo.png', size: 2048 };
  const vendor = { venderId: '100101', bu: '12', partnerId: 'P10001' };
  const ctx = { token: 'demo-supplier', user: userOfToken('demo-supplier'), vendor, language: 'zh-CN' };
  const { disputeId } = disputeExpenses(ctx, {
    sheetIds: [expense.sheetId],
    reason: 'Promotion never ran in our stores',
    evidence: [photo],
  });
  return { disputeId, amount: expense.amount };
}

it('lists a dispute the supplier raised and accepts it in part, not above the amount disputed, with a reason (SPEC §5)', async () => {
  const raised = supplierRaises();
  page.open(`/s/settlement-management/dispute_desk?disputeId=${raised.disputeId}&pageNo=1`);
  const row = await eventually(() => {
    const shown = rowOf(raised.disputeId);
    expect(shown).toBeDefined();
    return shown;
  });
  expect(row).toHaveTextContent('100101');
  expect(row).toHaveTextContent('Promotion never ran in our stores');
  expect(row).toHaveTextContent('shelf-photo.png');
  expect(row).toHaveTextContent('Open');

  fireEvent.click(button('Accept in part', row));
  await eventually(() => expect(dialog()).toHaveTextContent(`Accept dispute ${raised.disputeId} in part`));
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findText('Please enter Reason');
  fireEvent.change(within(dialog()).getByLabelText('Reason'), { target: { value: 'Ran in half the stores' } });
  fireEvent.change(within(dialog()).getByLabelText('Amount accepted'), {
    target: { value: String(raised.amount + 1) },
  });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findText('The amount accepted cannot be above the amount disputed');
  expect(page.callsOf('desk/answer')).toHaveLength(0);

  fireEvent.change(within(dialog()).getByLabelText('Amount accepted'), { target: { value: '100' } });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findToast('Dispute accepted in part');
  expect(page.callsOf('desk/answer')[0].body).toMatchObject({
    disputeId: raised.disputeId,
    mode: 'part',
    amount: 100,
    answer: 'Ran in half the stores',
  });
  // The list is asked again: the case now reads accepted, with the amount reversed and the answer.
  await eventually(() => expect(rowOf(raised.disputeId)).toHaveTextContent('Accepted'));
  expect(rowOf(raised.disputeId)).toHaveTextContent('Ran in half the stores');
  expect(rowOf(raised.disputeId)).toHaveTextContent('100.00');
  expect(table('disputes').find((d) => d.disputeId === raised.disputeId)).toMatchObject({ status: '1' });
});

it('rejects ticked disputes of two suppliers only with a reason (SPEC §5)', async () => {
  // The first page of the open disputes by number: cases of the demo supplier and of others.
  const open = table('disputes')
    .filter((d) => d.status === '0')
    .sort((x, y) => x.disputeId.localeCompare(y.disputeId))
    .slice(0, 20);
  const [a, b] = [open.find((d) => d.venderId === '100101')!, open.find((d) => d.venderId !== '100101')!];
  page.open('/s/settlement-management/dispute_desk?status=0&pageNo=1&pageSize=20&orderBy=disputeId');
  await eventually(() => expect(rowOf(a.disputeId)).toBeDefined());
  tick(rowOf(a.disputeId));
  tick(rowOf(b.disputeId));
  fireEvent.click(button('Reject'));
  await eventually(() => expect(dialog()).toHaveTextContent('Reject the 2 ticked disputes'));
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findText('Please enter Rejection reason');
  expect(page.callsOf('desk/answer')).toHaveLength(0);
  fireEvent.change(within(dialog()).getByLabelText('Rejection reason'), { target: { value: 'Photos show it ran' } });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findToast('2 disputes rejected');
  for (const d of [a, b])
    expect(table('disputes').find((x) => x.disputeId === d.disputeId)).toMatchObject({
      status: '2',
      answer: 'Photos show it ran',
    });
  // The open list no longer holds them.
  await eventually(() => expect(rowOf(a.disputeId)).toBeUndefined());
});

it('accepts a dispute in full from its row, the answer optional; the whole amount is reversed', async () => {
  const c = table('disputes').find((d) => d.status === '0')!;
  page.open(`/s/settlement-management/dispute_desk?disputeId=${c.disputeId}&pageNo=1`);
  await eventually(() => expect(rowOf(c.disputeId)).toBeDefined());
  fireEvent.click(button('Accept in full', rowOf(c.disputeId)));
  await eventually(() => expect(dialog()).toHaveTextContent('Accept the ticked dispute in full'));
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findToast('1 dispute accepted in full');
  expect(table('disputes').find((x) => x.disputeId === c.disputeId)).toMatchObject({
    status: '1',
    reversedAmount: c.amount,
  });
});
