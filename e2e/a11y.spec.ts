import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { settle } from './support/pageHealth';
import { openRoute } from './support/routes';

/**
 * Accessibility (issue 6): axe-core with the WCAG 2.2 AA tags, no serious or critical violation, on
 * what the sweep of every menu screen (e2e/sweep.spec.ts) does not open: open dialogs, the dark
 * theme and the standalone help centre.
 */

async function checkDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  // Contrast is measured on final colours: no opening motion under way (none runs with reduced motion).
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"]')).toHaveCount(0);
  expect(await seriousViolations(page, '.ant-modal-wrap:not([style*="display: none"])'), name).toEqual([]);
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
