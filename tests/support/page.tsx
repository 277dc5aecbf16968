import { StyleProvider } from '@ant-design/cssinjs';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '@mocks/node';
import { getApptokenInfo } from '@/api/auth';
import { configureHttp } from '@/api/http';
import { initI18n, loadRestTexts } from '@/i18n';
import type { RouteSpec } from '@/kit/routing';
import { loadPage } from './routes';
import { environmentConfig } from '@/lib/hostConfig';
import { useRightsStore } from '@/stores/rights';
import { useSession } from '@/stores/session';
import { currentVendorHeaders, useVendor } from '@/stores/vendor';

/**
 * Page tests: a screen rendered as a demo account against the mock database (msw/node, reset after
 * each test by tests/setup.ts). Read it with tests/support/queries.ts. A page test in ten lines:
 *
 *   import { fireEvent, waitFor } from '@testing-library/react';
 *   import { ordersRoutes } from '@/features/orders/routes';
 *   import { pageTest } from '../support/page';
 *   import { bodyRows, button, waitForRows } from '../support/queries';
 *
 *   const page = pageTest({ routes: ordersRoutes, calls: /\/order\/(\w+)$/ }); // demo supplier, English
 *   it('searches again (SPEC §2)', async () => {
 *     page.open('/order/order_notice');
 *     await waitForRows();
 *     fireEvent.click(button('Search'));
 *     await waitFor(() => expect(page.callsOf('noticeList')).toHaveLength(2));
 *   });
 *
 * Kit tests that render one component use the pieces below it: setUpTexts, signIn, Providers.
 */

/** The demo accounts of the mock (mocks/README.md); null: nobody is signed in. */
export type Account = 'demo-supplier' | 'demo-supplier-multi' | 'demo-retailer';
export type Vendor = { venderId: string; bu: string; partnerId: string; entId: string };

/** The demo supplier's one combination, and two of the multi-combination supplier's. */
export const DEMO_VENDOR: Vendor = { venderId: '100101', bu: '12', partnerId: 'P10001', entId: '1' };
export const MULTI_A: Vendor = { venderId: '100202', bu: '12', partnerId: 'P10002', entId: '1' };
export const MULTI_B: Vendor = { venderId: '310201', bu: '31', partnerId: 'P10002', entId: '1' };
const VENDOR_OF: Record<Account, Vendor | null> = {
  'demo-supplier': DEMO_VENDOR,
  'demo-supplier-multi': MULTI_A,
  'demo-retailer': null,
};

/** jsdom has no PointerEvent: a MouseEvent with the pointer fields is enough for the dialog. */
function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class FakePointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = FakePointerEvent as unknown as typeof PointerEvent;
}

/** Every interface text of `language` (pages outside a router's lazyPage ask for the rest too) and jsdom's gaps. */
export async function setUpTexts(language: 'en-US' | 'zh-CN' = 'en-US'): Promise<void> {
  await initI18n({ language });
  await loadRestTexts(language);
  // matchMedia, ResizeObserver and getComputedStyle stand-ins come from tests/setup.ts.
  installPointerEvent();
}

/**
 * The HTTP client against the mock with `token` (null: signed out) and a supplier's `vendor`
 * combination; returns the spy of the client's toasts (the errors it shows itself).
 */
export function signIn(token: string | null = 'demo-supplier', vendor: Vendor | null = DEMO_VENDOR) {
  const notify = vi.fn();
  if (token) useSession.getState().setToken(token);
  else useSession.getState().clear();
  if (vendor) useVendor.getState().select(vendor);
  else useVendor.getState().clear();
  configureHttp({
    getToken: () => useSession.getState().token,
    getVendor: currentVendorHeaders,
    getLanguage: () => 'en-US',
    notify,
    onSessionExpired: vi.fn(),
    getEnvironment: () => environmentConfig('mock'),
  });
  return notify;
}

/**
 * antd's toasts context; no motion, so closing is immediate in jsdom. antd's CSS-in-JS is kept out
 * of the document: jsdom then has no stylesheets to match on every getComputedStyle (antd's table,
 * pickers and user-event's checks measure with it), which makes kit and page tests several times
 * faster. Nothing under test depends on those styles. Theme `zeroRuntime`, as the portal renders
 * (src/app/App.tsx): the components do not even generate them, ~22 % less CPU for all of Vitest
 * (reports/npm-test.md).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </StyleProvider>
  );
}

/** The same providers, by the name page tests first knew them. */
export const FastProviders = Providers;

