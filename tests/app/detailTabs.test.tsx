import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TabBar } from '@/app/layout/TabBar';
import { detailKindOf, openTabOfLocation } from '@/app/layout/tabOfLocation';
import { initI18n } from '@/i18n';
import { useTabs } from '@/stores/tabs';

/** SPEC §2 tab bar: one tab per kind of detail (pinnable), and no active tab for an address with no screen. */

const HOME = '/workbench';
const keys = () => useTabs.getState().tabs.map((t) => t.key);
const show = (path: string) => openTabOfLocation('supplier', path, '');

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
});
beforeEach(() => {
  sessionStorage.clear();
  useTabs.setState({ home: HOME, tabs: [], activeKey: '' });
  show(HOME);
});

describe('detail tabs: one per kind of detail, unless pinned (SPEC §2 tabs)', () => {
  it('a route with a required parameter is a detail kind; plain routes and optional parameters are not', () => {
    expect(detailKindOf({ path: '/message/ndetail/:id' })).toBe('/message/ndetail/:id');
    expect(detailKindOf({ path: '/online-booking/edit/:id/:buId' })).toBe('/online-booking/edit/:id/:buId');
    expect(detailKindOf({ path: '/message/email/:tabs?' })).toBeUndefined();
    expect(detailKindOf({ path: '/order/order_notice' })).toBeUndefined();
  });

  it('reading 50 notices leaves one notice tab: the next notice replaces the one shown', () => {
    show('/order/order_notice');
    for (let id = 1; id <= 50; id++) show(`/message/ndetail/${id}`);
    expect(keys()).toEqual([HOME, '/order/order_notice', '/message/ndetail/50']);
    expect(useTabs.getState().activeKey).toBe('/message/ndetail/50');
  });

  it('a pinned detail stays; the next detail of its kind opens beside it and is the one replaced after', () => {
    show('/message/ndetail/1');
    useTabs.getState().togglePin('/message/ndetail/1');
    show('/message/ndetail/2');
    show('/message/ndetail/3');
    expect(keys()).toEqual([HOME, '/message/ndetail/1', '/message/ndetail/3']);
    useTabs.getState().togglePin('/message/ndetail/1');
    show('/message/ndetail/4');
    expect(keys()).toEqual([HOME, '/message/ndetail/4', '/message/ndetail/3']);
  });

  it('the pin is offered for a detail tab in its context menu (Shift+F10 from the keyboard), and shown on the tab', async () => {
    show('/message/ndetail/7');
    const router = createMemoryRouter([{ path: '*', element: <TabBar /> }], { initialEntries: ['/message/ndetail/7'] });
    render(<RouterProvider router={router} />);
    const tab = screen.getByRole('tab', { selected: true });
    tab.focus();
    // Shift+F10 (or the context-menu key) makes the browser fire contextmenu on the focused tab.
    fireEvent.contextMenu(tab);
    await userEvent.click(await screen.findByRole('menuitem', { name: '固定' }));
    expect(useTabs.getState().tabs.find((t) => t.key === '/message/ndetail/7')?.pinned).toBe(true);
    await waitFor(() => expect(tab).toHaveAttribute('aria-description', '已固定'));
    fireEvent.contextMenu(screen.getByRole('tab', { name: '工作台' }));
    // The workbench is not a detail: nothing to pin.
    await screen.findAllByRole('menuitem', { name: '刷新当前页' });
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: /^固定$/ })).toBeNull());
  });
});

describe('an address with no screen', () => {
  it('leaves no tab active, and closing a tab meanwhile keeps the not-found page shown', () => {
    show('/order/order_notice');
    show('/no/such/screen');
    expect(useTabs.getState().activeKey).toBe('');
    expect(keys()).toEqual([HOME, '/order/order_notice']);
    expect(useTabs.getState().close('/order/order_notice')).toBeNull();
    show(HOME);
    expect(useTabs.getState().activeKey).toBe(HOME);
  });

  it('the tab bar marks no tab as selected; every tab stays reachable', () => {
    show('/order/order_notice');
    show('/no/such/screen');
    const router = createMemoryRouter([{ path: '*', element: <TabBar /> }], { initialEntries: ['/no/such/screen'] });
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
