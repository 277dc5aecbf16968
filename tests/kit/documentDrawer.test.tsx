import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { resolveCursor, stepFrom } from '@/kit/query/detailCursor';
import { useRightsStore } from '@/stores/rights';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { drawer } from '../support/queries';

/*
 * The document detail of a query screen (SPEC §2: a detail with header and lines, previous/next
 * within the result, print for paper documents; SPEC §8: no previous or next document).
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

function config(
  overrides: Partial<QueryPageConfig<Doc>> = {},
  detail: Partial<NonNullable<QueryPageConfig<Doc>['detail']>> = {},
): QueryPageConfig<Doc> {
  return {
    id: 'test.documents',
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
      fields: [
        { key: 'sheetId', titleKey: 'Sheet' },
        { key: 'amount', titleKey: 'Amount', format: 'amount' },
      ],
      lines: {
        rowKey: 'lineNo',
        columns: [
          { key: 'goodsName', titleKey: 'Goods' },
          { key: 'qty', titleKey: 'Quantity', format: 'quantity' },
        ],
        load: async (row) => linesOf(row.sheetId),
      },
      ...detail,
    },
    ...overrides,
  };
}

function renderPage(cfg: QueryPageConfig<Doc>, url = '/documents') {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <QueryPage config={cfg} />
      </MemoryRouter>
    </FastProviders>,
  );
}

const headerValue = (label: string) =>
  [...drawer().querySelectorAll('.ant-descriptions-item-label')].find((cell) => cell.textContent === label)
    ?.nextElementSibling?.textContent;

async function openFirst(sheetId = 'S01') {
  await waitFor(() => expect(screen.getByRole('button', { name: sheetId })).toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: sheetId }));
  await waitFor(() => expect(drawer()).toBeTruthy());
  await waitFor(() => expect(within(drawer()).getByText(`${sheetId} goods 1`)).toBeInTheDocument());
}

beforeAll(() => setUpTexts('en-US'));
beforeEach(async () => {
  signIn();
  useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
});

describe('the cursor rules', () => {
  const paging = { pageNo: 1, pageSize: 10, total: 13 };
  it('steps within the page, across pages, and nowhere at either end', () => {
    expect(stepFrom(3, 1, 10, paging)).toEqual({ kind: 'row', index: 4 });
    expect(stepFrom(9, 1, 10, paging)).toEqual({ kind: 'page', pageNo: 2, edge: 'first' });
    expect(stepFrom(0, -1, 3, { ...paging, pageNo: 2 })).toEqual({ kind: 'page', pageNo: 1, edge: 'last' });
    expect(stepFrom(0, -1, 10, paging)).toEqual({ kind: 'none' });
    expect(stepFrom(2, 1, 3, { ...paging, pageNo: 2 })).toEqual({ kind: 'none' });
    expect(stepFrom(-1, 1, 10, paging)).toEqual({ kind: 'none' });
  });

  it('shows fresh data for a kept key, and the edge row once the adjacent page has loaded', () => {
    const keyOf = (d: Doc) => d.sheetId;
    const stale = { ...docs[1], status: 'old' };
    expect(resolveCursor({ key: 'S02', row: stale }, docs, keyOf, 'q', false)).toEqual({ row: docs[1], index: 1 });
    expect(resolveCursor({ key: 'S99', row: stale }, docs, keyOf, 'q', false)).toEqual({ row: stale, index: -1 });
    expect(resolveCursor({ edge: 'last', request: 'q2' }, docs, keyOf, 'q', false)).toEqual({
      row: undefined,
      index: -1,
    });
    expect(resolveCursor({ edge: 'last', request: 'q' }, docs, keyOf, 'q', false)).toEqual({
      row: docs[12],
      index: 12,
    });
    expect(resolveCursor({ edge: 'first', request: 'q' }, [], keyOf, 'q', false)).toBeNull();
    expect(resolveCursor(null, docs, keyOf, 'q', false)).toBeNull();
  });
});

describe('the document drawer', () => {
  it('shows the header and the lines with SPEC §9 formats and the position in the result', async () => {
    renderPage(config());
    await openFirst();
    expect(headerValue('Amount')).toBe('0.00');
    expect(within(drawer()).getByText('S01 goods 3').closest('[role="row"]')).toHaveTextContent('1.000');
    expect(screen.getByText('1 of 13')).toBeInTheDocument();
  });

  it('moves to the next and previous document, and says when there is no previous one (SPEC §8)', async () => {
    renderPage(config());
    await openFirst();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('There is no previous document')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(headerValue('Sheet')).toBe('S02'));
    expect(await within(drawer()).findByText('S02 goods 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(headerValue('Sheet')).toBe('S01'));
  });

  it('crosses the page boundary both ways, loading the adjacent page', async () => {
    renderPage(config());
    await openFirst('S10');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(headerValue('Sheet')).toBe('S11'));
    expect(screen.getByText('11 of 13')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S13' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(headerValue('Sheet')).toBe('S10'));
    expect(screen.getByText('10 of 13')).toBeInTheDocument();
  });

  it('says when there is no next document at the end of the result (SPEC §8)', async () => {
    renderPage(config(), '/documents?pageNo=2');
    await openFirst('S13');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('There is no next document')).toBeInTheDocument();
    expect(headerValue('Sheet')).toBe('S13');
  });

  it('offers only the actions the row allows and the user holds (SPEC §6), called with the row', async () => {
    useRightsStore.getState().setRights('demo-supplier', ['order:confirm']);
    const confirm = vi.fn();
    const dispute = vi.fn();
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
          { key: 'dispute', labelKey: 'Dispute', right: 'order:dispute', places: ['detail'], call: dispute },
        ],
      }),
    );
    await openFirst();
    expect(within(drawer()).queryByRole('button', { name: 'Dispute' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith([docs[0]], {}));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(headerValue('Sheet')).toBe('S02'));
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('prints a paper document with every line and the extra text, and nothing else of the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.body).toHaveClass('vsm-printing');
    });
    renderPage(config({}, { print: true, extra: (d) => <p>Policy of {d.sheetId}</p> }));
    await openFirst();
    const sheet = document.querySelector<HTMLElement>('body > .vsm-print-sheet')!;
    expect(sheet).not.toBeNull();
    expect(within(sheet).getByRole('heading', { name: 'Order notice' })).toBeInTheDocument();
    expect(sheet.querySelectorAll('.vsm-print-lines tbody tr')).toHaveLength(3);
    expect(within(sheet).getByText('Policy of S01')).toBeInTheDocument();
    expect(within(drawer()).getByText('Policy of S01')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /print$/i }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(sheet).toHaveClass('vsm-print-active');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveClass('vsm-printing');
    expect(sheet).not.toHaveClass('vsm-print-active');
    print.mockRestore();
  });

  it('titles the shown document by the detail `title` with its own fields (its number), on screen and on paper', async () => {
    const title = (d: Doc) => ({ key: 'Order notice {{sheetId}}', values: { sheetId: d.sheetId } });
    renderPage(config({}, { print: true, title }));
    await openFirst();
    const shown = () => drawer().querySelector('.vsm-document-title')!.firstChild!.textContent;
    expect(shown()).toBe('Order notice S01');
    const sheet = document.querySelector<HTMLElement>('body > .vsm-print-sheet')!;
    expect(within(sheet).getByRole('heading', { name: 'Order notice S01' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shown()).toBe('Order notice S02'));
  });

  it('has no print button for documents that are not printed', async () => {
    renderPage(config());
    await openFirst();
    expect(screen.queryByRole('button', { name: /print$/i })).toBeNull();
    expect(document.querySelector('.vsm-print-sheet')).toBeNull();
  });
});

describe("a document's lines leave with its first render (issue 39)", () => {
  it('are asked for before the document is drawn, once, and asked afresh for the next document', async () => {
    const events: string[] = [];
    function Drawn() {
      useLayoutEffect(() => void events.push('document drawn'), []);
      return null;
    }
    const asked: string[] = [];
    const cfg = config(
      {},
      {
        extra: () => <Drawn />,
        lines: {
          rowKey: 'lineNo',
          columns: [{ key: 'goodsName', titleKey: 'Goods' }],
          load: async (row) => {
            events.push('lines sent');
            asked.push(row.sheetId);
            return linesOf(row.sheetId);
          },
        },
      },
    );
    renderPage(cfg);
    await openFirst();
    expect(events.slice(0, 2)).toEqual(['lines sent', 'document drawn']);
    expect(asked).toEqual(['S01']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(drawer()).getByText('S02 goods 1')).toBeInTheDocument());
    expect(asked).toEqual(['S01', 'S02']);
  });
});
