import type { Page, Request } from '@playwright/test';
import { APP, expect } from '../fixtures';
import { catalogueMessages, isTableQuery, tabPane } from './queryScreens';
import { HOMES, type Role } from './routes';

/** What the fault checks read: the client's toasts, the table queries sent, uncaught exceptions. */

const CATALOGUE = catalogueMessages();
export const toast = (page: Page) => page.locator('.ant-message-notice');

export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** Counts the table queries the page sends (the workbench's lists are table queries too: filter by address). */
export function countQueries(page: Page) {
  const sent: string[] = [];
  page.on('request', (r: Request) => void (isTableQuery(r) && sent.push(new URL(r.url()).pathname)));
  return sent;
}

/** Waits until no toast is on screen (event-driven in the page, no polling back-off). */
export const noToast = (page: Page) => toast(page).first().waitFor({ state: 'detached', timeout: 10_000 });

/** A toast of the error catalogue shows within 10 s; then, with the clock installed, the clock jumps past its 3 s so it closes. */
export async function expectCatalogueToast(page: Page, { jump }: { jump: boolean }) {
  await toast(page).first().waitFor({ state: 'visible', timeout: 10_000 });
  const texts = (await toast(page).allInnerTexts()).map((t) => t.trim());
  expect(
    texts.some((t) => CATALOGUE.test(t)),
    `catalogue message among ${JSON.stringify(texts)}`,
  ).toBe(true);
  if (jump) await jumpPastToast(page);
}

/** With the clock installed: the clock jumps past a shown toast's 3 s, so it closes without waiting. */
export async function jumpPastToast(page: Page) {
  // Jump once its fade-in is over: closed during the fade-in, antd's toast may never finish fading out.
  await page.locator('.ant-message-notice:not([class*="-appear"]):not([class*="-enter"])').first().waitFor();
  await page.clock.fastForward(4000);
}

/** Home through the side menu (its first item): the tab bar may have scrolled the home tab away. */
export async function goHome(page: Page, role: Role) {
  await page.locator('nav.side-menu .ant-menu-item').first().click();
  await tabPane(page, HOMES[role]).waitFor();
  await expect(page).toHaveURL(new RegExp(`${APP}${HOMES[role]}$`));
}
