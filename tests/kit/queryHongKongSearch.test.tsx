import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Page, PageQuery } from '@/api/types';
import { initI18n } from '@/i18n';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { FastProviders, setUpTexts, signIn } from '../support/page';

/**
 * zh-HK: grids show the server's names in Traditional (docs/ARCHITECTURE.md, i18n), so a reader
 * searches in Traditional; the search reaches the server in its own Simplified text and matches.
 * Codes are sent as typed, and the address keeps what was typed.
 */
type Shop = { shopId: string; shopName: string };
const shops: Shop[] = [
  { shopId: '1204', shopName: '东莞南城店' },
  { shopId: '1201', shopName: '深圳福田店' },
];

function config(sent: PageQuery[]): QueryPageConfig<Shop> {
  return {
    id: 'test.shops',
    rowKey: 'shopId',
    query: async (q: PageQuery): Promise<Page<Shop>> => {
      sent.push(q);
      const name = String(q.params.shopName ?? '');
      const rows = shops.filter((s) => s.shopName.includes(name));
      return { pageNo: 1, pageSize: q.pageSize, total: rows.length, pageData: rows };
    },
    columns: [
      { key: 'shopId', titleKey: 'fields:shopId', search: { order: 0 } },
      { key: 'shopName', titleKey: 'fields:shop', search: { order: 1 } },
    ],
  };
}

beforeAll(() => setUpTexts('zh-CN'));
beforeEach(() => signIn());
afterAll(() => initI18n({ language: 'zh-CN' }));

it('a name typed in Traditional is searched in the server’s Simplified, a code as typed', async () => {
  await initI18n({ language: 'zh-HK' });
  const sent: PageQuery[] = [];
  const view = render(
    <FastProviders>
      <MemoryRouter initialEntries={[`/shops?shopId=12&shopName=${encodeURIComponent('東莞南城')}&pageNo=1`]}>
        <QueryPage config={config(sent)} />
      </MemoryRouter>
    </FastProviders>,
  );
  await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
  expect(sent[0].params).toMatchObject({ shopId: '12', shopName: '东莞南城' });
  // The row found is shown in Traditional again; the search form keeps what was typed.
  await waitFor(() => expect(view.getByText('東莞南城店')).toBeInTheDocument(), { timeout: 10_000 });
  expect(view.getByDisplayValue('東莞南城')).toBeInTheDocument();
});
