import type { Page } from '@playwright/test';
import { APP, expect, signIn, test } from './fixtures';

/**
 * Issue 5 part C: a supplier opens a pending return notice from the workbench to-do, reads the
 * SPEC §9 return policy, prints the notice, confirms it and the to-do count drops; the retailer's
 * return-sales lists the supplier's return documents, including the one that confirmation made.
 */

const NOTICES = '/returndocument-management/returnnoticedoc_query';

// A shared, busy machine: the first load reseeds the mock and builds the workbench.
test.describe.configure({ timeout: 120000 });

/** Console errors and failed responses of a page. */
function watchErrors(page: Page, consoleErrors: string[]) {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  return () => [...consoleErrors.filter((e) => !e.startsWith('Failed to load resource')), ...failed];
}

test('return notice: from the to-do to print and confirmation; the retailer sees the return', async ({
  page,
  context,
  consoleErrors,
}) => {
  const errors = watchErrors(page, consoleErrors);
  await signIn(page, 'demo-supplier');
  const count = page.getByTestId('todo-count-returnNotice');
  await expect(count).toHaveText(/^\d+$/, { timeout: 30000 });
  const before = Number(await count.textContent());
  expect(before).toBeGreaterThan(0);

  await page.getByRole('link', { name: /^退货通知：\d+ 条待处理/ }).click();
  await expect(page).toHaveURL(new RegExp(`${NOTICES}\\?status=pending`));
  const pane = page.locator(`[data-tab^="${NOTICES}"]`);
  const rows = pane.locator('.vsm-query-result .vsm-vgrid-row');
  await expect(rows).toHaveCount(before, { timeout: 20000 });
  await expect(pane.getByText(`${before} 条`, { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/returns-list.png' });

  // Record print calls instead of opening the browser's dialog.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });

  const sheetId = (await rows.first().locator('.vsm-cell-link').first().textContent())!.trim();
  await rows.first().locator('.vsm-cell-link').first().click();
  const drawer = page.locator('.ant-drawer-section');
  await expect(drawer.getByRole('heading', { name: '退货政策' })).toBeVisible();
  await expect(drawer.getByText('生鲜商品须在3天内退货。')).toBeVisible();
  await expect(drawer.getByText('一般商品须在7天内退货。')).toBeVisible();
  await expect(drawer.getByText('超过10天未清退的商品将被清理并扣款。')).toBeVisible();
  await expect(drawer.locator('.vsm-document-lines .vsm-vgrid-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/returns-detail.png' });

  await drawer.getByRole('button', { name: /打\s*印/ }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // What the printer gets: the sheet alone, with the policy.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('.vsm-print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(sheetId);
  await expect(sheet).toContainText('超过10天未清退的商品将被清理并扣款。');
  await page.screenshot({ path: 'test-results/returns-print.png', fullPage: true });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });

  await drawer.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page.getByText('已确认 1 张退货通知单')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);

  await page.goto(`${APP}/workbench`);
  await expect(page.getByTestId('todo-count-returnNotice')).toHaveText(String(before - 1));

  // The retailer (another browser tab, its own session) finds the return document of that notice.
  const retailer = await context.newPage();
  await signIn(retailer, 'demo-retailer', '/s/reorder/return-sales');
  const sales = retailer.locator('[data-tab^="/s/reorder/return-sales"]');
  await sales.getByText('展开').click();
  const notice = sales.getByRole('textbox', { name: '退货通知单号' });
  await notice.fill(sheetId);
  await notice.press('Enter');
  const found = sales.locator('.vsm-query-result .vsm-vgrid-row');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('100101 华润食品有限公司');
  await expect(found).toContainText('待执行');
  await sales.getByRole('button', { name: /重\s*置/ }).click();
  await sales.getByRole('button', { name: /查\s*询/ }).click();
  await expect(found).toHaveCount(20);
  await retailer.screenshot({ path: 'test-results/returns-retailer.png' });
  expect(errors()).toEqual([]);
});

test('acceptance: the to-do opens the pending acceptances; the detail shows lines and prints', async ({
  page,
  consoleErrors,
}) => {
  const errors = watchErrors(page, consoleErrors);
  await signIn(page, 'demo-supplier');
  const count = page.getByTestId('todo-count-acceptance');
  await expect(count).toHaveText(/^\d+$/, { timeout: 30000 });
  const before = Number(await count.textContent());
  await page.getByRole('link', { name: /^验收单：\d+ 条待处理/ }).click();
  const pane = page.locator('[data-tab^="/acceptance-management/acceptancedoc_query"]');
  const rows = pane.locator('.vsm-query-result .vsm-vgrid-row');
  await expect(rows).toHaveCount(before, { timeout: 20000 });
  await rows.first().locator('.vsm-cell-link').first().click();
  const drawer = page.locator('.ant-drawer-section');
  await expect(drawer.locator('.vsm-document-lines .vsm-vgrid-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/acceptance-detail.png' });
  await drawer.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page.getByText('已确认 1 张验收单')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
  expect(errors()).toEqual([]);
});
