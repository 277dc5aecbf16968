import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import { DetailView } from '@/kit/grid';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { columnTexts } from '../support/queries';

/** SPEC §9 amounts read like money wherever the kit shows them: the grid, the totals and the detail. */

type Doc = { sheetId: string; amount: number };
const docs: Doc[] = [
  { sheetId: 'S1', amount: 1313402.75 },
  { sheetId: 'S2', amount: -2500 },
];

function renderPage() {
  const config: QueryPageConfig<Doc> = {
    id: 'test.money',
    query: async (q: PageQuery): Promise<Page<Doc>> => ({
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: docs.length,
      pageData: docs,
    }),
    rowKey: 'sheetId',
    columns: [
      { key: 'sheetId', titleKey: 'Sheet' },
      { key: 'amount', titleKey: 'Amount', format: 'amount' },
    ],
    totals: { amountKey: 'amount', load: async () => ({ count: 2, amount: 1313402.75 }) },
  };
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={['/money']}>
        <QueryPage config={config} />
      </MemoryRouter>
    </FastProviders>,
  );
}

const LONG = { timeout: 8000 };

beforeAll(() => setUpTexts('en-US'));
beforeEach(async () => {
  signIn();
  useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
});

it('SPEC §9: a grid’s amount cells and the whole query’s total read 1,313,402.75', async () => {
  renderPage();
  await screen.findByText('S1', undefined, LONG);
  expect(columnTexts('Amount')).toEqual(['1,313,402.75', '-2,500.00']);
  await waitFor(
    () => expect(document.querySelector('.vsm-query-totals')).toHaveTextContent('Whole query: 2, amount 1,313,402.75'),
    LONG,
  );
});

it('SPEC §9: a detail value reads 1,313,402.75 (the drawer’s and the pane’s DetailView)', () => {
  render(
    <FastProviders>
      <DetailView<Doc>
        fields={[
          { key: 'sheetId', titleKey: 'Sheet' },
          { key: 'amount', titleKey: 'Amount', format: 'amount' },
        ]}
        record={docs[0]}
      />
    </FastProviders>,
  );
  const label = screen.getByText('Amount').closest('.ant-descriptions-item-label');
  expect(label?.nextElementSibling).toHaveTextContent(/^1,313,402\.75$/);
});
