import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { TabBar } from '@/app/layout/TabBar';
import { initI18n } from '@/i18n';
import { useTabs } from '@/stores/tabs';

/** SPEC §2 tab bar as the user works it: mouse, context menu and keyboard (issue 6 keyboard scripts). */

const HOME = '/workbench';

/** As ShellLayout does: the location's tab becomes the active one. */
function Shell() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const tab = useTabs.getState().tabs.find((t) => t.key === pathname);
    if (tab) useTabs.getState().visit(pathname, pathname + search, tab.titleKey);
  }, [pathname, search]);
  return <TabBar />;
}

function renderBar(active = '/basicinfo/goodsinfo') {
  sessionStorage.clear();
  useTabs.setState({ home: HOME, tabs: [], activeKey: '' });
  const store = useTabs.getState();
  store.init(HOME, 'workbench:title');
  store.visit(HOME, HOME, 'workbench:title');
  store.visit('/basicinfo/goodsinfo', '/basicinfo/goodsinfo?goodsName=milk', 'basicinfo:goods.title');
  store.visit('/order/order_notice', '/order/order_notice', 'orders:title.notice');
  store.visit(active, active, useTabs.getState().tabs.find((t) => t.key === active)!.titleKey);
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: [active] });
  render(<RouterProvider router={router} />);
  return router;
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
});

describe('TabBar', () => {
  it('shows a tab per open screen in a labelled tablist; only the active one is selected and a Tab stop', () => {
    renderBar();
    const list = screen.getByRole('tablist', { name: '已打开的页面' });
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    expect(tabNames()).toEqual(['工作台', '商品信息', '订货通知单']);
    const active = screen.getByRole('tab', { selected: true });
    expect(active).toHaveTextContent('商品信息');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([active]);
  });

  it('a click switches to the tab with its search; the close button closes it, and the workbench has none', async () => {
    const router = renderBar('/order/order_notice');
    await userEvent.click(screen.getByRole('tab', { name: '商品信息' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/basicinfo/goodsinfo?goodsName=milk');
    // The close buttons are hidden from assistive technology; the mouse finds them by their title.
    expect(screen.queryByTitle('关闭工作台')).toBeNull();
    await userEvent.click(screen.getByTitle('关闭商品信息'));
    expect(tabNames()).toEqual(['工作台', '订货通知单']);
    expect(router.state.location.pathname).toBe('/order/order_notice');
  });

  it('arrows, Home and End move the focus; Enter switches; Delete closes the focused tab (not the workbench)', async () => {
    const router = renderBar(HOME);
    screen.getByRole('tab', { name: '工作台' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '商品信息' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '订货通知单' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '工作台' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(tabNames()).toHaveLength(3);
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(router.state.location.pathname).toBe('/order/order_notice');
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(tabNames()).toEqual(['工作台', '商品信息']));
    expect(router.state.location.pathname).toBe('/basicinfo/goodsinfo');
  });

  it('the context menu reloads, closes others and closes to the right (SPEC §2)', async () => {
    renderBar();
    const nonce = () => useTabs.getState().tabs.find((t) => t.key === '/basicinfo/goodsinfo')!.nonce;
    const before = nonce();
    await userEvent.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '商品信息' }) });
    await userEvent.click(await screen.findByRole('menuitem', { name: '刷新当前页' }));
    expect(nonce()).toBe(before + 1);
    await userEvent.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '工作台' }) });
    expect(await screen.findByRole('menuitem', { name: '关闭' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: '关闭右侧' }));
    await waitFor(() => expect(tabNames()).toEqual(['工作台']));
  });
});
