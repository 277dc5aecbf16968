import type { Page, Request } from '@playwright/test';
import { APP, expect, mock, signIn, test } from './fixtures';
import { OPEN_REDIRECT_PAYLOADS } from './support/openRedirect';
import { ACCOUNTS, HOMES, menuRoutes, openRoute, type Role } from './support/routes';

/**
 * Issue 6 security checks in the production build: the apptoken (SPEC §4) never stays in the
 * address, a Referer or localStorage; nothing but the language preference (SPEC §3/§9 LangInfo)
 * is left in the browser after logout; a redirect target taken from the address never leaves
 * /web/fea-vsm.
 */

const LANGUAGE_KEY = 'LangInfo';

async function storageOf(page: Page) {
  return page.evaluate(async () => ({
    local: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])),
    session: Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k) ?? ''])),
    indexedDb: typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).map((d) => d.name) : [],
  }));
}

async function shellReady(page: Page) {
  await expect(page.locator('nav.side-menu .ant-menu-item').first()).toBeVisible();
}

for (const role of ['supplier', 'retailer'] as Role[]) {
  test(`${role}: the apptoken leaves the address at once and never reaches a Referer, a URL or localStorage`, async ({ page }) => {
    test.setTimeout(120_000);
    const token = ACCOUNTS[role];
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const routes = await menuRoutes(page, role);
    for (const route of routes) {
      await openRoute(page, route);
      await shellReady(page);
      expect(page.url()).not.toContain('apptoken');
    }
    // Land with the token on a deep address too (a portal link straight to a screen).
    await signIn(page, token, routes.at(-1)!);
    await shellReady(page);
    expect(page.url()).toBe(new URL(`${APP}${routes.at(-1)}`, page.url()).href);
    expect(await page.evaluate(() => window.location.search)).not.toContain('apptoken');
    // Nor is it kept for later: the tabs remember their addresses without it.
    expect(JSON.stringify((await storageOf(page)).session)).not.toContain('apptoken=');

    const handovers = requests.filter((r) => r.url().includes('apptoken='));
    expect(handovers.every((r) => r.isNavigationRequest()), 'the token travels only in the hand-over navigation').toBe(true);
    for (const request of requests) {
      const referer = (await request.allHeaders())['referer'] ?? '';
      expect(referer, `Referer of ${request.url()}`).not.toContain(token);
      expect(referer, `Referer of ${request.url()}`).not.toContain('apptoken');
    }
    const { local } = await storageOf(page);
    for (const [key, value] of Object.entries(local)) expect(`${key}=${value}`, 'localStorage').not.toContain(token);
  });
}

test('after logout only the language preference (LangInfo) is left; session, cookies and other keys are gone', async ({ page, context }) => {
  await signIn(page, 'demo-supplier', HOMES.supplier);
  await shellReady(page);
  // Leave traces the app keeps locally: theme, language, column settings of a grid.
  await page.getByRole('button', { name: '切换到深色主题' }).click();
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await expect(page.getByRole('button', { name: '語言' })).toBeVisible();
  await page.getByRole('button', { name: '語言' }).click();
  await page.getByRole('menuitem', { name: /^(简体中文|簡體中文)$/ }).click();
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
  const before = await storageOf(page);
  console.log(`storage before logout: local ${Object.keys(before.local).join(', ')}; session ${Object.keys(before.session).join(', ')}`);
  expect(Object.keys(before.local).length).toBeGreaterThan(1);

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/portal\/$/);
  const after = await storageOf(page);
  expect(Object.keys(after.local)).toEqual([LANGUAGE_KEY]);
  expect(JSON.parse(after.local[LANGUAGE_KEY])).toEqual({ languageCode: 'zh-CN' });
  expect(after.session).toEqual({});
  expect(after.indexedDb).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('a stored return target from the address never leaves /web/fea-vsm (open-redirect payloads)', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(15);
  const origin = new URL(baseURL!).origin;
  const offsite: string[] = [];
  page.on('request', (r) => !r.url().startsWith(origin) && !r.url().startsWith('data:') && offsite.push(r.url()));
  page.on('dialog', (d) => void d.dismiss().then(() => offsite.push(`dialog: ${d.message()}`)));
  await page.goto('/portal/');
  for (const payload of OPEN_REDIRECT_PAYLOADS) {
    await test.step(JSON.stringify(payload), async () => {
      // What endExpiredSession stores from the address before the sign-in round trip (SPEC §4).
      await page.evaluate((p) => sessionStorage.setItem('returnTo', p), payload);
      await signIn(page, 'demo-supplier');
      await expect(page.locator('.shell-header')).toBeVisible();
      const url = new URL(page.url());
      expect(url.origin).toBe(origin);
      expect(url.pathname.startsWith(`${APP}/`)).toBe(true);
    });
  }
  expect(offsite).toEqual([]);
});

test('the return path after an expired session (A0242) is the screen itself, never another site', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const address of [`${APP}//evil.example/x`, `${APP}/%2F%2Fevil.example`, `${APP}/basicinfo/goodsinfo`]) {
    await signIn(page, 'demo-supplier');
    await expect(page.locator('.shell-header')).toBeVisible();
    // The menu call of the next page load answers A0242: the session ends on that address.
    await mock.fault(request, { path: '/getAppMenu', kind: 'A0242' });
    await page.goto(address);
    await expect(page).toHaveURL(/\/portal\/$/, { timeout: 10_000 });
    await mock.clearFaults(request);
    await signIn(page, 'demo-supplier');
    await expect(page.locator('.shell-header')).toBeVisible();
    const url = new URL(page.url());
    expect(url.origin).toBe(origin);
    expect(url.pathname.startsWith(`${APP}/`)).toBe(true);
  }
  // A safe screen address is where the user comes back to.
  await expect(page).toHaveURL(new RegExp(`${APP}/basicinfo/goodsinfo$`));
});
