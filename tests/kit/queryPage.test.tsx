import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import { EmptyState } from '@/kit/EmptyState';
import { DictLabel, StatusTag } from '@/kit/dict';
import { DataGrid, VIRTUAL_THRESHOLD } from '@/kit/grid';
import { QueryPage, type QueryPageConfig, type QueryPageHandle } from '@/kit/query';
import { useRightsStore } from '@/stores/rights';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { queryButton, ROW } from '../support/queries';

/** QueryPage and the grid kit on a small config of their own (the goods screen tests the rest). */

type Doc = { sheetId: string; status: string; amount: number; qty: number; cost: number; day: string };
const docs: Doc[] = Array.from({ length: 45 }, (_, i) => ({
  sheetId: `S${String(i + 1).padStart(3, '0')}`,
  status: String(i % 3),
  amount: i * 10.5,
  qty: i / 3,
  cost: i / 7,
  day: `2025-06-${String((i % 28) + 1).padStart(2, '0')} 08:00:00`,
}));

function config(overrides: Partial<QueryPageConfig<Doc>> = {}): QueryPageConfig<Doc> {
  return {
    id: 'test.docs',
    query: async (q: PageQuery): Promise<Page<Doc>> => {
      const rows = docs.filter((d) => !q.params.status || d.status === q.params.status);
      return {
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: rows.length,
        pageData: rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
      };
    },
    rowKey: 'sheetId',
    columns: [
      { key: 'sheetId', titleKey: 'Sheet', search: { order: 1 } },
      {
        key: 'status',
        titleKey: 'Status',
        status: true,
        options: ['0', '1', '2'].map((value) => ({ value, labelKey: `State ${value}` })),
        tones: { '0': 'warning', '1': 'success' },
        search: { order: 0, defaultValue: '1' },
      },
      { key: 'amount', titleKey: 'Amount', format: 'amount' },
      { key: 'qty', titleKey: 'Qty', format: 'quantity' },
      { key: 'cost', titleKey: 'Cost', format: 'cost' },
      { key: 'day', titleKey: 'Day', format: 'date' },
    ],
    ...overrides,
  };
}

function renderPage(cfg: QueryPageConfig<Doc>, url = '/docs') {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <QueryPage config={cfg} />
      </MemoryRouter>
    </FastProviders>,
  );
}

const rowsIn = (root: ParentNode = document) => [...root.querySelectorAll<HTMLElement>(`.vsm-data-grid ${ROW}`)];

/** The page with its `nth` query held until `release()`; an answer of the rows with the asked sheet number. */
function renderHolding(nth: number) {
  const calls: PageQuery[] = [];
  const held = { release: () => {} };
  const query = config().query;
  renderPage(
    config({
      query: async (q, opts) => {
        calls.push(q);
        if (calls.length === nth) await new Promise<void>((resolve) => (held.release = resolve));
        const page = await query(q, opts);
        const rows = page.pageData.filter((d) => !q.params.sheetId || d.sheetId === q.params.sheetId);
        return { ...page, total: rows.length, pageData: rows };
      },
    }),
  );
  return { calls, release: () => held.release() };
}

beforeAll(() => setUpTexts('en-US'));
beforeEach(async () => {
  signIn();
  useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
});

