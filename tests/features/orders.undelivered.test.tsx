import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { ordersRoutes } from '@/features/orders/routes';
import { saveUndelivered } from '@/features/orders/api';
import { canGiveUndeliveredReason } from '@/features/orders/contract';
import { pageTest } from '../support/page';
import { bodyRows, button, columnTexts, dialog, queryButton, tick } from '../support/queries';

/*
 * Undelivered reasons (SPEC §2 /order/undelivered_reason, /s/order-management/undelivered_reason):
 * SPEC §5 'an undelivered reason must be chosen and a document ticked', against the real mock. The
 * rule itself is tested in tests/mocks/ordersContract.test.ts; here each side's screen.
 */

// Grids with many columns render slowly in jsdom on a busy machine: patient waits, no flaky failures.
const {
  callsOf: callsTo,
  signInAs,
  open: renderAt,
} = pageTest({ routes: ordersRoutes, calls: /\/api\/fea-vsm\/order\/(.*)$/, waitMs: 8000 });
const lastBody = (path: string) => callsTo(path).at(-1)!.body;

const SUPPLIER = '/order/undelivered_reason';
const RETAILER = '/s/order-management/undelivered_reason';

/** The supplier's notices without a reason yet, ticks the first and opens the reason dialog; its number. */
async function giveReasonToFirst(): Promise<string> {
  renderAt(`${SUPPLIER}?reasonGiven=0&pageNo=1&pageSize=10`);
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  const [sheetId] = columnTexts('Document no.');
  tick(bodyRows()[0]);
  fireEvent.click(button('Give reason'));
  await waitFor(() => expect(dialog()).toHaveTextContent('Undelivered reason for 1 document(s)'));
  return sheetId;
}

describe('undelivered reasons (demo-supplier)', () => {
  it('SPEC §5: lists the notices not shipped yet; a document must be ticked and a reason chosen, or nothing is sent', async () => {
    renderAt(`${SUPPLIER}?reasonGiven=0&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(lastBody('undelivered/query').params).toEqual({ reasonGiven: '0' });
    // Only notices not shipped yet.
    expect(columnTexts('Status').every((s) => ['Unconfirmed', 'Confirmed'].includes(s))).toBe(true);

    fireEvent.click(button('Give reason'));
    expect(await screen.findByText('Please tick a document first.')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toBeNull();

    tick(bodyRows()[0]);
    fireEvent.click(button('Give reason'));
    await waitFor(() => expect(dialog()).toHaveTextContent('Undelivered reason for 1 document(s)'));
    fireEvent.click(button('OK', dialog()));
    expect(await within(dialog()).findByText('Please select Undelivered reason')).toBeInTheDocument();
    expect(callsTo('undelivered/save')).toHaveLength(0);
  });

  it('saves the chosen reason and remark for the ticked notice, which leaves the list of notices without one', async () => {
    const sheetId = await giveReasonToFirst();
    fireEvent.mouseDown(within(dialog()).getByLabelText('Undelivered reason'));
    fireEvent.click(await screen.findByTitle('Production delay'));
    fireEvent.change(within(dialog()).getByLabelText('Undelivered remark'), { target: { value: 'Line maintenance' } });
    fireEvent.click(button('OK', dialog()));
    expect(await screen.findByText('Undelivered reason saved for 1 document(s).')).toBeInTheDocument();
    expect(lastBody('undelivered/save')).toEqual({ sheetIds: [sheetId], reason: '2', remark: 'Line maintenance' });
    expect(table('orderNotices').find((n) => n.sheetId === sheetId)).toMatchObject({
      undeliveredReason: '2',
      undeliveredRemark: 'Line maintenance',
      undeliveredBy: '华润食品有限公司',
    });
    await waitFor(() => expect(columnTexts('Document no.')).not.toContain(sheetId));
  });
});

describe('undelivered reasons (demo-retailer)', () => {
  it('shows the reason and remark a supplier gave, with the supplier', async () => {
    const notice = table('orderNotices').find(
      (n) => n.venderId === '100101' && n.undeliveredReason === null && canGiveUndeliveredReason(n),
    )!;
    await saveUndelivered([notice.sheetId], '2', 'Line maintenance'); // as the demo supplier

    await signInAs('demo-retailer');
    renderAt(`${RETAILER}?sheetId=${notice.sheetId}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(lastBody('undelivered/query').params).toEqual({ reasonGiven: '1', sheetId: notice.sheetId });
    expect(columnTexts('Undelivered reason')).toEqual(['Production delay']);
    expect(columnTexts('Undelivered remark')).toEqual(['Line maintenance']);
    expect(columnTexts('Supplier')[0]).toMatch(/^100101 /);
  });

  it('lists only the reasons given, on arrival, with no supplier actions', async () => {
    await signInAs('demo-retailer');
    renderAt(`${RETAILER}?pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(lastBody('undelivered/query').params).toEqual({ reasonGiven: '1' });
    expect(columnTexts('Undelivered reason').every((r) => r !== '')).toBe(true);
    expect(queryButton('Give reason')).toBeNull();
  });
});
