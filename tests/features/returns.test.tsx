import { fireEvent, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { todoCounts } from '@/features/workbench/api';
import { returnsRoutes } from '@/features/returns/routes';
import { pageTest } from '../support/page';
import {
  button,
  columnTexts,
  detailValue,
  drawer,
  drawerLines,
  findText,
  printSheet,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';
import { formatNumber } from '@/lib/formats';

/*
 * Return notices (SPEC §2 /returndocument-management/returnnoticedoc_query) against the mock
 * database: the workbench's pending filter, the SPEC §9 return policy in the detail and on the
 * print, confirmation with the SPEC §8 refusals.
 */

// The machine running the suite may be busy; a page test here reseeds and renders a full grid.
const { callsTo, open: render } = pageTest({
  routes: returnsRoutes,
  calls: /\/api\/fea-vsm\/(?:acceptance|returns)\//,
});

const URL = '/returndocument-management/returnnoticedoc_query';
const notice = (sheetId: string) => table('returnNotices').find((n) => n.sheetId === sheetId)!;

describe('return notices (supplier)', () => {
  it('opens from the to-do with status=pending and refuses to confirm nothing (SPEC §8)', async () => {
    const { returnNotice } = await todoCounts();
    render(`${URL}?status=pending`);
    await waitForRows(returnNotice);
    expect(new Set(columnTexts('Status'))).toEqual(new Set(['To be confirmed']));
    fireEvent.click(button('Confirm'));
    expect(await findText('Please select the documents to confirm or print first.')).toBeInTheDocument();
    expect(callsTo('/returns/noticeConfirm')).toHaveLength(0);
  });

  it('refuses to confirm a completed notice (SPEC §8)', async () => {
    const done = table('returnNotices').find((n) => n.venderId === '100101' && n.status === '2')!;
    render(`${URL}?status=2&sheetId=${done.sheetId}`);
    await waitForRows(1);
    tick(rowOf(done.sheetId));
    fireEvent.click(button('Confirm'));
    expect(await findText('The current document does not allow this operation.')).toBeInTheDocument();
    expect(callsTo('/returns/noticeConfirm')).toHaveLength(0);
  });

  it('shows a pending notice with its lines and the SPEC §9 return policy, prints it, confirms it', async () => {
    const before = (await todoCounts()).returnNotice;
    const doc = table('returnNotices').find((n) => n.venderId === '100101' && n.status === '0')!;
    const lines = table('returnNoticeLines').filter((l) => l.sheetId === doc.sheetId);
    render(`${URL}?status=pending&sheetId=${doc.sheetId}`);
    await waitForRows(1);
    fireEvent.click(within(rowOf(doc.sheetId)).getByText(doc.sheetId));
    await waitFor(() => expect(drawerLines()).toHaveLength(lines.length), { timeout: 10000 });
    expect(detailValue('Return by')).toBe(doc.deadline);
    expect(detailValue('Return amount')).toBe(formatNumber(doc.amount, 2));
    expect(drawerLines()[0]).toHaveTextContent(formatNumber(lines[0].cost, 4));
    const policy = within(drawer()).getByLabelText('Return policy');
    expect(policy).toHaveTextContent('Perishables are returned within 3 days.');
    expect(policy).toHaveTextContent('General goods are returned within 7 days.');
    expect(policy).toHaveTextContent('Goods not cleared after 10 days are cleared and deducted.');
    expect(policy).toHaveTextContent(`return by ${doc.deadline}`);

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(button('Print', drawer()));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printSheet()).toHaveTextContent('Perishables are returned within 3 days.');
    expect(printSheet().querySelectorAll('.vsm-print-lines tbody tr')).toHaveLength(lines.length);
    print.mockRestore();

    fireEvent.click(button('Confirm', drawer()));
    expect(await findText('1 return notice confirmed')).toBeInTheDocument();
    expect(notice(doc.sheetId).status).toBe('1');
    expect(table('returnDocs').find((d) => d.noticeSheetId === doc.sheetId)).toMatchObject({
      status: '0',
      amount: doc.amount,
    });
    expect((await todoCounts()).returnNotice).toBe(before - 1);
  });
});
