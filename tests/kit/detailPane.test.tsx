import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { useRightsStore } from '@/stores/rights';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { bodyRows, button, findToast, grid, queryButton } from '../support/queries';

/*
 * The master–detail reading of a query screen (detail.placement 'pane', issue 19 item 6): the chosen
 * document under the grid, and SPEC §2's detail empty state (暂无数据、请选择单据) until one is chosen.
 */

type Doc = { sheetId: string; status: string; amount: number };
type Line = { lineNo: number; goodsName: string; qty: number };
const docs: Doc[] = Array.from({ length: 13 }, (_, i) => ({
  sheetId: `S${String(i + 1).padStart(2, '0')}`,
  status: i % 2 ? '1' : '0',
  amount: i * 100,
}));
const linesOf = (sheetId: string): Line[] =>
  [1, 2, 3].map((lineNo) => ({ lineNo, goodsName: `${sheetId} goods ${lineNo}`, qty: lineNo / 3 }));

function config(overrides: Partial<QueryPageConfig<Doc>> = {}): QueryPageConfig<Doc> {
  return {
    id: 'test.pane',
    query: async (q: PageQuery): Promise<Page<Doc>> => ({
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: docs.length,
      pageData: docs.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
    }),
    rowKey: 'sheetId',
    pageSize: 10,
    columns: [
      { key: 'sheetId', titleKey: 'Sheet', search: true },
      { key: 'amount', titleKey: 'Amount', format: 'amount' },
    ],
    detail: {
      titleKey: 'Order notice',
      placement: 'pane',
      print: true,
      lines: {
        rowKey: 'lineNo',
        columns: [
          { key: 'goodsName', titleKey: 'Goods' },
          { key: 'qty', titleKey: 'Quantity', format: 'quantity' },
        ],
        load: async (row) => linesOf(row.sheetId),
      },
    },
    ...overrides,
  };
}

function renderPage(cfg: QueryPageConfig<Doc> = config(), url = '/documents') {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <QueryPage config={cfg} />
      </MemoryRouter>
    </FastProviders>,
  );
}

/** The pane: a region named after the document. */
const pane = () => screen.getByRole('region', { name: 'Order notice' });
const paneValue = (label: string) =>
  [...pane().querySelectorAll('.ant-descriptions-item-label')].find((c) => c.textContent === label)?.nextElementSibling
    ?.textContent;
const paneLines = () => bodyRows(pane().querySelector<HTMLElement>('.vsm-document-lines')!).map((tr) => tr.textContent);
const rowOfSheet = (sheetId: string) => bodyRows(grid()).find((tr) => tr.getAttribute('data-row-key') === sheetId)!;
const currentRows = () =>
  bodyRows(grid())
    .filter((tr) => tr.getAttribute('aria-current') === 'true')
    .map((tr) => tr.getAttribute('data-row-key'));

async function choose(sheetId: string) {
  await waitFor(() => expect(queryButton(sheetId, grid())).not.toBeNull());
  fireEvent.click(button(sheetId, grid()));
  await waitFor(() => expect(paneValue('Sheet')).toBe(sheetId));
  await waitFor(() => expect(within(pane()).getByText(`${sheetId} goods 1`)).toBeInTheDocument());
}

beforeAll(() => setUpTexts('en-US'));
beforeEach(async () => {
  signIn();
  useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
});

