import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Page, PageQuery } from '@/api/types';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { Providers, setUpTexts, signIn } from '../support/page';

/** A search field of `span: 2`, and every date range (its two days must both be read), takes two columns of the search form. */

type Row = { sheetId: string; orderDate: string };

function renderSearch(columns: QueryPageConfig<Row>['columns']) {
  const config: QueryPageConfig<Row> = {
    id: 'test.searchFormSpan',
    query: async (q: PageQuery): Promise<Page<Row>> => ({
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: 0,
      pageData: [],
    }),
    rowKey: 'sheetId',
    columns,
  };
  render(
    <Providers>
      <MemoryRouter initialEntries={['/docs']}>
        <QueryPage config={config} />
      </MemoryRouter>
    </Providers>,
  );
}
// The search form's own column (not the form item's label and control columns).
const colOf = (element: Element) => element.closest('[class*="ant-col-xl-"]')!.className;

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn());

it('a wide search field takes two columns; the others one', () => {
  renderSearch([
    { key: 'sheetId', titleKey: 'Sheet', search: true },
    { key: 'orderDate', titleKey: 'Order date', format: 'date', search: { span: 2 } },
  ]);
  expect(colOf(document.querySelector('.ant-picker-range')!)).toContain('ant-col-xl-12');
  expect(colOf(screen.getByLabelText('Sheet'))).toContain('ant-col-xl-6');
});

it('a date range takes two columns without being told (its two days were cut to "2026-1" in one)', () => {
  renderSearch([
    { key: 'sheetId', titleKey: 'Sheet', search: true },
    { key: 'orderDate', titleKey: 'Order date', format: 'date', search: true },
  ]);
  expect(colOf(document.querySelector('.ant-picker-range')!)).toContain('ant-col-xl-12');
  expect(colOf(screen.getByLabelText('Sheet'))).toContain('ant-col-xl-6');
});
