import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect as baseExpect, signIn, test } from './fixtures';

/** Issue 5: order notices, order approval (SPEC §2 orders, §4 shipped-only confirm, §9 xls). */

const result = (page: Page) => page.locator('.vsm-query-result');
const rows = (page: Page) => result(page).locator('.vsm-vgrid-row');
/** The document numbers shown in the grid (the row-key links). */
const sheetIds = async (page: Page, prefix: RegExp) =>
  (await result(page).locator('.vsm-vgrid-body .vsm-cell-link').allTextContents())
    .map((t) => t.trim())
    .filter((t) => prefix.test(t));
const okButton = (page: Page) => page.locator('.ant-modal').getByRole('button', { name: /^确\s*定$/ });

// The machine running these journeys is shared and busy: a fresh sign-in and its first grid may take a while.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a supplier confirms a shipped order change: the to-do count drops and the retailer sees the change', async ({
  page,
}) => {
  await signIn(page, 'demo-supplier');
  const count = page.getByTestId('todo-count-orderApproval');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.textContent());
  expect(before).toBeGreaterThan(0);

  await count.click();
  await expect(page).toHaveURL(/\/order\/order_approval\?status=pending/);
  await expect(result(page).getByText(`共 ${before} 条`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('h4-orders-approval-list.png') });

  // SPEC §8: nothing ticked.
  await result(page)
    .getByRole('button', { name: /^确\s*认$/ })
    .click();
  await expect(page.getByText('请先选择需要确认或打印的单据')).toBeVisible();

  const sheetId = (await sheetIds(page, /^SP/))[0];
  await rows(page).first().locator('input[type="checkbox"]').check();
  await result(page)
    .getByRole('button', { name: /^确\s*认$/ })
    .click();
  await expect(page.locator('.ant-modal')).toContainText('确认 1 张变更单');
  await page.locator('.ant-modal textarea').fill('同意按变更数量送货');
  await okButton(page).click();
  await expect(page.getByText('已确认 1 张单据')).toBeVisible();
  await expect(result(page).getByText(`共 ${before - 1} 条`)).toBeVisible();

  // Back on the workbench (refreshed), the count has dropped.
  await page.getByRole('tab').first().click();
  await page.getByRole('tab').first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新当前页' }).click();
  await expect(count).toHaveText(String(before - 1));

  // The retailer queries the same document from /s and sees the supplier's answer.
  await signIn(page, 'demo-retailer', `/s/order-management/order_approval?sheetId=${sheetId}`);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('已确认');
  await expect(row).toContainText('华润食品有限公司');
  await expect(row).toContainText('同意按变更数量送货');
  await expect(row).toContainText('100101');
  await page.screenshot({ path: test.info().outputPath('h4-orders-approval-retailer.png') });
});

test('exports an order-notice query to .xls holding the rows shown; detail with lines and print view', async ({
  page,
}) => {
  // Pending promotion orders: one page of them, so the export of the query holds exactly the rows shown.
  await signIn(page, 'demo-supplier', '/order/order_notice?status=pending&orderType=2&pageNo=1');
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  const shown = await sheetIds(page, /^DH/);
  expect(shown.length).toBeGreaterThan(0);
  await expect(result(page).getByText(`共 ${shown.length} 条`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('h4-orders-notice-list.png') });

  await result(page)
    .getByRole('button', { name: /导\s*出/ })
    .click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('导出全部').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xls$/);
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  // The export's columns are the grid's (the orders contract's NOTICE_COLUMNS): read each by its title.
  const [header, ...lines] = table;
  expect(header[0]).toBe('单据号');
  const status = header.indexOf('状态');
  expect(header[1]).toBe('供应商');
  expect(new Set(lines.map((r) => r[1]))).toEqual(new Set(['100101 华润食品有限公司']));
  expect(lines.map((r) => r[0]).sort()).toEqual([...shown].sort());
  expect(new Set(lines.map((r) => r[status]))).toEqual(new Set(['未确认']));

  await result(page).getByRole('button', { name: shown[0] }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText('订货通知单');
  await expect(drawer.locator('.vsm-document-lines .vsm-vgrid-row').first()).toBeVisible();
  await expect(drawer).toContainText('预计到货时间');
  await page.screenshot({ path: test.info().outputPath('h4-orders-notice-detail.png') });
  // The print button hands the paper notice to the browser's print; look at what it would print.
  await page.evaluate(() => (window.print = () => undefined));
  await drawer.getByRole('button', { name: /打\s*印/ }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.vsm-print-sheet')).toContainText(shown[0]);
  await page.screenshot({ path: '.tmp/h4-orders-notice-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('switching the supplier combination changes the order notices shown', async ({ page }) => {
  await signIn(page, 'demo-supplier-multi', '/order/order_notice?pageNo=1');
  const picker = page.getByRole('dialog', { name: '选择供应商厂编' });
  await picker.locator('.vendor-option').filter({ hasText: '100202' }).getByRole('button', { name: '使用' }).click();
  await expect(picker).toBeHidden();
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  const first = await sheetIds(page, /^DH/);
  expect(first.every((id) => id.startsWith('DH12'))).toBe(true);

  await page.getByRole('combobox', { name: '切换厂编' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '310201' }).click();
  await expect.poll(async () => (await sheetIds(page, /^DH/))[0], { timeout: 60_000 }).toMatch(/^DH31/);
  const second = await sheetIds(page, /^DH/);
  expect(second.filter((id) => first.includes(id))).toEqual([]);
});