describe("the detail pane (SPEC §2 'the detail variant shows 暂无数据、请选择单据')", () => {
  it('shows the detail empty state under the grid until a document is chosen, and no drawer', async () => {
    renderPage();
    await waitFor(() => expect(bodyRows(grid())).toHaveLength(10));
    expect(within(pane()).getByText('No data. Please select a document')).toBeInTheDocument();
    expect(pane().querySelector('.vsm-empty')).toHaveAttribute('data-variant', 'detail');
    expect(queryButton('Next', pane())).toBeNull();
    expect(currentRows()).toEqual([]);
    expect(document.querySelector('.ant-drawer')).toBeNull();
  });

  it("shows the chosen document's header, lines, position and print under the grid, and marks its row", async () => {
    renderPage();
    await choose('S03');
    expect(paneValue('Amount')).toBe('200.00');
    expect(paneLines()).toEqual(['S03 goods 10.333', 'S03 goods 20.667', 'S03 goods 31.000']);
    expect(within(pane()).getByText('3 of 13')).toBeInTheDocument();
    expect(button('Print', pane())).toBeEnabled();
    expect(within(pane()).queryByText('No data. Please select a document')).toBeNull();
    expect(currentRows()).toEqual(['S03']);
    expect(rowOfSheet('S03')).toHaveClass('vsm-row-current');
    expect(document.querySelector('.ant-drawer')).toBeNull();
  });

  it('chooses a document by a click anywhere on its row; the key link is a button, reached by the keyboard', async () => {
    renderPage();
    await waitFor(() => expect(bodyRows(grid())).toHaveLength(10));
    fireEvent.click(within(rowOfSheet('S05')).getByText('400.00'));
    await waitFor(() => expect(paneValue('Sheet')).toBe('S05'));
    expect(currentRows()).toEqual(['S05']);
    const link = button('S06', grid());
    link.focus();
    expect(link).toHaveFocus();
    fireEvent.click(link);
    await waitFor(() => expect(paneValue('Sheet')).toBe('S06'));
    expect(currentRows()).toEqual(['S06']);
  });

  it('marks and chooses rows of a large page too (the virtual grid, above 100 rows)', async () => {
    const many: Doc[] = Array.from({ length: 150 }, (_, i) => ({
      sheetId: `M${String(i + 1).padStart(3, '0')}`,
      status: '0',
      amount: i,
    }));
    renderPage(
      config({
        pageSize: 200,
        query: async (q) => ({ pageNo: q.pageNo, pageSize: q.pageSize, total: many.length, pageData: many }),
      }),
    );
    await waitFor(() => expect(grid()).toHaveClass('vsm-vgrid'));
    await waitFor(() => expect(rowOfSheet('M002')).toBeDefined());
    fireEvent.click(within(rowOfSheet('M002')).getByText('1.00'));
    await waitFor(() => expect(paneValue('Sheet')).toBe('M002'));
    expect(currentRows()).toEqual(['M002']);
    expect(rowOfSheet('M002')).toHaveClass('vsm-row-current');
    fireEvent.click(button('M003', grid()));
    await waitFor(() => expect(currentRows()).toEqual(['M003']));
  });

  it('steps to the next and previous document, across the page boundary, and says when there is none (SPEC §8)', async () => {
    renderPage();
    await choose('S01');
    fireEvent.click(button('Previous', pane()));
    await findToast('There is no previous document');
    fireEvent.click(button('Next', pane()));
    await waitFor(() => expect(paneValue('Sheet')).toBe('S02'));
    expect(await within(pane()).findByText('S02 goods 1')).toBeInTheDocument();
    expect(currentRows()).toEqual(['S02']);

    await choose('S10');
    fireEvent.click(button('Next', pane()));
    await waitFor(() => expect(paneValue('Sheet')).toBe('S11'));
    expect(within(pane()).getByText('11 of 13')).toBeInTheDocument();
    await waitFor(() => expect(currentRows()).toEqual(['S11']));
    fireEvent.click(button('Previous', pane()));
    await waitFor(() => expect(paneValue('Sheet')).toBe('S10'));
    await waitFor(() => expect(currentRows()).toEqual(['S10']));
  });

  it('offers the detail actions the row allows, called with the chosen document', async () => {
    useRightsStore.getState().setRights('demo-supplier', ['order:confirm']);
    const confirm = vi.fn();
    renderPage(
      config({
        actions: [
          {
            key: 'confirm',
            labelKey: 'Confirm',
            right: 'order:confirm',
            places: ['detail'],
            allowed: (d) => d.status === '0',
            call: confirm,
          },
        ],
      }),
    );
    await choose('S01');
    fireEvent.click(button('Confirm', pane()));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith([docs[0]], {}));
    await choose('S02');
    expect(queryButton('Confirm', pane())).toBeNull();
  });

  it('waits for a choice again after a new search', async () => {
    renderPage();
    await choose('S04');
    fireEvent.click(button('Search'));
    await waitFor(() => expect(within(pane()).getByText('No data. Please select a document')).toBeInTheDocument());
    expect(currentRows()).toEqual([]);
  });

  it('is a labelled region with no ARIA violation, before and after a choice', async () => {
    renderPage();
    await waitFor(() => expect(bodyRows(grid())).toHaveLength(10));
    const check = async () => {
      const { violations } = await axe.run(document.querySelector<HTMLElement>('.vsm-query-page')!, {
        runOnly: ['wcag2a', 'wcag2aa'],
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    await choose('S01');
    await check();
  });
});
