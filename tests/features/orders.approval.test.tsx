import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { todoCounts } from '@/features/workbench/api';
import { approvalLines, queryApprovals } from '@/features/orders/api';
import { formatQuantity } from '@/lib/formats';
import { ordersRoutes } from '@/features/orders/routes';
import { pageTest } from '../support/page';
import { bodyRows, button, columnTexts, detailValue, dialog, drawer, tick } from '../support/queries';

/*
 * Order approval (SPEC §2 /order/order_approval, /s/order-management/order_approval): change
 * documents with their purchase-item change rows (SPEC §3), confirmed or rejected by the supplier
 * only in shipped status (SPEC §4), against the real mock backend.
 */

// Grids with many columns render slowly in jsdom on a busy machine: patient waits, no flaky failures.
const {
  callsOf: callsTo,
  signInAs,
  open: renderAt,
} = pageTest({ routes: ordersRoutes, calls: /\/api\/fea-vsm\/order\/(.*)$/, waitMs: 8000 });
const lastBody = (path: string) => callsTo(path).at(-1)!.body;

const SUPPLIER = '/order/order_approval';
const RETAILER = '/s/order-management/order_approval';

describe('order approval (demo-supplier)', () => {
  it('opens from the workbench to-do with ?status=pending: shipped documents, as many as the count', async () => {
    const counts = await todoCounts();
    renderAt(`${SUPPLIER}?status=pending&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(lastBody('approval/query').params).toEqual({ status: 'pending' });
    expect(screen.getByText(`${counts.orderApproval} in total`)).toBeInTheDocument();
    expect(new Set(columnTexts('Status'))).toEqual(new Set(['Shipped']));
  });

  it('SPEC §8/§4: refuses with nothing ticked and for a document that is not shipped, before any call', async () => {
    renderAt(`${SUPPLIER}?status=0&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(button('Confirm'));
    expect(await screen.findByText('Please select the documents to confirm or print first.')).toBeInTheDocument();
    tick(bodyRows()[0]);
    fireEvent.click(button('Reject'));
    expect(await screen.findByText('The current document does not allow this operation.')).toBeInTheDocument();
    expect(callsTo('approval/reject')).toHaveLength(0);
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('rejects a shipped document only with a reason (SPEC §5); the server remembers status, checker and reason', async () => {
    renderAt(`${SUPPLIER}?status=pending&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const [sheetId] = columnTexts('Document no.');
    tick(bodyRows()[0]);
    fireEvent.click(button('Reject'));
    await waitFor(() => expect(dialog()).toHaveTextContent('Reject 1 change document(s)'));
    fireEvent.click(button('OK', dialog()));
    expect(await within(dialog()).findByText('Please enter Reason')).toBeInTheDocument();
    expect(callsTo('approval/reject')).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('Reason'), { target: { value: 'Not enough stock' } });
    fireEvent.click(button('OK', dialog()));
    expect(await screen.findByText('1 document(s) rejected.')).toBeInTheDocument();
    expect(lastBody('approval/reject')).toEqual({ sheetIds: [sheetId], reason: 'Not enough stock' });
    expect(table('orderApprovals').find((a) => a.sheetId === sheetId)).toMatchObject({
      status: '3',
      checker: '华润食品有限公司',
      replyReason: 'Not enough stock',
    });
    await waitFor(() => expect(columnTexts('Document no.')).not.toContain(sheetId));
  });

  it('confirms shipped documents: the to-do count drops and the retailer sees the change', async () => {
    const before = await todoCounts();
    const view = renderAt(`${SUPPLIER}?status=pending&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const [sheetId] = columnTexts('Document no.');
    tick(bodyRows()[0]);
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(dialog()).toHaveTextContent('Confirm 1 change document(s)'));
    fireEvent.change(within(dialog()).getByLabelText('Reason'), { target: { value: 'Agreed' } });
    fireEvent.click(button('OK', dialog()));
    expect(await screen.findByText('1 document(s) confirmed.')).toBeInTheDocument();
    expect((await todoCounts()).orderApproval).toBe(before.orderApproval - 1);
    const saved = table('orderApprovals').find((a) => a.sheetId === sheetId)!;
    expect(saved).toMatchObject({ status: '2', replyReason: 'Agreed' });

    view.unmount();
    await signInAs('demo-retailer');
    renderAt(`${RETAILER}?sheetId=${sheetId}&pageNo=1`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(columnTexts('Status')).toEqual(['Confirmed']);
    expect(columnTexts('Checker')).toEqual(['华润食品有限公司']);
    expect(columnTexts('Checked at')).toEqual([saved.checkDate]);
    expect(columnTexts('Supplier reason')).toEqual(['Agreed']);
    expect(columnTexts('Supplier')[0]).toMatch(/^100101 /);
  });

  it('shows the purchase-item change rows with the difference marker where promQty ≠ entryQty', async () => {
    const [doc] = (await queryApprovals({ pageNo: 1, pageSize: 1, params: { difference: '1', status: 'pending' } }))
      .pageData;
    renderAt(`${SUPPLIER}?sheetId=${doc.sheetId}&pageNo=1`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(within(bodyRows()[0]).getByText(doc.sheetId));
    await waitFor(() => expect(detailValue('Order no.')).toBe(doc.orderSheetId));
    const lines = await approvalLines(doc.sheetId);
    const linesGrid = drawer().querySelector<HTMLElement>('.vsm-document-lines')!;
    await waitFor(() => expect(bodyRows(linesGrid)).toHaveLength(lines.length));
    expect(columnTexts('Promised qty', linesGrid)).toEqual(lines.map((l) => formatQuantity(l.promQty)));
    expect(columnTexts('Entered qty', linesGrid)).toEqual(lines.map((l) => formatQuantity(l.entryQty)));
    expect(columnTexts('Difference', linesGrid)).toEqual(
      lines.map((l) => (l.promQty !== l.entryQty ? 'Difference' : '')),
    );
    expect(columnTexts('Difference', linesGrid).filter(Boolean)).toHaveLength(doc.diffCount);
    expect(columnTexts('Change', linesGrid).every((f) => ['Added', 'Changed', 'Removed'].includes(f))).toBe(true);
    // The detail offers the supplier's answers for a shipped document.
    expect(button('Confirm', drawer())).toBeDefined();
    expect(button('Reject', drawer())).toBeDefined();
  });
});
