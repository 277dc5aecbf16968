import { configure, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import OrderApproval from '@/features/orders/pages/OrderApproval';
import OrderNotice from '@/features/orders/pages/OrderNotice';
import OrderReceipt from '@/features/orders/pages/OrderReceipt';
import UndeliveredReason from '@/features/orders/pages/UndeliveredReason';
import { DEMO_VENDOR } from '../kit/helpers';
import { createPageHarness, type Account, type Vendor } from './pageHarness';

/** The orders screens against the mock, as the orders test files render and read them. */

export const PAGES: Record<string, ComponentType> = {
  '/order/order_notice': OrderNotice,
  '/s/order-management/ordernotice_query': OrderNotice,
  '/order/order_approval': OrderApproval,
  '/s/order-management/order_approval': OrderApproval,
  '/order/undelivered_reason': UndeliveredReason,
  '/s/order-management/undelivered_reason': UndeliveredReason,
  '/s/order-management/order_receipt': OrderReceipt,
};

export const MULTI_A = { venderId: '100202', bu: '12', partnerId: 'P10002', entId: '1' };
export const MULTI_B = { venderId: '310201', bu: '31', partnerId: 'P10002', entId: '1' };

/** Orders calls the pages sent, named by their path after /order/ (with body and vendor header). */
const harness = createPageHarness({ paths: /\/api\/fea-vsm\/order\/(.*)$/ });
export const { callsOf: callsTo } = harness;
export const lastBody = (path: string) => callsTo(path).at(-1)!.body;

export function installOrdersHarness() {
  // Grids with many columns render slowly in jsdom on a busy machine: patient waits, no flaky failures.
  configure({ asyncUtilTimeout: 8000 });
  vi.setConfig({ testTimeout: 60_000 });
  harness.install();
}

export const signInAs = (token: Account, vendor: Vendor | null = token === 'demo-supplier' ? DEMO_VENDOR : token === 'demo-supplier-multi' ? MULTI_A : null) => harness.signInAs(token, vendor);

export const renderAt = (url: string) => harness.renderPage(url, PAGES);

export const grid = () => document.querySelector<HTMLElement>('.vsm-query-result .vsm-data-grid')!;
export const bodyRows = (root: HTMLElement = grid()) => [...root.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
export const headers = (root: HTMLElement = grid()) => [...root.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
export const columnTexts = (title: string, root: HTMLElement = grid()) => {
  const i = headers(root).indexOf(title);
  if (i < 0) throw new Error(`no column ${title}: ${headers(root).join(' | ')}`);
  return bodyRows(root).map((tr) => tr.children[i]?.textContent ?? '');
};
export const tick = (row: HTMLElement) => row.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
export const button = (text: string, root: HTMLElement = document.body) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
export const drawer = () => document.querySelector<HTMLElement>('.ant-drawer-section')!;
/** The value of a detail field by its label. */
export const detailValue = (label: string) => [...drawer().querySelectorAll('th')].find((th) => th.textContent === label)?.nextElementSibling?.textContent;
