import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TabBar } from '@/app/layout/TabBar';
import { initI18n } from '@/i18n';
import { useTabs } from '@/stores/tabs';
import { Providers } from '../support/page';

/** An IntersectionObserver that finds the bar's last tab cut off (or every tab whole when `fits`). */
function stubObserver(fits: boolean) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        const last = target === target.parentElement?.lastElementChild;
        const ratio = fits || !last ? 1 : 0.4;
        queueMicrotask(() =>
          this.callback([{ target, intersectionRatio: ratio } as IntersectionObserverEntry], this as never),
        );
      }
      disconnect() {}
    },
  );
}

function Shown() {
  const { pathname } = useLocation();
  return <output>{pathname}</output>;
}

function renderBar() {
  sessionStorage.clear();
  useTabs.setState({ home: '/workbench', tabs: [], activeKey: '' });
  const store = useTabs.getState();
  store.init('/workbench', 'workbench:title');
  store.visit('/basicinfo/goodsinfo', '/basicinfo/goodsinfo', 'basicinfo:goods.title');
  store.visit('/order/order_notice', '/order/order_notice', 'orders:title.notice');
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <TabBar />
            <Shown />
          </>
        ),
      },
    ],
    { initialEntries: ['/order/order_notice'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('tabs overflowing the bar (SPEC §2 tab bar)', () => {
  beforeAll(() => initI18n({ language: 'zh-CN' }));
  afterEach(() => vi.unstubAllGlobals());

  it('offers a menu of every open tab, labelled in the user’s language, that opens the one chosen', async () => {
    stubObserver(false);
    renderBar();
    fireEvent.click(await screen.findByRole('button', { name: '全部已打开的页面' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(screen.getAllByRole('tab').map((tab) => tab.textContent));
    fireEvent.click(items[1]);
    expect(await screen.findByText('/basicinfo/goodsinfo')).toBeInTheDocument();
  });

  it('shows no such menu while every tab fits', async () => {
    stubObserver(true);
    renderBar();
    await screen.findAllByRole('tab');
    await act(async () => undefined); // the observer's answers are in
    expect(screen.queryByRole('button', { name: '全部已打开的页面' })).not.toBeInTheDocument();
  });
});
