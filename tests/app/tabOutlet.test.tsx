import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabOutlet } from '@/app/layout/TabOutlet';
import { useTabs } from '@/stores/tabs';

const pageRenders = vi.hoisted(() => vi.fn());

// The page of each tab, standing in for the real one: what is measured is how often it renders.
vi.mock('@/app/routing/RoutePage', () => ({
  RoutePage: ({ def, location }: { def: { path: string }; location: { pathname: string; search: string } }) => {
    pageRenders(def.path, location.search);
    return <p>{location.pathname + location.search}</p>;
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
