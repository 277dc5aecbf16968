import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { TabOutlet } from '@/app/layout/TabOutlet';
import { Drawer } from '@/kit/dialog';
import { useDocumentKeydown } from '@/kit/useDocumentKeydown';
import { usePrefs } from '@/stores/prefs';
import { useTabs } from '@/stores/tabs';

const pageRenders = vi.hoisted(() => vi.fn());
const pageMounts = vi.hoisted(() => vi.fn());
const keysSeen = vi.hoisted(() => vi.fn());

// The page of each tab, standing in for the real one: what is measured is how often it renders, when
// its effects start, which key presses it hears, and its drawer.
vi.mock('@/app/routing/RoutePage', () => ({
  RoutePage: ({ def, location }: { def: { path: string }; location: { pathname: string; search: string } }) => {
    pageRenders(def.path, location.search);
    useEffect(() => pageMounts(def.path), [def.path]);
    useDocumentKeydown((event) => keysSeen(def.path, event.key));
    return (
      <>
        <p>{location.pathname + location.search}</p>
        <Drawer open title={`drawer of ${def.path}`} />
      </>
    );
  },
}));

/** The shell around the outlet: its own updates (deferred parts, dialogs) render it again. */
function Shell() {
  const [n, setN] = useState(0);
  return (
    <>
      <button onClick={() => setN(n + 1)}>render the shell ({n})</button>
      <TabOutlet visible />
    </>
  );
}

const renderShell = () => fireEvent.click(screen.getByRole('button', { name: /render the shell/ }));

beforeEach(() => {
  sessionStorage.clear();
  useTabs.setState({ home: '/workbench', tabs: [], activeKey: '' });
  const tabs = useTabs.getState();
  tabs.init('/workbench', 'workbench:title');
  tabs.visit('/workbench', '/workbench', 'workbench:title');
  tabs.visit('/order/order_notice', '/order/order_notice?status=1', 'orders:title.notice');
  pageRenders.mockClear();
});

describe('the open tabs’ pages (a report’s chart is not held up by the shell)', () => {
  it('are not rendered again when the shell renders', () => {
    render(<Shell />);
    expect(screen.getByText('/order/order_notice?status=1')).toBeInTheDocument();
    expect(pageRenders).toHaveBeenCalledTimes(2);
    renderShell();
    renderShell();
    expect(screen.getByRole('button', { name: 'render the shell (2)' })).toBeInTheDocument();
    expect(pageRenders).toHaveBeenCalledTimes(2);
  });

  it('render only the tab whose address or state changed', () => {
    render(<Shell />);
    pageRenders.mockClear();
    act(() => useTabs.getState().visit('/order/order_notice', '/order/order_notice?status=2', 'orders:title.notice'));
    expect(pageRenders.mock.calls).toEqual([['/order/order_notice', '?status=2']]);
    expect(screen.getByText('/order/order_notice?status=2')).toBeInTheDocument();
  });

  it('are not rendered again when the user switches from one tab to another and back', () => {
    render(<Shell />);
    pageRenders.mockClear();
    act(() => useTabs.getState().visit('/workbench', '/workbench', 'workbench:title'));
    act(() => useTabs.getState().visit('/order/order_notice', '/order/order_notice?status=1', 'orders:title.notice'));
    expect(useTabs.getState().activeKey).toBe('/order/order_notice');
    expect(pageRenders).not.toHaveBeenCalled();
  });
});

describe('a tab behind the active one (kept mounted, its layout kept for its return)', () => {
  const pane = (key: string) => document.querySelector<HTMLElement>(`section.tab-pane[data-tab="${key}"]`)!;

  it('is hidden, the active one is not, and they swap with the active tab', () => {
    render(<TabOutlet visible />);
    expect(pane('/order/order_notice')).not.toHaveAttribute('hidden');
    expect(pane('/workbench')).toHaveAttribute('hidden');
    act(() => useTabs.getState().visit('/workbench', '/workbench', 'workbench:title'));
    expect(pane('/workbench')).not.toHaveAttribute('hidden');
    expect(pane('/order/order_notice')).toHaveAttribute('hidden');
    // Hidden by its attribute (styles.css keeps its layout), not by React's display: none.
    expect(pane('/order/order_notice').style.display).toBe('');
  });

  it('takes the focus away from its field, so keys typed after the switch do not reach it', () => {
    render(<TabOutlet visible />);
    const field = document.createElement('input');
    pane('/order/order_notice').append(field);
    field.focus();
    expect(document.activeElement).toBe(field);
    act(() => useTabs.getState().visit('/workbench', '/workbench', 'workbench:title'));
    expect(document.activeElement).not.toBe(field);
  });

  it('hears no key presses; the tab in front does', () => {
    render(<TabOutlet visible />);
    act(() => useTabs.getState().visit('/workbench', '/workbench', 'workbench:title'));
    keysSeen.mockClear();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(keysSeen.mock.calls).toEqual([['/workbench', 'ArrowRight']]);
  });

  it('keeps its drawer open but out of sight, and shows it again with the tab', () => {
    render(<TabOutlet visible />);
    const drawerOf = (path: string) =>
      screen.getByText(`drawer of ${path}`, { ignore: false }).closest<HTMLElement>('.ant-drawer')!;
    expect(drawerOf('/order/order_notice').style.display).toBe('');
    act(() => useTabs.getState().visit('/workbench', '/workbench', 'workbench:title'));
    expect(drawerOf('/order/order_notice').style.display).toBe('none');
    expect(drawerOf('/workbench').style.display).toBe('');
    act(() => useTabs.getState().visit('/order/order_notice', '/order/order_notice?status=1', 'orders:title.notice'));
    expect(drawerOf('/order/order_notice').style.display).toBe('');
  });

  it('restored behind the active one (a reload), starts its effects (its requests) only once first shown', () => {
    const behind = {
      key: '/order/order_approval',
      url: '/order/order_approval',
      titleKey: 'orders:title.approval',
      nonce: 0,
    };
    useTabs.setState((s) => ({ tabs: [...s.tabs, behind] }));
    pageMounts.mockClear();
    render(<TabOutlet visible />);
    expect(pageMounts.mock.calls.map(([path]) => path)).not.toContain('/order/order_approval');
    act(() => useTabs.getState().visit('/order/order_approval', '/order/order_approval', 'orders:title.approval'));
    expect(pageMounts.mock.calls.map(([path]) => path)).toContain('/order/order_approval');
  });

  it('is parked by a change every screen draws with (the theme): drawn anew when idle, not with the tab in front', () => {
    render(<TabOutlet visible />);
    const before = usePrefs.getState().theme;
    act(() => usePrefs.getState().setTheme(before === 'dark' ? 'light' : 'dark'));
    // Parked in React's Activity (display none, its effects ended) until it is shown again.
    expect(pane('/workbench').style.display).toBe('none');
    expect(pane('/order/order_notice').style.display).toBe('');
    act(() => useTabs.getState().visit('/workbench', '/workbench', 'workbench:title'));
    expect(pane('/workbench').style.display).toBe('');
    expect(pane('/workbench')).not.toHaveAttribute('hidden');
    act(() => usePrefs.getState().setTheme(before));
  });
});
