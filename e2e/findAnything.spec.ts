import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { chooseEnglish } from './support/language';
import { cellUnder } from './support/grid';

/**
 * Find anything (the shell header's search box, Ctrl+K or "/"): a supplier in zh-CN finds an order
 * notice by the last five digits of its number, a settlement sheet, goods by barcode and a screen by
 * a word of its title; retailer staff in en-US find another supplier's order notice, goods and a screen.
 * Enter opens a document's detail in its screen's tab; the empty box offers the documents opened last.
 */

test.describe.configure({ timeout: 180000 });

const tabOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
const rowsOf = (tab: Locator) => tab.locator('.vsm-query-result .vsm-vgrid-row');
// The box's own combobox (a list screen's page-size select is a combobox too).
const box = (page: Page) => page.locator('.vsm-find').getByRole('combobox');
/** The header's search button is there: it loads, with its shortcuts, once the browser is idle after the first screen. */
const searchReady = (page: Page) => expect(page.locator('button.shell-search-button')).toBeVisible({ timeout: 30000 });
const optionOf = (page: Page, text: string) => page.getByRole('option').filter({ hasText: text });

/** The text of a column (by its header) in the first row of a list screen's grid. */
async function firstCell(page: Page, path: string, header: string): Promise<string> {
  const tab = tabOf(page, path);
  const row = rowsOf(tab).first();
  await expect(row).toBeVisible({ timeout: 30000 });
  // The header in the language just chosen (its texts may still be arriving).
  const grid = tab.locator('.vsm-query-result');
  await expect(grid.locator('[role="columnheader"]').filter({ hasText: header }).first()).toBeVisible();
  return (await (await cellUnder(grid, row, header)).innerText()).trim();
}

/** Opens the box with Ctrl+K and types `text`. */
async function find(page: Page, text: string) {
  await searchReady(page);
  await page.locator('body').press('Control+k');
  await expect(box(page)).toBeFocused();
  await box(page).fill(text);
}

test('a supplier finds an order by its last five digits, a settlement sheet, a barcode and a screen (zh-CN)', async ({
  page,
}) => {
  await signIn(page, 'demo-supplier', '/order/order_notice');
  const order = await firstCell(page, '/order/order_notice', '单据号');
  const sheets = '/settlement-management/payment_application';
  await page.goto(`/web/fea-vsm${sheets}`);
  const sheet = await firstCell(page, sheets, '结算单号');
  await page.goto('/web/fea-vsm/basicinfo/goodsinfo');
  const barcode = await firstCell(page, '/basicinfo/goodsinfo', '条码');
  await page.goto('/web/fea-vsm/workbench');
  await expect(page.getByRole('button', { name: /搜索单据/ })).toBeVisible({ timeout: 30000 });

  // An order notice by the last five digits of its number: highlighted, Enter opens its detail.
  await find(page, order.slice(-5));
  const orderOption = optionOf(page, order);
  await expect(orderOption).toBeVisible({ timeout: 10000 });
  await expect(orderOption.locator('mark').first()).toHaveText(order.slice(-5));
  await expect(page.getByRole('group', { name: '订货通知单' })).toBeVisible();
  // The combobox, its groups and highlighted rows: no serious or critical axe violation (WCAG 2.2 AA).
  expect(await seriousViolations(page, '.vsm-find')).toEqual([]);
  while ((await orderOption.getAttribute('aria-selected')) !== 'true') await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(box(page)).toHaveCount(0);
  await expect(page.locator('.ant-drawer-section:visible')).toContainText(order, { timeout: 30000 });
  await expect(page).toHaveURL(/\/order\/order_notice\?/);
  await page.keyboard.press('Escape');

  // A settlement sheet, opened in the payment application tab.
  await find(page, sheet);
  const sheetOption = optionOf(page, sheet);
  await expect(sheetOption).toBeVisible({ timeout: 10000 });
  while ((await sheetOption.getAttribute('aria-selected')) !== 'true') await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/payment_application\?/);
  await expect(page.locator('.ant-drawer-section:visible')).toContainText(sheet, {
    timeout: 30000,
  });
  await page.keyboard.press('Escape');

  // Goods by barcode.
  await find(page, barcode);
  await expect(page.getByRole('group', { name: '商品' }).getByRole('option').first()).toContainText(barcode, {
    timeout: 10000,
  });
  await box(page).press('Escape');
  await expect(box(page)).toHaveCount(0);

  // A screen by a word of its title comes first; "/" opens the box too.
  await searchReady(page);
  await page.locator('body').press('/');
  await box(page).fill('订货通知');
  const screens = page.getByRole('group', { name: '页面' });
  await expect(screens.getByRole('option', { name: /订货通知单/ })).toBeVisible();
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/order\/order_notice/);

  // The empty box offers the documents opened, the last first.
  await page.locator('body').press('Control+k');
  const recent = page.getByRole('group', { name: '最近打开的单据' }).getByRole('option');
  await expect(recent.first()).toContainText(sheet);
  await expect(recent.nth(1)).toContainText(order);
});

test("retailer staff find another supplier's order notice, goods and a screen in English", async ({ page }) => {
  await signIn(page, 'demo-retailer', '/s/order-management/ordernotice_query');
  await chooseEnglish(page);
  const notices = '/s/order-management/ordernotice_query';
  const order = await firstCell(page, notices, 'Document no.');
  await page.goto('/web/fea-vsm/s/basicinfo/goods');
  const barcode = await firstCell(page, '/s/basicinfo/goods', 'Barcode');

  await find(page, order.slice(-5));
  const option = optionOf(page, order);
  await expect(option).toBeVisible({ timeout: 10000 });
  await expect(page.getByRole('group', { name: 'Order notice' })).toBeVisible();
  expect(await seriousViolations(page, '.vsm-find')).toEqual([]);
  while ((await option.getAttribute('aria-selected')) !== 'true') await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page.locator('.ant-drawer-section:visible')).toContainText(order, {
    timeout: 30000,
  });
  await page.keyboard.press('Escape');

  await find(page, barcode);
  await expect(page.getByRole('group', { name: 'Goods' }).getByRole('option').first()).toContainText(barcode, {
    timeout: 10000,
  });
  await box(page).fill('receipt');
  await expect(
    page.getByRole('group', { name: 'Screens' }).getByRole('option', { name: /Order receipts/ }),
  ).toBeVisible();
  await box(page).press('Escape');
  await expect(box(page)).toHaveCount(0);
});