describe('QueryPage', () => {
  it('queries on arrival with the fields’ defaults, and shows SPEC §9 formats and status tags', async () => {
    renderPage(config());
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    const [first] = rowsIn();
    const cells = [...first.children].map((c) => c.textContent);
    expect(cells).toEqual(['S002', 'State 1', '10.50', '0.333', '0.1429', '2025-06-02']);
    expect(first.querySelector('.vsm-status-tag')).toHaveAttribute('data-tone', 'success');
    expect(within(screen.getByLabelText('Search conditions')).getByTitle('State 1')).toBeInTheDocument();
  });

  it('two pages of one config (two routes, both kept in their tabs) give their search controls distinct ids, each named by its label', () => {
    const cfg = config();
    render(
      <FastProviders>
        <MemoryRouter initialEntries={['/docs']}>
          <QueryPage config={cfg} />
          <QueryPage config={cfg} />
        </MemoryRouter>
      </FastProviders>,
    );
    const forms = [...document.querySelectorAll<HTMLFormElement>('.vsm-query-search form')];
    expect(forms).toHaveLength(2);
    const ids = forms.flatMap((f) => [...f.querySelectorAll('input[id]')].map((i) => i.id));
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    for (const form of forms) expect(within(form).getByLabelText('Sheet')).toBeInTheDocument();
  });

  it('SPEC §6: renders only the actions the user holds the function permission for, each in its places', async () => {
    const onNew = vi.fn(async () => undefined);
    const onRow = vi.fn(async () => undefined);
    renderPage(
      config({
        selection: 'checkbox',
        actions: [
          { key: 'new', labelKey: 'Create', right: 'contact:new', call: onNew },
          { key: 'tpl', labelKey: 'Template', right: 'emailTemplate:add', rows: false, call: vi.fn() },
          { key: 'open', labelKey: 'Open', places: ['row'], allowed: (row) => row.status === '1', call: onRow },
          { key: 'review', labelKey: 'Review', right: 'license:review', places: ['row'], call: vi.fn() },
          { key: 'mine', labelKey: 'Retailer only', only: 'retailer', call: vi.fn() },
        ],
      }),
    );
    await waitFor(() => expect(queryButton('Create')).not.toBeNull());
    expect(useRightsStore.getState().rights).toContain('contact:new');
    expect(queryButton('Template')).toBeNull();
    expect(queryButton('Retailer only')).toBeNull();
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    expect(screen.queryAllByText('Review')).toHaveLength(0);
    expect(within(rowsIn()[0]).getByText('Open')).toBeInTheDocument();

    fireEvent.click(within(rowsIn()[1]).getByRole('checkbox'));
    fireEvent.click(queryButton('Create')!);
    await waitFor(() => expect(onNew).toHaveBeenCalled());
    expect((onNew.mock.calls[0] as unknown as [Doc[]])[0].map((d) => d.sheetId)).toEqual(['S005']);
    fireEvent.click(within(rowsIn()[0]).getByText('Open'));
    await waitFor(() => expect((onRow.mock.calls[0] as unknown as [Doc[]])[0][0].sheetId).toBe('S002'));
  });

  it('a failed query says so in the grid (no rows of an earlier answer, no "no data") and runs again on request', async () => {
    let fail = true;
    const query = config().query;
    renderPage(config({ query: (q, o) => (fail ? Promise.reject(new Error('down')) : query(q, o)) }));
    expect(await screen.findByText('The query failed.')).toBeInTheDocument();
    expect(document.querySelector('.vsm-empty .ant-empty-description')).not.toHaveTextContent('No data');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Query again' }));
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    expect(screen.queryByText('The query failed.')).toBeNull();
  });

  it('exposes a reload handle: the current query runs again', async () => {
    let calls = 0;
    const query = config().query;
    const handle = createRef<QueryPageHandle>();
    render(
      <FastProviders>
        <MemoryRouter initialEntries={['/docs']}>
          <QueryPage ref={handle} config={config({ query: (q, o) => ((calls += 1), query(q, o)) })} />
        </MemoryRouter>
      </FastProviders>,
    );
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    act(() => handle.current!.reload());
    await waitFor(() => expect(calls).toBe(2));
  });

  it('Search on a screen that queried on arrival queries again; a second submit while pending sends nothing', async () => {
    const { calls, release } = renderHolding(2);
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    const result = document.querySelector('.vsm-query-result')!;
    expect(result).toHaveAttribute('aria-busy', 'false');
    // The address changes (pageNo=1) but not the request: it is still sent again.
    fireEvent.click(queryButton('Search')!);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(screen.getByLabelText('Search conditions'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await waitFor(() => expect(result).toHaveAttribute('aria-busy', 'false'));
    expect(calls).toHaveLength(2);
  });

  it('a search changed while the opening answer is pending is sent at once (Search is not blocked), and its answer is the one shown', async () => {
    const { calls, release } = renderHolding(1);
    await waitFor(() => expect(calls).toHaveLength(1));
    const result = document.querySelector('.vsm-query-result')!;
    expect(result).toHaveAttribute('aria-busy', 'true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Sheet' }), { target: { value: 'S002' } });
    // Enter in a field clicks the form's submit button: the same path as this click.
    fireEvent.click(queryButton('Search')!);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].params).toMatchObject({ sheetId: 'S002' });
    await waitFor(() => expect(rowsIn()).toHaveLength(1));
    release();
    await waitFor(() => expect(result).toHaveAttribute('aria-busy', 'false'));
    expect(rowsIn().map((r) => r.textContent)).toEqual([expect.stringContaining('S002')]);
  });

  it('reset returns to the default view, queried (the address holds the state)', async () => {
    renderPage(config(), '/docs?status=2&pageNo=1');
    await waitFor(() => expect(within(rowsIn()[0]).getByText('State 2')).toBeInTheDocument());
    fireEvent.click(queryButton('Reset')!);
    await waitFor(() => expect(within(rowsIn()[0]).getByText('State 1')).toBeInTheDocument());
    expect(within(screen.getByLabelText('Search conditions')).getByTitle('State 1')).toBeInTheDocument();
  });
});

