import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';

/** The QueryPage `totals` config (SPEC §9): the ticked rows' count and amount, and the whole query's from its call. */

type Doc = { sheetId: string; amount: number };
const docs: Doc[] = Array.from({ length: 30 }, (_, i) => ({ sheetId: `S${i + 1}`, amount: 1000.5 + i }));
const page = async (q: PageQuery): Promise<Page<Doc>> => ({
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  total: docs.length,
  pageData: docs.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
});

function renderWith(totals: QueryPageConfig<Doc>['totals'], withAction = true) {
  const config: QueryPageConfig<Doc> = {
    id: 'test.totals',
    query: page,
    rowKey: 'sheetId',
    columns: [
      { key: 'sheetId', titleKey: 'Sheet' },
      { key: 'amount', titleKey: 'Amount', format: 'amount' },
    ],
    selection: 'checkbox',
    actions: withAction ? [{ key: 'go', labelKey: 'Go', call: async () => null }] : [],
    totals,
  };
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={['/docs']}>
        <QueryPage config={config} />
      </MemoryRouter>
    </FastProviders>,
  );
}

const LONG = { timeout: 8000 };
const line = () => document.querySelector<HTMLElement>('.vsm-query-totals')!;

beforeAll(() => setUpTexts('en-US'));
beforeEach(async () => {
  signIn();
  useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
});

it('SPEC §9: sums the ticked rows on the client and asks the server for the whole query, with the params', async () => {
  const load = vi.fn(async (_query: PageQuery) => ({ count: 30, amount: 30450 }));
  renderWith({ amountKey: 'amount', load });
  await waitFor(() => expect(line()).toHaveTextContent('Whole query: 30, amount 30,450.00'), LONG);
  expect(load.mock.calls[0][0]).toMatchObject({ pageNo: 1, params: {} });
  expect(line()).toHaveTextContent('Ticked: 0, amount 0.00');
  const boxes = screen.getAllByRole('checkbox');
  fireEvent.click(boxes[1]);
  fireEvent.click(boxes[2]);
  await waitFor(() => expect(line()).toHaveTextContent('Ticked: 2, amount 2,002.00'), LONG);
});

it('without tick boxes shows only the whole query; a failed totals call says so', async () => {
  renderWith({ amountKey: 'amount', load: () => Promise.reject(new Error('down')) }, false);
  await waitFor(() => expect(line()).toHaveTextContent('Whole query: the totals could not be loaded'), LONG);
  expect(line()).not.toHaveTextContent('Ticked');
});

it('SPEC §9 sums wait up to 60 s: the whole query is totalled once per search and again after an action, not when its rows arrive or the page turns', async () => {
  const load = vi.fn(async (_query: PageQuery) => ({ count: 30, amount: 30450 }));
  renderWith({ amountKey: 'amount', load });
  await waitFor(() => expect(line()).toHaveTextContent('Whole query: 30'), LONG);
  await screen.findByText('S1');
  expect(load).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getAllByRole('checkbox')[1]);
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2), LONG);
  fireEvent.click(document.querySelector<HTMLElement>('.ant-pagination-item-2')!);
  await screen.findByText('S21', undefined, LONG);
  expect(load).toHaveBeenCalledTimes(2);
});
