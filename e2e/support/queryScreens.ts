import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { APP, expect, signIn, test } from '../fixtures';
import { ACCOUNTS, HOMES, menuRoutes, type Role } from './routes';

/**
 * The screens of the menu opened inside the signed-in app (no page load per screen), and the query
 * screens among them (kit QueryPage: `.vsm-query-page` with `.vsm-query-search` and
 * `.vsm-query-result`). Faults aimed at a screen's SPEC §7 table query use TABLE_QUERY: the mock
 * matches it by its body, whatever the screen's address.
 */

/** A mock fault's target: the next POST under /api whose body has pageNo (a SPEC §7 table query). */
export const TABLE_QUERY = { path: '/api/', body: '"pageNo"' } as const;

/** A call of the app to the server (the mock's control calls come from the test, not the page). */
export const isApiPost = (r: Request) => r.method() === 'POST' && r.url().includes('/api/');

export const isTableQuery = (r: Request) => {
  if (!isApiPost(r)) return false;
  try {
    const body = JSON.parse(r.postData() ?? '') as Record<string, unknown>;
    return 'pageNo' in body && 'pageSize' in body;
  } catch {
    return false;
  }
};

/** Records the page's calls to the server as they leave (empty it with `length = 0`). */
export function watchPosts(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => void (isApiPost(r) && sent.push(r)));
  return sent;
}

/** What a fault aimed at a screen's search hits (a mock fault's path and body) and which sent calls are its. */
export type SearchTarget = { fault: { path: string; body?: string }; covers: (r: Request) => boolean };

const TABLE_TARGET: SearchTarget = { fault: TABLE_QUERY, covers: isTableQuery };

/**
 * The target of a fault on a screen's search, from the calls one search sent: its SPEC §7 table
 * queries (by their pageNo, whatever their address); for a list paged in the browser over one unpaged
 * call, the address of the first call the search sent (the kit sends the query first). Null when it
 * sent nothing.
 */
export function searchTarget(sent: Request[]): SearchTarget | null {
  if (sent.some(isTableQuery)) return TABLE_TARGET;
  if (!sent.length) return null;
  const path = new URL(sent[0].url()).pathname;
  return {
    fault: { path: `/^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\?|$)/` },
    covers: (r) => isApiPost(r) && new URL(r.url()).pathname === path,
  };
}

export const searchForm = (page: Page) => page.locator('.vsm-query-page:visible .vsm-query-search');
export const searchButton = (page: Page) =>
  searchForm(page)
    .getByRole('button', { name: /查\s*询/ })
    .first();

/**
 * The first plain text box of the search form (not a select, picker or lookup: a lookup's box is an
 * antd affix input holding the lookup's open button, and a typed value there sends its own search).
 */
export function firstTextBox(page: Page): Locator {
  return searchForm(page)
    .locator('input.ant-input:not([readonly]):not([disabled])')
    .filter({
      hasNot: page.locator(
        'xpath=ancestor::*[contains(@class,"ant-select") or contains(@class,"ant-picker") or contains(@class,"vsm-lookup")]',
      ),
    })
    .filter({
      hasNot: page.locator(
        'xpath=ancestor::*[contains(@class,"ant-input-affix-wrapper")][.//*[contains(@class,"vsm-lookup-open")]]',
      ),
    })
    .first();
}

/** Waits until the screen's query is answered (one that queries on opening is busy first, and its search button ignores clicks meanwhile). */
export const queryIdle = (page: Page) =>
  page.locator('.vsm-query-page:visible .vsm-query-result[aria-busy="false"]').waitFor({ timeout: 15_000 });

/** Runs the screen's search (once it is idle) and returns the request of its table query. */
export async function searchOnce(page: Page): Promise<Request> {
  await queryIdle(page);
  const query = page.waitForRequest(isTableQuery, { timeout: 15_000 });
  await searchButton(page).click();
  return query;
}

/** The tab pane of a screen (TabOutlet: one `section.tab-pane` per open tab), as a CSS selector. */
export const tabPaneSelector = (route: string) => `section.tab-pane[data-tab="${route.split('?')[0]}"]`;
export const tabPane = (page: Page, route: string) => page.locator(tabPaneSelector(route));

/**
 * Opens a screen inside the running app, as a link would (history push, no page load), and waits
 * until its code has loaded (the pane no longer shows the route's loading skeleton).
 */
