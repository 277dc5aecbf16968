import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ComponentType } from 'react';
import { server } from '@mocks/node';
import { getApptokenInfo } from '@/api/auth';
import MailTemplates from '@/features/notices/pages/MailTemplates';
import NoticeDetail from '@/features/notices/pages/NoticeDetail';
import NoticeList from '@/features/notices/pages/NoticeList';
import { noticesRoutes } from '@/features/notices/routes';
import { useRightsStore } from '@/stores/rights';
import { useSession } from '@/stores/session';
import { FastProviders } from '../kit/fastStyles';
import { DEMO_VENDOR, setUpKit, signIn } from '../kit/helpers';

/**
 * The notice screens against the mock, as their page tests render and read them: English, the
 * notice and template calls each page sent, the client's toasts (notify), a supplier or retailer
 * session, every route of features/notices in one router (links between them work).
 */

export const sent: Array<{ path: string; body: Record<string, unknown> }> = [];
const onStart = async ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (!/\/api\/fea-vsm\/(notice|emailTemplate)\//.test(path)) return;
  sent.push({ path, body: (await request.clone().json().catch(() => ({}))) as Record<string, unknown> });
};
export const callsTo = (suffix: string) => sent.filter((s) => s.path.endsWith(suffix));

export let notify = vi.fn();

export function installNoticesHarness() {
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
  // Function permissions are loaded once per session: a new sign-in asks the server again.
  sessionStorage.clear();
  useRightsStore.setState({ token: null, rights: [] });
  notify = signIn(token, token === 'demo-supplier' ? DEMO_VENDOR : null);
  useSession.getState().setUser(await getApptokenInfo({ apptoken: token }));
}

const PAGES: Record<string, ComponentType> = {
  '/message/notice': NoticeList,
  '/s/message/notice': NoticeList,
  '/message/ndetail/:id': NoticeDetail,
  '/s/message/ndetail/:id': NoticeDetail,
  '/s/basicinfo/notictemplate': MailTemplates,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAt(url: string) {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {noticesRoutes.map((r) => {
            const Page = PAGES[r.path];
            return <Route key={r.path} path={r.path} element={<Page />} />;
          })}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FastProviders>,
  );
}

export const pathname = () => screen.getByTestId('location').textContent;
export const grid = () => document.querySelector<HTMLElement>('.vsm-query-result .vsm-data-grid')!;
export const bodyRows = () => [...grid().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
export const headers = () => [...grid().querySelectorAll('thead th')].map((th) => th.textContent ?? '');
export const columnTexts = (title: string) => {
  const i = headers().indexOf(title);
  return bodyRows().map((tr) => tr.children[i]?.textContent ?? '');
};
export const rowOf = (text: string) => bodyRows().find((tr) => tr.textContent?.includes(text))!;
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
export const button = (text: string, root: ParentNode = document.body) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
export const dialog = () => document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')!;
/** waitFor with room for a busy machine. */
export const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 10000 });
export const findText = (text: string) => screen.findByText(text, {}, { timeout: 10000 });

export async function waitForRows(count?: number) {
  await waitFor(() => (count === undefined ? expect(bodyRows().length).toBeGreaterThan(0) : expect(bodyRows()).toHaveLength(count)), { timeout: 10000 });
}

/**
 * The global inline handlers run in: jsdom's own window, not the test's globalThis (Vitest copies
 * jsdom's properties onto it). An inline handler hands it over. Used to catch XSS payloads that
 * call `top.__xss()` (tests/fixtures/xssVectors.ts).
 */
export function scriptGlobal(): Window & { __xss?: unknown } {
  const probe = document.createElement('div');
  probe.setAttribute('onclick', 'document.__scriptGlobal = window');
  probe.click();
  return (document as unknown as { __scriptGlobal: Window }).__scriptGlobal;
}
