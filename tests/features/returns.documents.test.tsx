import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { todoCounts } from '@/features/workbench/api';
import { returnsRoutes } from '@/features/returns/routes';
import { pageTest } from '../support/page';
import {
  bodyRows,
  button,
  columnTexts,
  detailValue,
  drawer,
  drawerLines,
  findText,
  headers,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';

/*
 * Return documents: the supplier's returndoc_query and the retailer's return-sales (SPEC §2)
 * against the mock database, with the retailer's execution of waiting returns.
 */

const {
  callsTo,
  signInAs,
  open: render,
} = pageTest({ routes: returnsRoutes, calls: /\/api\/fea-vsm\/(?:acceptance|returns)\// });

describe('return documents (supplier)', () => {
  it('lists its own executed and waiting returns with lines and amounts, nothing to execute', async () => {
    const own = table('returnDocs').filter((d) => d.venderId === '100101');
    render('/returndocument-management/returndoc_query?pageNo=1');
    await waitForRows(20);
    expect(screen.getByText(`${own.length} in total`)).toBeInTheDocument();
    expect(headers()).not.toContain('Supplier');
    expect(screen.queryByText('Execute return')).toBeNull();
    const first = own.find((d) => d.sheetId === columnTexts('Return document no.')[0])!;
    fireEvent.click(within(rowOf(first.sheetId)).getByText(first.sheetId));
    const lines = table('returnNoticeLines').filter((l) => l.sheetId === first.noticeSheetId);
    await waitFor(() => expect(drawerLines()).toHaveLength(lines.length), { timeout: 10000 });
    expect(drawer()).toHaveTextContent(first.noticeSheetId);
    // The supplier column is the retailer's in the grid, but a supplier reads its own name in the detail.
    expect(detailValue('Supplier')).toMatch(new RegExp(`^${first.venderId} \\S`));
    expect(detailValue('Created by')).toBe(first.creator);
  });
});

describe('return sales (retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('shows every supplier’s returns; status=pending is the retailer to-do; executes ticked returns', async () => {
    const { returnNotice } = await todoCounts();
    render('/s/reorder/return-sales?status=pending');
    await waitForRows(Math.min(returnNotice, 20));
    expect(screen.getByText(`${returnNotice} in total`)).toBeInTheDocument();
    expect(new Set(columnTexts('Supplier').map((s) => s.split(' ')[0])).size).toBeGreaterThan(1);
    const [a] = columnTexts('Return document no.');
    tick(rowOf(a));
    fireEvent.click(button('Execute return'));
    expect(await findText('1 return executed')).toBeInTheDocument();
    const doc = table('returnDocs').find((d) => d.sheetId === a)!;
    expect(doc.status).toBe('1');
    expect(table('returnNotices').find((n) => n.sheetId === doc.noticeSheetId)!.status).toBe('2');
    await waitFor(() => expect(screen.getByText(`${returnNotice - 1} in total`)).toBeInTheDocument(), {
      timeout: 10000,
    });
    expect((await todoCounts()).returnNotice).toBe(returnNotice - 1);
  });

  it('refuses to execute an executed return (SPEC §8)', async () => {
    render('/s/reorder/return-sales?status=1');
    await waitForRows();
    tick(rowOf(columnTexts('Return document no.')[0]));
    fireEvent.click(button('Execute return'));
    expect(await findText('The current document does not allow this operation.')).toBeInTheDocument();
    expect(callsTo('/returns/docExecute')).toHaveLength(0);
    expect(bodyRows().length).toBeGreaterThan(0);
  });
});
