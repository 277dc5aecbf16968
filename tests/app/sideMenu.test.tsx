import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SideMenu } from '@/app/layout/SideMenu';
import { preloadPage } from '@/app/routing/lazyPage';
import { INTENT_MS } from '@/app/routing/pageIntent';
import { openTabOfLocation } from '@/app/layout/tabOfLocation';
import { initI18n } from '@/i18n';
import { useMenu } from '@/stores/menu';
import { useTabs } from '@/stores/tabs';
import { menuGroup, menuPage } from '../support/menu';

/** The side menu on its own (SPEC §2 side menu, tabs), over a module tree like the server's. */

// What the menu asks to load, without loading it: the screens' code is not this test's.
vi.mock('@/app/routing/lazyPage', async (original) => ({
  ...(await original<object>()),
  preloadPage: vi.fn(),
}));

const MODULES = [
  menuGroup('S01', 1, [menuPage('S0101', '/workbench', 1)], '工作台'),
  menuGroup(
    'S04',
    2,
    [menuPage('S0401', '/order/order_notice', 1), menuPage('S0402', '/order/order_approval', 2)],
    '订单管理',
  ),
  menuGroup('S06', 3, [menuPage('S0601', '/returndocument-management/returndoc_query', 1)], '退货管理'),
];

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

const open = (address: string) => {
  const [pathname, query] = address.split('?');
  openTabOfLocation('supplier', pathname, query ? `?${query}` : '');
};

function renderMenu(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <SideMenu />
      <Address />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: '主菜单' });
}

beforeAll(() => initI18n({ language: 'zh-CN' }));
beforeEach(() => {
  sessionStorage.clear();
  useTabs.setState({ home: '/workbench', tabs: [], activeKey: '' });
  useMenu.setState({ modules: MODULES, collapsed: false, mode: 'full' });
});

describe('the side menu (SPEC §2)', () => {
  it('brings an open screen’s tab back with its search when the screen is chosen in the menu', async () => {
    open('/workbench');
    open('/order/order_approval?status=pending');
    open('/workbench');
    const nav = renderMenu('/workbench');
    await userEvent.click(within(nav).getByRole('menuitem', { name: '订单管理' }));
    await userEvent.click(await within(nav).findByRole('menuitem', { name: '订单审批' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/order/order_approval?status=pending');
  });

  it('gives antd a group’s pages once it opens, and marks the group holding the page shown', async () => {
    open('/workbench');
    open('/order/order_approval');
    const nav = renderMenu('/order/order_approval');
    await waitFor(() => expect(nav.querySelector('.ant-menu-submenu-selected')).toHaveTextContent('订单管理'));
    // 退货管理 is closed: its pages come with its opening.
    expect(within(nav).queryByRole('menuitem', { name: '退货单查询' })).toBeNull();
    await userEvent.click(within(nav).getByRole('menuitem', { name: '退货管理' }));
    expect(await within(nav).findByRole('menuitem', { name: '退货单查询' })).toBeInTheDocument();
  });

  it('loads a screen’s code while the pointer rests on its entry, not while it passes over one', async () => {
    open('/workbench');
    const nav = renderMenu('/workbench');
    await userEvent.click(within(nav).getByRole('menuitem', { name: '订单管理' }));
    const notices = await within(nav).findByRole('menuitem', { name: '订货通知单' });
    const approvals = within(nav).getByRole('menuitem', { name: '订单审批' });
    vi.mocked(preloadPage).mockClear();
    // The rest timed by the test's clock, not the machine's speed: passed over on the way to the next
    // entry (half the rest), where the pointer rests.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.mouseEnter(notices);
      vi.advanceTimersByTime(INTENT_MS / 2);
      fireEvent.mouseLeave(notices);
      fireEvent.mouseEnter(approvals);
      vi.advanceTimersByTime(INTENT_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(vi.mocked(preloadPage).mock.calls.map(([def]) => def.path)).toEqual(['/order/order_approval']);
  });

  it('loads a screen’s code while the keyboard’s focus rests on its entry', async () => {
    open('/workbench');
    const nav = renderMenu('/workbench');
    await userEvent.click(within(nav).getByRole('menuitem', { name: '订单管理' }));
    const approvals = await within(nav).findByRole('menuitem', { name: '订单审批' });
    vi.mocked(preloadPage).mockClear();
    // antd's menu moves the focus onto an entry with the arrow keys.
    act(() => approvals.focus());
    await waitFor(() => expect(preloadPage).toHaveBeenCalled());
    expect(vi.mocked(preloadPage).mock.calls.map(([def]) => def.path)).toEqual(['/order/order_approval']);
  });
});
