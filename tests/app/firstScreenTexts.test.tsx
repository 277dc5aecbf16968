import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initI18n } from '@/i18n';
import { loadRestResources } from '@/i18n/resources';
import { missing, pendingRest, recordMissingTexts, releaseRest } from './firstScreenTexts';
import { freshTab, renderPortal } from '../support/portal';
import { loadFirstScreen, renderMenuOf } from './firstScreen';
import { loadPage } from '../support/routes';
import { ordersRoutes } from '@/features/orders/routes';

vi.mock('@/i18n/resources', async (importOriginal) =>
  (await import('./firstScreenTexts')).withPendingRest(importOriginal),
);

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
  recordMissingTexts();
  // The screens' code, loaded once before: what the tests wait for is the texts, not Vitest compiling.
  await loadFirstScreen('/workbench');
  await loadPage(ordersRoutes.find((r) => r.path === '/order/order_approval')!);
});
beforeEach(async () => {
  await freshTab();
  missing.length = 0;
});
afterEach(() => vi.restoreAllMocks());

const todoCount = () =>
  waitFor(() => expect(screen.getByTestId('todo-count-orderApproval')).toHaveTextContent(/^\d+$/), { timeout: 12000 });

/**
 * Issue 6, initial JS: the first load carries only the first screen's texts
 * (scripts/vite-plugin-locales.mjs); the rest comes after it. Nothing the first screen shows may
 * be among the rest, and no other page renders before the rest is in.
 */

describe('the first screen’s texts (supplier)', () => {
  it('cover the shell and the workbench: header, tabs and to-dos', async () => {
    renderPortal('/?apptoken=demo-supplier');
    await todoCount();
    expect(await screen.findByRole('link', { name: '帮助中心' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /站内邮件/ })).toBeInTheDocument();
    expect(missing).toEqual([]);
    // … and the rest is asked for once the first screen is up.
    await waitFor(() => expect(loadRestResources).toHaveBeenCalledWith('zh-CN'));
  });

  it('cover every entry of the side menu', async () => {
    const { nav, keys } = await renderMenuOf('demo-supplier', '/workbench');
    expect(within(nav).getByRole('menuitem', { name: '订单管理' })).toBeInTheDocument();
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('any other page waits for the rest of the texts, then shows in them', async () => {
    const { router } = renderPortal('/?apptoken=demo-supplier');
    await todoCount();
    await waitFor(() => expect(pendingRest.length).toBeGreaterThan(0));
    await router.navigate('/order/order_approval');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('button', { name: /查询$/ })).not.toBeInTheDocument();
    releaseRest();
    // The list opens on its data: its search button reads 查询 behind the loading icon meanwhile.
    expect(await screen.findByRole('button', { name: /查询$/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
