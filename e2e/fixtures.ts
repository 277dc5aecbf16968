import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';

export const APP = '/web/fea-vsm';

/** mocks/faults.ts: `path` a substring of path+query or a /regex/; `body` a text the request body must contain. */
export type Fault = {
  path: string;
  kind: 'delay' | 'network' | 'http500' | 'malformed' | 'A0242';
  ms?: number;
  times?: number;
  body?: string;
};

export const mock = {
  reset: (request: APIRequestContext) => request.post('/api/__mock/reset', { data: {} }),
  fault: (request: APIRequestContext, fault: Fault) => request.post('/api/__mock/faults', { data: fault }),
  clearFaults: (request: APIRequestContext) => request.post('/api/__mock/faults/clear', { data: {} }),
  /** Expires a sign-in token: every later call with it answers A0242 until it signs in again. */
  expire: (request: APIRequestContext, token: string) => request.post('/api/__mock/expire', { data: { token } }),
};

/** Signs in as a demo account the way the portal hands over: a token in the address. */
export async function signIn(page: Page, token: string, path = '/') {
  await page.goto(`${APP}${path}${path.includes('?') ? '&' : '?'}apptoken=${token}`);
}

type Fixtures = { consoleErrors: string[]; freshMock: void };

/** The portals of scripts/e2e.mjs, one per worker (playwright.config.ts runs as many workers). */
const PORTALS = process.env.E2E_BASE_URLS?.split(',');

export const test = base.extend<Fixtures>({
  baseURL: async ({ baseURL }, use, testInfo) =>
    use(PORTALS ? PORTALS[testInfo.parallelIndex % PORTALS.length] : baseURL),
  // Every test starts on a freshly seeded mock database with no faults. An automatic fixture, not a
  // beforeEach in this module: a hook here would register only for the first spec file importing it.
  freshMock: [
    async ({ request }, use) => {
      await mock.reset(request);
      await mock.clearFaults(request);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await use(errors);
  },
});

export { expect };
