import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import type { RouteDef } from '@/kit/routing';
import { RoutePage } from '@/app/routing/RoutePage';
import { useShellNavigate } from '@/app/routing/useShellNavigate';

/*
 * What renders at a navigation: a tab's page reads its own address (SPEC §2 tabs keep their state)
 * and renders again only when that address changes; the shell's parts navigate without rendering
 * again at every navigation. A search in one tab rendered every open tab's page and the side menu.
 */

const pageDrawn = vi.fn();
const menuDrawn = vi.fn();

/** What a page draws below its hooks: drawn again only when what the page reads has changed. */
function PageBody({ text }: { text: string }) {
  pageDrawn();
  return <p>{text}</p>;
}

function TabPageProbe() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return <PageBody text={`page at ${pathname}?${params.toString()}`} />;
}

/** The home's path: its page needs no texts beyond the first screen's. */
const def: RouteDef = {
  path: '/workbench',
  side: 'supplier',
  titleKey: 'workbench:title',
  load: async () => ({ default: TabPageProbe }),
};

function MenuBody({ go }: { go: (to: string) => void }) {
  menuDrawn();
  return ['2', '3'].map((status) => (
    <button key={status} onClick={() => go(`/order/order_notice?status=${status}`)}>
      to status {status}
    </button>
  ));
}

function MenuProbe() {
  return <MenuBody go={useShellNavigate()} />;
}

function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function Portal({ search }: { search: string }) {
  return (
    <MemoryRouter basename="/web/fea-vsm" initialEntries={['/web/fea-vsm/workbench?status=1']}>
      <MenuProbe />
      <Address />
      <RoutePage def={def} location={{ pathname: '/workbench', search }} />
    </MemoryRouter>
  );
}

beforeEach(() => {
  pageDrawn.mockClear();
  menuDrawn.mockClear();
});

it('the shell navigates to an address under the base; neither the menu nor another tab’s page is drawn again', async () => {
  render(<Portal search="?status=1" />);
  expect(await screen.findByText('page at /workbench?status=1')).toBeInTheDocument();
  expect([pageDrawn, menuDrawn].map((drawn) => drawn.mock.calls.length)).toEqual([1, 1]);
  fireEvent.click(screen.getByRole('button', { name: 'to status 2' }));
  expect(screen.getByRole('status')).toHaveTextContent('/order/order_notice?status=2');
  fireEvent.click(screen.getByRole('button', { name: 'to status 3' }));
  expect(screen.getByRole('status')).toHaveTextContent('/order/order_notice?status=3');
  expect(screen.getByText('page at /workbench?status=1')).toBeInTheDocument();
  expect([pageDrawn, menuDrawn].map((drawn) => drawn.mock.calls.length)).toEqual([1, 1]);
});

it('a tab’s page is drawn again with its own new address', async () => {
  const { rerender } = render(<Portal search="?status=1" />);
  await screen.findByText('page at /workbench?status=1');
  rerender(<Portal search="?status=2" />);
  expect(screen.getByText('page at /workbench?status=2')).toBeInTheDocument();
});
