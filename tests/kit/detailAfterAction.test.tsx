import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { stepFrom } from '@/kit/query/detailCursor';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { detailValue, drawer } from '../support/queries';

/*
 * SPEC §2 query screens, §8 previous/next: after an action the detail shows the document's new
 * state, also when the action takes it out of the list on screen (a to-do list filtered on the very
 * status the action changes: the workbench's /order/order_notice?status=pending).
 */

type Doc = { sheetId: string; status: string; confirmer: string };
let store: Doc[] = [];
let queries: PageQuery[] = [];

const config = (detail: Partial<NonNullable<QueryPageConfig<Doc>['detail']>> = {}): QueryPageConfig<Doc> => ({
  id: 'test.leftDocument',
  query: async (q: PageQuery): Promise<Page<Doc>> => {
    queries.push(q);
    const { status, sheetId } = q.params as Record<string, string | undefined>;
    const found = store.filter((d) => (!status || d.status === status) && (!sheetId || d.sheetId.startsWith(sheetId)));
    const from = (q.pageNo - 1) * q.pageSize;
    return {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: found.length,
      pageData: found.slice(from, from + q.pageSize),
    };
  },
  rowKey: 'sheetId',
  pageSize: 10,
  columns: [
    { key: 'sheetId', titleKey: 'Sheet' },
    { key: 'status', titleKey: 'Status', search: true },
    { key: 'confirmer', titleKey: 'Confirmer' },
  ],
  actions: [
    {
      key: 'confirm',
      labelKey: 'Confirm receipt',
      allowed: (d) => d.status === '0',
      call: async (rows) => {
        for (const row of rows)
          store = store.map((d) => (d.sheetId === row.sheetId ? { ...d, status: '1', confirmer: 'Ann' } : d));
      },
    },
  ],
  detail: {
    titleKey: 'Order notice',
    lines: {
      rowKey: 'lineNo',
      columns: [{ key: 'state', titleKey: 'Line state' }],
      load: async (row) => {
        const now = store.find((d) => d.sheetId === row.sheetId)!;
        return [{ lineNo: 1, state: `line of ${now.sheetId} in ${now.status}` }];
      },
    },
    ...detail,
  },
});

function renderPage(cfg: QueryPageConfig<Doc>) {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={['/documents?status=0&pageNo=1']}>
        <QueryPage config={cfg} />
      </MemoryRouter>
    </FastProviders>,
  );
}

async function confirmFirstInDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'S01' }));
  expect(await screen.findByText('1 of 12')).toBeInTheDocument();
  fireEvent.click(within(drawer()).getByRole('button', { name: 'Confirm receipt' }));
}

beforeAll(() => setUpTexts('en-US'));
beforeEach(async () => {
  store = Array.from({ length: 12 }, (_, i) => ({
    sheetId: `S${String(i + 1).padStart(2, '0')}`,
    status: '0',
    confirmer: '',
  }));
  queries = [];
  signIn();
  useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
});

describe('the detail after an action (SPEC §2 detail, §8 previous/next)', () => {
  it('shows the new state of a document the action took out of the filtered list, with its former place', async () => {
    renderPage(config());
    await confirmFirstInDrawer();
    await waitFor(() => expect(detailValue('Status')).toBe('1'));
    expect(detailValue('Confirmer')).toBe('Ann');
    // asked by its key alone: the list's status filter would not find it any more
    expect(queries.at(-1)!.params).toEqual({ sheetId: 'S01' });
    expect(screen.getByText('No longer in the result (was 1; 11 now)')).toBeInTheDocument();
    // no longer offered: it is confirmed
    expect(within(drawer()).queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    // its lines are loaded again with it
    expect(await within(drawer()).findByText('line of S01 in 1')).toBeInTheDocument();
  });

  it('goes on to the document now in its place, and back to the one before it', async () => {
    renderPage(config());
    fireEvent.click(await screen.findByRole('button', { name: 'S03' }));
    expect(await screen.findByText('3 of 12')).toBeInTheDocument();
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(detailValue('Status')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(detailValue('Sheet')).toBe('S04'));
    expect(screen.getByText('3 of 11')).toBeInTheDocument();
    expect(within(drawer()).getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
  });

  it("asks the detail's own `load` when the screen declares one", async () => {
    const load = vi.fn(async (row: Doc) => ({
      ...store.find((d) => d.sheetId === row.sheetId)!,
      confirmer: 'By load',
    }));
    renderPage(config({ load }));
    await confirmFirstInDrawer();
    await waitFor(() => expect(detailValue('Confirmer')).toBe('By load'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('steps from the place of a document that left the result', () => {
    const paging = { pageNo: 1, pageSize: 10, total: 11 };
    expect(stepFrom(2, 1, 10, paging, true)).toEqual({ kind: 'row', index: 2 });
    expect(stepFrom(2, -1, 10, paging, true)).toEqual({ kind: 'row', index: 1 });
    expect(stepFrom(0, -1, 10, paging, true)).toEqual({ kind: 'none' });
    expect(stepFrom(10, 1, 10, paging, true)).toEqual({ kind: 'page', pageNo: 2, edge: 'first' });
  });
});
