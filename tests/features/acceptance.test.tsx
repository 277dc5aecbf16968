import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { transitionDocument } from '@mocks/services/documents';
import { acceptanceRoutes } from '@/features/acceptance/routes';
import { todoCounts } from '@/features/workbench/api';
import { pageTest } from '../support/page';
import {
  bodyRows,
  button,
  columnTexts,
  detailValue,
  drawer,
  drawerLines,
  findText,
  grid,
  headers,
  printSheet,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';
import { formatNumber } from '@/lib/formats';

/*
 * Acceptance documents (SPEC §2 /acceptance-management/acceptancedoc_query, /s/acceptance/search)
 * against the mock database: the workbench's pending filter, confirmation with the SPEC §8
 * refusals, the detail with lines in SPEC §9 formats, print, and the retailer's view.
 */

// The machine running the suite may be busy; a page test here reseeds and renders a full grid.
const {
  callsTo,
  notify,
  signInAs,
  open: render,
} = pageTest({ routes: acceptanceRoutes, calls: /\/api\/fea-vsm\/(?:acceptance|returns)\// });

const SUPPLIER = '/acceptance-management/acceptancedoc_query';
const RETAILER = '/s/acceptance/search';
const pendingOfDemo = () => table('acceptances').filter((a) => a.venderId === '100101' && a.status === '0');
const statusOf = (sheetId: string) => table('acceptances').find((a) => a.sheetId === sheetId)!.status;

describe('acceptance documents (supplier)', () => {
  it('SPEC §8: refuses to confirm with nothing ticked, or a document that is not pending', async () => {
    render(`${SUPPLIER}?status=1`);
    await waitForRows();
    fireEvent.click(button('Confirm'));
    expect(await findText('Please select the documents to confirm or print first.')).toBeInTheDocument();
    const done = bodyRows()[0].querySelector('.vsm-cell-link')!.textContent!;
    tick(rowOf(done));
    fireEvent.click(button('Confirm'));
    expect(await findText('The current document does not allow this operation.')).toBeInTheDocument();
    expect(callsTo('/acceptance/confirm')).toHaveLength(0);
  });

  it('opens from the to-do with status=pending (result = to-do count) and confirms ticked documents: server, list and count follow', async () => {
    const before = (await todoCounts()).acceptance;
    const [a, b] = pendingOfDemo();
    render(`${SUPPLIER}?status=pending`);
    await waitForRows(before);
    expect(callsTo('/acceptance/query')[0].body.params).toEqual({ status: 'pending' });
    expect(new Set(columnTexts('Status'))).toEqual(new Set(['To be confirmed']));
    expect(headers()).not.toContain('Supplier');
    expect(screen.getByText(`${before} in total`)).toBeInTheDocument();
    tick(rowOf(a.sheetId));
    tick(rowOf(b.sheetId));
    fireEvent.click(button('Confirm'));
    expect(await findText('2 acceptance documents confirmed')).toBeInTheDocument();
    expect((callsTo('/acceptance/confirm')[0].body.sheetIds as string[]).sort()).toEqual([a.sheetId, b.sheetId].sort());
    expect([statusOf(a.sheetId), statusOf(b.sheetId)]).toEqual(['1', '1']);
    await waitForRows(before - 2);
    expect((await todoCounts()).acceptance).toBe(before - 2);
  });

  it('shows the server refusal (B0400) when a document was confirmed meanwhile', async () => {
    const [a] = pendingOfDemo();
    render(`${SUPPLIER}?status=pending`);
    await waitForRows();
    transitionDocument('acceptance', a.sheetId, '1'); // confirmed elsewhere after the page loaded
    tick(rowOf(a.sheetId));
    fireEvent.click(button('Confirm'));
    // The server's text (SPEC §8 'current document does not allow this operation'), shown by the client;
    // without the server's translations loaded, an English reader gets it after the generic lead.
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Server message: 当前单据不允许此操作'), {
      timeout: 10000,
    });
    expect(screen.queryByText(/acceptance documents? confirmed/)).toBeNull();
  });

  it('opens a document: header, lines in SPEC §9 formats, print, confirm from the detail', async () => {
    const doc = pendingOfDemo()[0];
    const lines = table('acceptanceLines').filter((l) => l.sheetId === doc.sheetId);
    render(`${SUPPLIER}?status=pending`);
    await waitForRows();
    fireEvent.click(within(rowOf(doc.sheetId)).getByText(doc.sheetId));
    await waitFor(() => expect(drawerLines()).toHaveLength(lines.length), { timeout: 10000 });
    expect(detailValue('Order no.')).toBe(doc.orderSheetId);
    expect(detailValue('Received amount')).toBe(formatNumber(doc.amount, 2));
    expect(detailValue('Ordered qty')).toBe(formatNumber(doc.orderQty, 3));
    // The supplier column is the retailer's in the grid, but a supplier reads its own name in the detail.
    expect(detailValue('Supplier')).toMatch(/^100101 \S/);
    const first = drawerLines()[0].textContent!;
    expect(first).toContain(formatNumber(lines[0].price, 2));
    expect(first).toContain(formatNumber(lines[0].cost, 4));
    expect(first).toContain(formatNumber(lines[0].receivedQty, 3));
    expect(first).toContain(`${lines[0].taxRate}%`);

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(button('Print', drawer()));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printSheet().querySelectorAll('.vsm-print-lines tbody tr')).toHaveLength(lines.length);
    expect(printSheet()).toHaveTextContent('Acceptance document');
    print.mockRestore();

    fireEvent.click(button('Confirm', drawer()));
    expect(await findText('1 acceptance document confirmed')).toBeInTheDocument();
    expect(statusOf(doc.sheetId)).toBe('1');
  });
});

describe('acceptance search (retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('lists every supplier with a supplier column and search field, reads status=pending as its to-do, cannot confirm', async () => {
    const { acceptance } = await todoCounts();
    expect(acceptance).toBe(table('acceptances').filter((a) => a.status === '0').length);
    render(`${RETAILER}?status=pending`);
    await waitForRows(Math.min(acceptance, 20));
    expect(screen.getByText(`${acceptance} in total`)).toBeInTheDocument();
    expect(headers()).toContain('Supplier');
    expect(screen.getByLabelText('Supplier code', { selector: 'input' })).toBeInTheDocument();
    expect(screen.queryByText('Confirm')).toBeNull();
    expect(grid().querySelector('input[type="checkbox"]')).toBeNull(); // nothing to tick documents for
    expect(new Set(columnTexts('Supplier').map((s) => s.split(' ')[0])).size).toBeGreaterThan(1);
  });
});
