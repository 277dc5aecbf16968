import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '@mocks/node';
import { getApptokenInfo } from '@/api/auth';
import { useSession } from '@/stores/session';
import { FastProviders } from '../kit/fastStyles';
import { DEMO_VENDOR, setUpKit, signIn } from '../kit/helpers';

/**
 * What every feature page test sets up: the kit's texts, the bodies of the calls the page sent,
 * the client's toasts, a fresh demo session before each test, and the page rendered at a URL
 * inside the app's providers and a router. Feature harnesses add their screens' readers.
 */

export type Account = 'demo-supplier' | 'demo-supplier-multi' | 'demo-retailer';
export type Vendor = typeof DEMO_VENDOR;
/** One call the page sent: its path, the first group of `paths` (or the path), body and vendor header. */
export type SentCall = { path: string; name: string; body: Record<string, unknown>; venderId: string | null };

export type PageHarnessOptions = {
  /** The calls to record, tested against the request URL; none records nothing. */
  paths?: RegExp;
  language?: 'en-US' | 'zh-CN';
  /** More one-off set-up after the kit's (beforeAll). */
  setUp?: () => Promise<void> | void;
  /** Store resets before each test's sign-in. */
  reset?: () => void;
  /** Runs at every sign-in, before it (e.g. forgetting per-session caches). */
  beforeSignIn?: () => void;
};

/** Every route path of a list showing the same page. */
export const samePage = (routes: ReadonlyArray<{ path: string }>, Page: ComponentType) => Object.fromEntries(routes.map((r) => [r.path, Page]));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The router's current address (shown by the probe renderPage adds). */
export const currentUrl = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://test');

export function createPageHarness({ paths, language = 'en-US', setUp, reset, beforeSignIn }: PageHarnessOptions = {}) {
  const sent: SentCall[] = [];
  const onStart = async ({ request }: { request: Request }) => {
    const m = paths?.exec(request.url);
    if (!m) return;
    const path = new URL(request.url).pathname;
    const body = (await request.clone().json().catch(() => ({}))) as Record<string, unknown>;
    sent.push({ path, name: m[1] ?? path, body, venderId: request.headers.get('venderId') });
  };

  /**
   * The client's toasts over the whole file: each sign-in's spy forwards here, and a sign-in starts
   * it empty (so tests can import one binding).
   */
  const notify = vi.fn();

  async function signInAs(token: Account, vendor: Vendor | null = token === 'demo-supplier' ? DEMO_VENDOR : null) {
    beforeSignIn?.();
    notify.mockClear();
    signIn(token, vendor).mockImplementation((...args: unknown[]) => notify(...args));
    useSession.getState().setUser(await getApptokenInfo({ apptoken: token }));
  }

  /** Registers the hooks; `account` is signed in before each test. */
  function install(account: Account = 'demo-supplier') {
    beforeAll(async () => {
      await setUpKit(language);
      await setUp?.();
      if (paths) server.events.on('request:start', onStart);
    });
    afterAll(() => {
      if (paths) server.events.removeListener('request:start', onStart);
    });
    beforeEach(async () => {
      sent.length = 0;
      localStorage.clear();
      reset?.();
      await signInAs(account);
    });
  }

  /** Renders `pages` (route path to page) in one router at `url`. */
  function renderPage(url: string, pages: Record<string, ComponentType>) {
    return render(
      <FastProviders>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {Object.entries(pages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </FastProviders>,
    );
  }

  return {
    sent,
    /** Calls whose path ends with `suffix`. */
    callsTo: (suffix: string) => sent.filter((s) => s.path.endsWith(suffix)),
    /** Calls whose name (the first group of `paths`) is `name`. */
    callsOf: (name: string) => sent.filter((s) => s.name === name),
    notify,
    signInAs,
    install,
    renderPage,
  };
}

/** Readers of a kit query screen's result grid, with room for a busy machine in the waits. */
export const grid = () => document.querySelector<HTMLElement>('.vsm-query-result .vsm-data-grid')!;
export const bodyRows = () => [...grid().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
export const headers = () => [...grid().querySelectorAll('thead th')].map((th) => th.textContent ?? '');
export const columnTexts = (title: string) => {
  const i = headers().indexOf(title);
  return bodyRows().map((tr) => tr.children[i]?.textContent ?? '');
};
/** The first row holding `text`. */
export const rowOf = (text: string) => bodyRows().find((tr) => tr.textContent?.includes(text))!;
/** A search field's input (sortable column headers carry the same name). */
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** A text that appears after a call (a toast): the default 1 s is short on a busy machine. */
export const findText = (text: string) => screen.findByText(text, {}, { timeout: 10000 });
export async function waitForRows(count?: number) {
  await waitFor(() => (count === undefined ? expect(bodyRows().length).toBeGreaterThan(0) : expect(bodyRows()).toHaveLength(count)), { timeout: 10000 });
}
