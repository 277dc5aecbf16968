import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ComponentType } from 'react';
import { server } from '@mocks/node';
import { getApptokenInfo } from '@/api/auth';
import type { RouteDef } from '@/kit/routing';
import { useSession } from '@/stores/session';
import { FastProviders } from '../kit/fastStyles';
import { DEMO_VENDOR, setUpKit, signIn } from '../kit/helpers';

/**
 * The acceptance and returns screens against the mock, as their page tests render and read them:
 * English, the bodies of the calls each page sent, the client's error toasts (notify), a supplier
 * or retailer session.
 */

export const sent: Array<{ path: string; body: Record<string, unknown> }> = [];
const onStart = async ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (!/\/api\/fea-vsm\/(acceptance|returns)\//.test(path)) return;
  sent.push({ path, body: (await request.clone().json().catch(() => ({}))) as Record<string, unknown> });
};
export const callsTo = (suffix: string) => sent.filter((s) => s.path.endsWith(suffix));

export let notify = vi.fn();

export function installDocsHarness() {
  beforeAll(async () => {
    await setUpKit('en-US');
    server.events.on('request:start', onStart);
  });
  afterAll(() => server.events.removeListener('request:start', onStart));
  beforeEach(async () => {
    sent.length = 0;
    localStorage.clear();
    await signInAs('demo-supplier');
  });
}

export async function signInAs(token: 'demo-supplier' | 'demo-retailer') {
  notify = signIn(token, token === 'demo-supplier' ? DEMO_VENDOR : null);
  useSession.getState().setUser(await getApptokenInfo({ apptoken: token }));
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** Renders the page of `routes` at `url` (every route of the list shows `Page`). */
export function renderPage(routes: RouteDef[], Page: ComponentType, url: string) {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={<Page />} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FastProviders>,
  );
}

export const grid = () => document.querySelector<HTMLElement>('.vsm-query-result .vsm-data-grid')!;
export const bodyRows = () => [...grid().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
export const headers = () => [...grid().querySelectorAll('thead th')].map((th) => th.textContent ?? '');
export const columnTexts = (title: string) => {
  const i = headers().indexOf(title);
  return bodyRows().map((tr) => tr.children[i]?.textContent ?? '');
};
export const rowOf = (sheetId: string) => bodyRows().find((tr) => tr.textContent?.includes(sheetId))!;
/** Ticks the row's checkbox. */
export const tick = (sheetId: string) => within(rowOf(sheetId)).getByRole('checkbox');
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
export const button = (text: string, root: HTMLElement = document.body) => within(root).getByText(text).closest('button')!;
export const drawer = () => document.querySelector<HTMLElement>('.ant-drawer-section')!;
export const drawerField = (label: string) =>
  [...drawer().querySelectorAll('.ant-descriptions-item-label')].find((cell) => cell.textContent === label)?.nextElementSibling?.textContent;
export const drawerLines = () => [...drawer().querySelectorAll<HTMLElement>('.vsm-document-lines tbody tr.ant-table-row')];
export const printSheet = () => document.querySelector<HTMLElement>('body > .vsm-print-sheet')!;

/** A text that appears after a call (a toast): the default 1 s is short on a busy machine. */
export const findText = (text: string) => screen.findByText(text, {}, { timeout: 10000 });

export async function waitForRows(count?: number) {
  await waitFor(() => (count === undefined ? expect(bodyRows().length).toBeGreaterThan(0) : expect(bodyRows()).toHaveLength(count)), { timeout: 10000 });
}
