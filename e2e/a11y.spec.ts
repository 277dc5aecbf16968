import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { settle } from './support/pageHealth';
import { menuRoutes, openRoute, type Role } from './support/routes';

/**
 * Accessibility (issue 6): axe-core with the WCAG 2.2 AA tags on every screen of the menu (supplier
 * and retailer, found in the side menu, so new screens are covered) and on open dialogs: no
 * serious or critical violation.
 */

/**
 * Violations in screens other helpers are building, reported to the lead (issue 6) rather than
 * edited here. Each entry names the rule, where axe finds it and the file to fix; delete the entry
 * with the fix. Anything else fails.
 */
const KNOWN: Array<{ rule: string; target: RegExp; file: string }> = [];

function unknownViolations(found: string[]): string[] {
  const known = found.filter((v) => KNOWN.some((k) => v.includes(`${k.rule} (`) && k.target.test(v)));
  if (known.length)
    console.log(
      `known violations, reported to the lead:\n  ${[...new Set(known.map((v) => v.split(' — ')[0]))].slice(0, 10).join('\n  ')}`,
    );
  return found.filter((v) => !known.includes(v));
}

async function checkDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400); // the opening animation (contrast is measured on final colours)
  expect(await seriousViolations(page, '.ant-modal-wrap:not([style*="display: none"])'), name).toEqual([]);
}

for (const role of ['supplier', 'retailer'] as Role[]) {
  test(`every ${role} screen: no serious or critical WCAG 2.2 AA violation`, async ({ page }) => {
    test.setTimeout(300_000);
    const routes = await menuRoutes(page, role);
    const found: string[] = [];
    for (const route of routes) {
      await test.step(route, async () => {
        await openRoute(page, route);
        await settle(page);
        // The header's tools and the side menu follow the first screen by a render (ShellLayout).
        await expect(page.locator('.shell-header-actions')).toBeVisible();
        await expect(page.locator('nav.side-menu')).toBeVisible();
        found.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
      });
    }
    console.log(`${role} menu screens checked: ${routes.length}`);
    expect(unknownViolations(found)).toEqual([]);
  });
}

test('the dark theme keeps the contrast of the shell and the workbench', async ({ page }) => {
  await signIn(page, 'demo-supplier', '/workbench');
  await page.getByRole('button', { name: '切换到深色主题' }).click();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('dialogs: supplier picker, system settings, the lookup (the kit Dialog)', async ({ page }) => {
  await signIn(page, 'demo-supplier-multi', '/basicinfo/goodsinfo');
  await checkDialog(page, 'supplier picker');
  await page
    .getByRole('dialog')
    .locator('.vendor-option')
    .filter({ hasText: '100202' })
    .getByRole('button', { name: '使用' })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();

  for (const item of ['quickMenu', 'todos']) {
    await page.getByRole('button', { name: '系统设置' }).click();
    await page
      .locator('.ant-dropdown:visible')
      .getByRole('menuitem')
      .nth(item === 'quickMenu' ? 0 : 1)
      .click();
    await checkDialog(page, `settings ${item}`);
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消|关闭|Close/ })
      .first()
      .click()
      .catch(() => undefined);
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  // The lookup field is past the collapsed part of the search form.
  await page
    .locator('.vsm-query-search')
    .getByRole('button', { name: /展\s*开/ })
    .click();
  await page.getByRole('button', { name: '打开精灵' }).first().click();
  await checkDialog(page, 'lookup dialog');
});

test('standalone screens: help centre', async ({ page }) => {
  await signIn(page, 'demo-supplier', '/help');
  await settle(page);
  await openRoute(page, '/help');
  expect(await seriousViolations(page)).toEqual([]);
});
