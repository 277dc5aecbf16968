import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '@mocks/node';
import { getApptokenInfo } from '@/api/auth';
import type { PageQuery } from '@/api/types';
import { basicinfoRoutes } from '@/features/basicinfo/routes';
import GoodsInfo from '@/features/basicinfo/pages/GoodsInfo';
import { useSession } from '@/stores/session';
import { FastProviders } from '../kit/fastStyles';
import { DEMO_VENDOR, setUpKit, signIn } from '../kit/helpers';

/** The goods screen against the mock, as both basicinfo test files render and read it. */

export const SUPPLIER = '/basicinfo/goodsinfo';
export const RETAILER = '/s/basicinfo/goods';

/** Goods queries the page sent: body and vendor header. */
export const queries: Array<{ body: PageQuery; venderId: string | null }> = [];
const onStart = async ({ request }: { request: Request }) => {
  if (!request.url.endsWith('/api/fea-vsm/goods/query')) return;
  queries.push({ body: (await request.clone().json()) as PageQuery, venderId: request.headers.get('venderId') });
};
export const lastQuery = () => queries.at(-1)!.body;

/** Installs the harness: English, the request spy, a fresh supplier session before each test. */
export function installGoodsHarness() {
  beforeAll(async () => {
    await setUpKit('en-US');
    server.events.on('request:start', onStart);
  });
  afterAll(() => server.events.removeListener('request:start', onStart));
  beforeEach(async () => {
    queries.length = 0;
    localStorage.clear();
    await signInAs('demo-supplier');
  });
}

export async function signInAs(token: 'demo-supplier' | 'demo-retailer') {
  signIn(token, token === 'demo-supplier' ? DEMO_VENDOR : null);
  useSession.getState().setUser(await getApptokenInfo({ apptoken: token }));
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

export function renderAt(url: string) {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {basicinfoRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={<GoodsInfo />} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FastProviders>,
  );
}

export const location = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
export const grid = () => document.querySelector<HTMLElement>('.vsm-data-grid')!;
export const bodyRows = () => [...grid().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
export const headers = () => [...grid().querySelectorAll('thead th')].map((th) => th.textContent ?? '');
export const headerIndex = (title: string) => headers().indexOf(title);
export const columnTexts = (title: string) => {
  const i = headerIndex(title);
  return bodyRows().map((tr) => tr.children[i]?.textContent ?? '');
};
/** A search field's input (sortable column headers carry the same name). */
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** A button by its text (role queries over antd's DOM are slow in jsdom). */
export const button = (text: string) => screen.getByText(text).closest('button')!;