export async function openInApp(page: Page, route: string) {
  await page.evaluate((url) => {
    const idx = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: `e2e${Date.now()}`, idx: idx + 1 }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, `${APP}${route}`);
  await tabPane(page, route).waitFor({ timeout: 15_000 });
  // RoutePage's fallback while the screen's code loads: a div whose child is the skeleton.
  await page.waitForFunction(
    (key) => {
      const first = document.querySelector(`section.tab-pane[data-tab="${key}"]`)?.firstElementChild;
      return !!first && !first.querySelector(':scope > .ant-skeleton');
    },
    route.split('?')[0],
    { timeout: 30_000 },
  );
}

/** Brings an open tab to the front from the tab bar (keyboard: the tab may be scrolled out of the bar). */
export async function showTab(page: Page, route: string) {
  await page.locator(`[role="tab"][data-tab-key="${route.split('?')[0]}"]`).focus();
  await page.keyboard.press('Enter');
  await tabPane(page, route).waitFor();
}

/** Signs in as the role (on its home) unless the page already shows the app. */
export async function signedIn(page: Page, role: Role) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith(APP)) await signIn(page, ACCOUNTS[role], HOMES[role]);
  await expect(page.locator('.shell-header')).toBeVisible({ timeout: 30_000 });
}

/** What shows a screen still loading: a busy region, a skeleton, a spinning spinner. */
const LOADING = '[aria-busy="true"], .ant-skeleton, .ant-spin-spinning';

/**
 * Waits until a screen opened in the app is ready, and tells whether it is a query screen: a query
 * screen (its `.vsm-query-page`, which may follow the screen's own frame, e.g. the mail folders) once
 * its query is answered; another screen once its pane shows nothing loading at three looks in a row
 * (bounded: a screen may keep a spinner).
 */
export async function screenReady(page: Page, route: string): Promise<boolean> {
  const pane = tabPane(page, route);
  for (let idle = 0, until = Date.now() + 5000; idle < 3 && Date.now() < until;) {
    if (await pane.locator('.vsm-query-page').count()) {
      await queryIdle(page);
      return true;
    }
    idle = (await pane.locator(LOADING).count()) ? 0 : idle + 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Closes an open tab from the tab bar (keyboard, as a user may) and waits until its screen is gone. */
export async function closeTab(page: Page, route: string) {
  await page.locator(`[role="tab"][data-tab-key="${route.split('?')[0]}"]`).focus();
  await page.keyboard.press('Delete');
  await tabPane(page, route).waitFor({ state: 'detached' });
}

/**
 * Opens every screen of the role's menu inside the signed-in app (home first, then in menu order;
 * no page load per screen), waits until it is ready (screenReady) and runs `visit` on it with the
 * calls the screen sent while it opened, and whether it is the first or the last screen swept. Visited
 * tabs are closed again so that the page holds a few screens, not all of them (axe reads the whole
 * page), except the home and the last query screen. `only` keeps the screens whose address it matches.
 * Returns the query screens.
 */
export async function forEachScreen(
  page: Page,
  role: Role,
  visit: (route: string, isQuery: boolean, opened: Request[], edge: boolean) => Promise<void>,
  { only }: { only?: RegExp } = {},
): Promise<string[]> {
  const routes = (await menuRoutes(page, role)).filter((route) => !only || only.test(route));
  // The test's time grows with the menu (a screen takes a few seconds, more on a loaded machine).
  test.setTimeout(Math.max(test.info().timeout, 60_000 + routes.length * 15_000));
  await signedIn(page, role);
  const queries: string[] = [];
  const opened = watchPosts(page);
  for (const [index, route] of routes.entries()) {
    opened.length = 0;
    if (route !== HOMES[role]) await openInApp(page, route);
    const isQuery = await screenReady(page, route);
    await visit(route, isQuery, [...opened], index === 0 || index === routes.length - 1);
    if (route === HOMES[role]) continue;
    const done = isQuery ? queries.at(-1) : route;
    if (isQuery) queries.push(route);
    if (done) await closeTab(page, done);
  }
  return queries;
}

/** Every text of the SPEC §8 error catalogue (locales/zh-CN/errors.json), placeholders as wildcards. */
export function catalogueMessages(): RegExp {
  const texts = Object.values(
    JSON.parse(readFileSync('locales/zh-CN/errors.json', 'utf8')) as Record<string, string>,
  ).filter((v) => typeof v === 'string');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.*');
  return new RegExp(`^(?:${texts.map(escape).join('|')})$`);
}