describe('DataGrid', () => {
  it('keeps large results smooth: 10,000 rows, at most ~100 in the DOM (virtual rows)', () => {
    const many = Array.from({ length: 10000 }, (_, i) => ({ ...docs[i % docs.length], sheetId: `V${i}` }));
    const { container } = render(
      <FastProviders>
        <DataGrid<Doc> columns={config().columns} rows={many} rowKey="sheetId" />
      </FastProviders>,
    );
    const shown = container.querySelectorAll('.vsm-vgrid-row').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(100);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '10001');
  });

  it('renders every row of a small result without virtualisation', () => {
    const { container } = render(
      <FastProviders>
        <DataGrid<Doc> columns={config().columns} rows={docs} rowKey="sheetId" />
      </FastProviders>,
    );
    expect(docs.length).toBeLessThan(VIRTUAL_THRESHOLD);
    expect(rowsIn(container)).toHaveLength(45);
  });

  it('draws no cell again while only its pending state and callbacks change, and a click reaches the latest callback', () => {
    const drawn = vi.fn((row: Doc) => [{ key: 'pay', label: `pay ${row.sheetId}` }]);
    const actions = (onAction: (key: string, row: Doc) => void) => ({
      title: 'Actions',
      width: 100,
      items: drawn,
      onAction,
    });
    const columns = config().columns;
    const rows = docs.slice(0, 5);
    const grid = (loading: boolean, onOpen: (row: Doc) => void, onAction = vi.fn()) => (
      <FastProviders>
        <DataGrid<Doc>
          columns={columns}
          rows={rows}
          rowKey="sheetId"
          loading={loading}
          actions={actions(onAction)}
          onOpen={onOpen}
          paging={{ pageNo: 1, pageSize: 20, total: 5, onChange: () => undefined }}
          selection={{ type: 'checkbox', keys: [], onChange: () => undefined }}
        />
      </FastProviders>
    );
    const first = vi.fn();
    const latest = vi.fn();
    const firstAction = vi.fn();
    const latestAction = vi.fn();
    const { rerender } = render(grid(false, first, firstAction));
    const drawnAtFirst = drawn.mock.calls.length;
    expect(drawnAtFirst).toBeGreaterThanOrEqual(5);
    rerender(grid(true, latest, latestAction));
    rerender(grid(false, latest, latestAction));
    expect(drawn).toHaveBeenCalledTimes(drawnAtFirst);
    fireEvent.click(screen.getByRole('button', { name: 'S002' }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(screen.getByRole('button', { name: 'pay S003' }));
    expect(firstAction).not.toHaveBeenCalled();
    expect(latestAction).toHaveBeenCalledWith('pay', rows[2]);
    // New rows are drawn.
    rerender(
      <FastProviders>
        <DataGrid<Doc> columns={columns} rows={docs.slice(5, 7)} rowKey="sheetId" actions={actions(vi.fn())} />
      </FastProviders>,
    );
    expect(drawn.mock.calls.slice(drawnAtFirst).map(([row]) => row.sheetId)).toEqual(
      expect.arrayContaining(['S006', 'S007']),
    );
  });
});

describe('SPEC §2 empty state and coded values', () => {
  it('has an icon, 暂无数据, and the detail variant 暂无数据、请选择单据', async () => {
    await setUpTexts('zh-CN');
    try {
      const { container } = render(
        <FastProviders>
          <EmptyState />
          <EmptyState variant="detail" />
        </FastProviders>,
      );
      expect(screen.getByText('暂无数据')).toBeInTheDocument();
      expect(screen.getByText('暂无数据、请选择单据')).toBeInTheDocument();
      expect(container.querySelectorAll('.ant-empty-image')).toHaveLength(2);
    } finally {
      await setUpTexts('en-US');
    }
  });

  it('labels a dictionary value (SPEC §3) and tags a status', async () => {
    render(
      <FastProviders>
        <span data-testid="rate">
          <DictLabel dict="SALETAXRATE" value={13} />
        </span>
        <span data-testid="unknown">
          <DictLabel options={[{ value: 'x', labelKey: 'Ex' }]} value="y" />
        </span>
        <StatusTag tone="error">Rejected</StatusTag>
      </FastProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('rate')).toHaveTextContent('13%'));
    expect(screen.getByTestId('unknown')).toHaveTextContent('y');
    expect(screen.getByText('Rejected')).toHaveAttribute('data-tone', 'error');
  });
});

it('a column shown for some queries only (shownFor) is in the grid for those and left out for the others', async () => {
  const withUnitCost = config({
    columns: [
      ...config().columns,
      { key: 'unitCost', titleKey: 'Unit cost', value: (r) => r.cost, shownFor: (params) => params.status === '2' },
    ],
  });
  const headers = () =>
    [...document.querySelectorAll('.vsm-data-grid [role="columnheader"]')].map((th) => th.textContent);
  renderPage(withUnitCost, '/docs?status=2');
  await waitFor(() => expect(rowsIn().length).toBeGreaterThan(0));
  expect(headers()).toContain('Unit cost');
  cleanup();
  renderPage(withUnitCost, '/docs?status=1');
  await waitFor(() => expect(rowsIn().length).toBeGreaterThan(0));
  expect(headers()).toContain('Amount');
  expect(headers()).not.toContain('Unit cost');
});
