import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SideMenu } from '@/app/layout/SideMenu';
import { openTabOfLocation, tabKeyOfPath } from '@/app/layout/tabOfLocation';
import { initI18n } from '@/i18n';
import { useMenu } from '@/stores/menu';
import { useTabs } from '@/stores/tabs';
import { menuGroup, menuPage } from '../support/menu';

const open = (address: string) => {
  const [pathname, query] = address.split('?');
  openTabOfLocation(pathname.startsWith('/s/') ? 'retailer' : 'supplier', pathname, query ? `?${query}` : '');
};
const keys = () => useTabs.getState().tabs.map((t) => t.key);

beforeEach(() => {
  sessionStorage.clear();
  useTabs.setState({ home: '/workbench', tabs: [], activeKey: '' });
});

describe('one screen, one tab (SPEC §2 tab bar)', () => {
  it('keeps the mail screen in one tab whichever address opened it: the menu’s, the header’s or the workbench’s', () => {
    open('/message/email');
    open('/workbench');
    open('/message/email/inbox?open=7');
    expect(keys()).toEqual(['/workbench', '/message/email']);
    expect(useTabs.getState().activeKey).toBe('/message/email');
    // The tab comes back at the address it was last shown at.
    expect(useTabs.getState().tabs[1].url).toBe('/message/email/inbox?open=7');
    open('/message/email/outbox');
    expect(keys()).toEqual(['/workbench', '/message/email']);
    expect(useTabs.getState().tabs[1].url).toBe('/message/email/outbox');
  });

  it('does the same on the retailer side, and for a screen’s address with a trailing slash', () => {
    useTabs.setState({ home: '/s/workbench' });
    open('/s/message/email/inbox');
    open('/s/message/email');
    open('/s/order-management/order_approval/');
    open('/s/order-management/order_approval');
    expect(keys()).toEqual(['/s/workbench', '/s/message/email', '/s/order-management/order_approval']);
  });

  it('still gives a detail a tab of its own per address (one per kind unless pinned)', () => {
    open('/message/ndetail/1');
    useTabs.getState().togglePin('/message/ndetail/1');
    open('/message/ndetail/2');
    expect(keys()).toEqual(['/workbench', '/message/ndetail/1', '/message/ndetail/2']);
  });

  it('names a menu entry’s address by the key of its screen’s tab', () => {
    expect(tabKeyOfPath('/message/email')).toBe('/message/email');
    expect(tabKeyOfPath('/message/email/drafts')).toBe('/message/email');
    expect(tabKeyOfPath('/no/such/screen')).toBe('/no/such/screen');
  });
});

/** Two groups of the supplier's menu, as the server sends them (mocks/db/data/menus.ts). */
const MODULES = [
  menuGroup('S01', 1, [menuPage('S0101', '/workbench', 1)]),
  menuGroup('S02', 2, [menuPage('S0201', '/message/email', 1), menuPage('S0202', '/message/notice', 2)]),
];

describe('the side menu follows the active tab (SPEC §2 side menu)', () => {
  beforeAll(() => initI18n({ language: 'en-US' }));

  it('selects the entry of the screen shown and opens its group, also when a link opened it', async () => {
    useMenu.setState({ modules: MODULES, collapsed: false, mode: 'full' });
    open('/workbench');
    render(
      <MemoryRouter>
        <SideMenu />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByText('Internal mail')).not.toBeInTheDocument();
    // The header's envelope: another address of the mail screen than the menu's.
    act(() => open('/message/email/inbox'));
    const entry = await within(nav).findByRole('menuitem', { name: 'Internal mail' });
    expect(entry.closest('li')).toHaveClass('ant-menu-item-selected');
    expect(within(nav).getByRole('menuitem', { name: /Messages/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