/**
 * user-event without its pointer-events check (getComputedStyle up the tree on every click, slow
 * in jsdom) and without a timer between keys and clicks (`delay: null`): each key still goes
 * through its own events and renders.
 */
export const fastUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

/** One call the page sent: its path, the first group of `calls` (or the path), body and vendor header. */
export type SentCall = { path: string; name: string; body: Record<string, unknown>; venderId: string | null };

export type PageTestOptions = {
  /** The routes `open` renders, all in one router (links between them work). */
  routes?: readonly RouteSpec[];
  /** Signed in before each test (suppliers with their combination); null: nobody. */
  account?: Account | null;
  /** The calls to record, tested against the request URL. */
  calls?: RegExp;
  language?: 'en-US' | 'zh-CN';
  /** Testing Library's wait (findBy…, waitFor) in ms, for screens that render slowly in jsdom. */
  waitMs?: number;
  /** More one-off set-up after the texts (beforeAll). */
  setUp?: () => Promise<void> | void;
  /** Store resets at every sign-in, before it (e.g. per-session caches). */
  reset?: () => void;
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The router's current address (shown by the probe `open` adds). */
export const currentUrl = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://test');

/**
 * The body as the screen built it: without the partnerId and entId the HTTP client adds to every
 * payload (SPEC §7; tested in tests/mocks/payloadFields.test.ts). Values the screen chose stay.
 */
export function withoutClientFields(body: Record<string, unknown>, headers: Headers): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const own = { ...body };
  if (own.entId === 1) delete own.entId;
  if (own.partnerId !== undefined && own.partnerId === headers.get('partnerId')) delete own.partnerId;
  return own;
}

/** Registers the hooks of a page test file (call it at the top level); see the example above. */
export function pageTest({
  routes = [],
  account = 'demo-supplier',
  calls,
  language = 'en-US',
  waitMs,
  setUp,
  reset,
}: PageTestOptions = {}) {
  if (waitMs) configure({ asyncUtilTimeout: waitMs });
  const sent: SentCall[] = [];
  const pages = new Map<string, ComponentType>();
  const record = async ({ request }: { request: Request }) => {
    const m = calls?.exec(request.url);
    if (!m) return;
    const path = new URL(request.url).pathname;
    const body = (await request
      .clone()
      .json()
      .catch(() => ({}))) as Record<string, unknown>;
    sent.push({
      path,
      name: m[1] ?? path,
      body: withoutClientFields(body, request.headers),
      venderId: request.headers.get('venderId'),
    });
  };
  /** The client's toasts over the whole file: each sign-in's spy forwards here, and a sign-in empties it. */
  const notify = vi.fn();

  async function signInAs(who: Account | null, vendor: Vendor | null = who && VENDOR_OF[who]) {
    // A new session: nothing kept from the last (function permissions are loaded once per session).
    sessionStorage.clear();
    useRightsStore.setState({ token: null, rights: [] });
    reset?.();
    notify.mockClear();
    signIn(who, vendor).mockImplementation((...args: unknown[]) => notify(...args));
    if (who) useSession.getState().setUser(await getApptokenInfo({ apptoken: who }));
    else useSession.getState().clear();
  }

  beforeAll(async () => {
    await setUpTexts(language);
    await setUp?.();
    for (const route of routes) pages.set(route.path, await loadPage(route));
    if (calls) server.events.on('request:start', record);
  });
  afterAll(() => {
    if (calls) server.events.removeListener('request:start', record);
  });
  beforeEach(async () => {
    sent.length = 0;
    localStorage.clear();
    await signInAs(account);
  });

  return {
    /** Every recorded call, oldest first. */
    sent,
    /** Recorded calls whose path ends with `suffix`. */
    callsTo: (suffix: string) => sent.filter((s) => s.path.endsWith(suffix)),
    /** Recorded calls whose name (the first group of `calls`) is `name`. */
    callsOf: (name: string) => sent.filter((s) => s.name === name),
    notify,
    /** Signs in as another account within a test (a supplier with its first combination unless given). */
    signInAs,
    /** Renders the routes at `url` in the app's providers and a router. */
    open: (url: string) =>
      render(
        <FastProviders>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              {[...pages].map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </FastProviders>,
      ),
  };
}
