import { screen } from '@testing-library/react';
import type { PageQuery } from '@/api/types';
import { basicinfoRoutes } from '@/features/basicinfo/routes';
import GoodsInfo from '@/features/basicinfo/pages/GoodsInfo';
import { createPageHarness, currentUrl, samePage } from './pageHarness';

/** The goods screen against the mock, as both basicinfo test files render and read it. */

export const SUPPLIER = '/basicinfo/goodsinfo';
export const RETAILER = '/s/basicinfo/goods';

/** Goods queries the page sent (body and vendor header); English, a fresh supplier session before each test. */
const harness = createPageHarness({ paths: /\/api\/fea-vsm\/goods\/query$/ });
export const { sent: queries, signInAs, install: installGoodsHarness } = harness;
export const lastQuery = () => queries.at(-1)!.body as PageQuery;

export const renderAt = (url: string) => harness.renderPage(url, samePage(basicinfoRoutes, GoodsInfo));

export const location = () => currentUrl().searchParams;
export const grid = () => document.querySelector<HTMLElement>('.vsm-data-grid')!;
export const bodyRows = () => [...grid().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
export const headers = () => [...grid().querySelectorAll('thead th')].map((th) => th.textContent ?? '');
export const headerIndex = (title: string) => headers().indexOf(title);
export const columnTexts = (title: string) => {
  const i = headerIndex(title);
  return bodyRows().map((tr) => tr.children[i]?.textContent ?? '');
};
/** A search field's input (sortable column headers carry the same name). */
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** A button by its text (role queries over antd's DOM are slow in jsdom). */
export const button = (text: string) => screen.getByText(text).closest('button')!;
