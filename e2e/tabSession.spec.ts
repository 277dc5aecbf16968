import type { Page } from '@playwright/test';
import { APP, expect, signIn, test } from './fixtures';

/**
 * The session across the tabs of one browser (SPEC §4 sign-in; README "Session data"): a new tab
 * asks an open one for the session over a BroadcastChannel, and a logout in one tab signs all out.
 * Two pages of one browser context are two tabs of one browser.
 */

/** How many tabs of this browser hold the signed-in lock (app/session/tabChannel SIGNED_IN_LOCK). */
const signedInLocks = (page: Page) =>
  page.evaluate(
    async () => ((await navigator.locks.query()).held ?? []).filter((l) => l.name === 'fea-vsm-signed-in').length,
  );

test('a screen’s address opened in a new tab opens signed in, and logout in one tab signs the other out', async ({
  page,
  context,
  consoleErrors,
}) => {
  await signIn(page, 'demo-supplier');
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  // A tab answers the others once the browser is idle after its first screen (the link's code loads
  // then, with the header's search button).
  await expect(page.locator('button.shell-search-button')).toBeVisible();
  // Linked and signed in, it holds the Web Lock that tells a new tab someone can answer.
  await expect.poll(() => signedInLocks(page)).toBe(1);

  // An address pasted into a new tab: its sessionStorage is empty, the address has no token.
  const second = await context.newPage();
  await second.goto(`${APP}/order/order_notice`);
  await expect(second.getByRole('tab', { name: '订货通知单', selected: true })).toBeVisible();
  await expect(second).toHaveURL(/\/web\/fea-vsm\/order\/order_notice$/);
  await expect(second.getByLabel('当前厂编')).toHaveText(/^100101 /);
  const stored = await second.evaluate(() => ({
    local: JSON.stringify(localStorage),
    session: sessionStorage.getItem('apptoken'),
  }));
  expect(JSON.parse(stored.session ?? 'null')).toBe('demo-supplier');
  expect(stored.local).not.toContain('demo-supplier');

  // Logout in the first tab: both leave for the sign-in portal, the second with its session gone.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/portal\/$/);
  await expect(second).toHaveURL(/\/portal\/$/);
  expect(await second.evaluate(() => sessionStorage.getItem('apptoken'))).toBeNull();

  // A tab opened now finds no signed-in tab (no lock held): the normal flow sends it to sign-in.
  expect(await signedInLocks(page)).toBe(0);
  const third = await context.newPage();
  await third.goto(`${APP}/workbench`);
  await expect(third).toHaveURL(/\/portal\/$/);
  expect(consoleErrors).toEqual([]);
});
