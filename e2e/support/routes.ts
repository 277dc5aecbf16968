import type { Page } from '@playwright/test';
import { APP, expect, signIn } from '../fixtures';

/**
 * The screens this build has, found the way a user finds them: the side menu of the signed-in
 * user lists only the server's menu pages whose URL the route registry knows (SideMenu, property
 * 3 of docs/ARCHITECTURE.md). New screens are therefore covered by every suite that uses this,
 * without editing the suites. The server's menu answer gives each shown item its URL.
 */
export type Role = 'supplier' | 'retailer';
export const ACCOUNTS: Record<Role, string> = { supplier: 'demo-supplier', retailer: 'demo-retailer' };
export const HOMES: Record<Role, string> = { supplier: '/workbench', retailer: '/s/workbench' };

type MenuModule = { moduleCode: string; moduleUrl: string; moduleType: number; childs?: MenuModule[] };

const cache = new Map<Role, string[]>();

function pagesOf(modules: MenuModule[]): MenuModule[] {
  return modules.flatMap((m) => (m.childs?.length ? pagesOf(m.childs) : m.moduleType === 2 ? [m] : []));
}

/** Signs in as the role, opens every menu group and returns the URLs of the menu's pages (home first). */
export async function menuRoutes(page: Page, role: Role): Promise<string[]> {
  const cached = cache.get(role);
  if (cached) {
    // Known from an earlier test of this worker: the caller still expects to be signed in.
    await signIn(page, ACCOUNTS[role], HOMES[role]);
    return cached;
  }
  const menuAnswer = page.waitForResponse((r) => r.url().includes('/getAppMenu') && r.request().method() === 'POST');
  await signIn(page, ACCOUNTS[role], HOMES[role]);
  const body = (await (await menuAnswer).json()) as { data?: MenuModule[] };
  const byCode = new Map(pagesOf(body.data ?? []).map((m) => [m.moduleCode, m.moduleUrl] as const));
  const menu = page.locator('nav.side-menu');
  await expect(menu.locator('.ant-menu-item').first()).toBeVisible();
  // Open every closed group (inline menu: an opened group stays open and shows its nested groups),
  // then read the items' keys. All of them: a group left closed would leave its screens unswept.
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let clicks = 0; clicks < 200 && (await closed.count()) > 0; clicks += 1) await closed.first().click();
  await expect(closed, `every menu group of ${role} open`).toHaveCount(0);
  const ids = await menu
    .locator('li.ant-menu-item[data-menu-id]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-menu-id') ?? ''));
  const urls = ids.flatMap((id) => {
    const code = [...byCode.keys()].find((c) => id.endsWith(`-${c}`));
    return code ? [byCode.get(code)!] : [];
  });
  const routes = [...new Set([HOMES[role], ...urls])];
  expect(routes.length, `menu routes of ${role}`).toBeGreaterThan(1);
  cache.set(role, routes);
  return routes;
}

/** Opens a screen of the signed-in shell by its address (the way a bookmark or a to-do link does). */
export async function openRoute(page: Page, route: string) {
  await page.goto(`${APP}${route}`);
  await page.locator('.app-root').first().waitFor();
}

/** True when the current tab is a kit query screen (kit/query/QueryPage.tsx renders .vsm-query-page). */
export async function isQueryScreen(page: Page): Promise<boolean> {
  return (await page.locator('.vsm-query-page:visible').count()) > 0;
}
