import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 29: a supplier runs the sales report, reads its chart and totals, changes the store filter
 * (chart and grid follow), exports .xls; starts the sale report and cancels it; the retailer runs
 * stock for one supplier.
 */

test.describe.configure({ timeout: 120000 });

test('reports: sales with chart and totals, store filter, export; the sale report cancelled; retailer stock', async ({
  page,
  context,
  consoleErrors,
}) => {
  await signIn(page, 'demo-supplier', '/report/sales');
  const pane = page.locator('[data-tab^="/report/sales"]');
  const rows = pane.locator('.vsm-query-result .vsm-vgrid-row');
  await expect(rows.first()).toBeVisible({ timeout: 30000 });
  const aside = pane.locator('.vsm-report-aside');
  await expect(aside.getByText(/^数据截至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(aside.locator('.vsm-chart-canvas canvas').first()).toBeVisible({ timeout: 20000 });
  const caption = aside.locator('figcaption');
  await expect(caption).toHaveText(/^销售金额图表，共 \d+ 项/);
  const amount = aside.locator('dt', { hasText: '销售金额' }).locator('xpath=following-sibling::dd[1]');
  const before = await amount.textContent();
  const captionBefore = await caption.textContent();
  await page.screenshot({ path: 'test-results/reports-sales.png' });

  const summary = page.waitForRequest((r) => r.url().endsWith('/report/summary') && r.postData()!.includes('"shopId"'));
  const store = pane.getByRole('textbox', { name: '门店/配送中心编码' });
  await store.fill('1201');
  await store.press('Enter');
  await summary;
  await expect(amount).not.toHaveText(before!);
  await expect(caption).not.toHaveText(captionBefore!);
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-sales-store.png' });

  await pane.getByRole('button', { name: /导\s*出/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('导出全部').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xls$/);
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  const count = Number(
    await aside.locator('dt', { hasText: '行数' }).locator('xpath=following-sibling::dd[1]').textContent(),
  );
  expect(sheet.length - 1).toBe(count);

  // The sale report answers slowly here, so it can be cancelled while it runs.
  await page.route('**/api/fea-vsm/report/query', async (route) => {
    if (route.request().postData()?.includes('"saleReport"')) await new Promise((r) => setTimeout(r, 15000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(page.url().replace(/\/report\/sales.*$/, '/report/sales-report'));
  const sale = page.locator('[data-tab^="/report/sales-report"]');
  // A long report (SPEC §9) waits for 查询, naming what to check first.
  await expect(sale.getByText('销售报表查询耗时较长：请确认统计日期、门店/配送中心编码后点击查询')).toBeVisible({
    timeout: 20000,
  });
  await sale.getByRole('button', { name: /查\s*询/ }).click();
  await expect(sale.getByText(/^已查询 \d+ 秒$/)).toBeVisible({ timeout: 20000 });
  await page.screenshot({ path: 'test-results/reports-sale-running.png' });
  await sale.getByRole('button', { name: '取消查询' }).click();
  await expect(sale.getByText('查询已取消。')).toBeVisible();
  await page.unroute('**/api/fea-vsm/report/query');

  const retailer = await context.newPage();
  await signIn(retailer, 'demo-retailer', '/s/report/stock');
  const stock = retailer.locator('[data-tab^="/s/report/stock"]');
  const vendor = stock.getByRole('textbox', { name: '供应商编码' });
  await vendor.fill('100101');
  await vendor.press('Enter');
  await expect(stock.locator('.vsm-query-result .vsm-vgrid-row').first()).toBeVisible({ timeout: 20000 });
  await expect(stock.locator('.vsm-report-aside')).toContainText('库存(箱)');
  await retailer.screenshot({ path: 'test-results/reports-retailer-stock.png' });
  expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});

test('a long report keeps running while the user works in another tab; its result is there on return', async ({
  page,
}) => {
  let sent = 0;
  await page.route('**/api/fea-vsm/report/query', async (route) => {
    if (route.request().postData()?.includes('"saleReport"')) {
      sent += 1;
      await new Promise((r) => setTimeout(r, 4000));
    }
    await route.continue().catch(() => undefined);
  });
  await signIn(page, 'demo-supplier', '/report/sales-report');
  const sale = page.locator('[data-tab^="/report/sales-report"]');
  const answered = page.waitForResponse(
    (r) => r.url().includes('/report/query') && (r.request().postData() ?? '').includes('"saleReport"'),
    { timeout: 30000 },
  );
  // A long report (SPEC §9) waits for 查询.
  await sale.getByRole('button', { name: /查\s*询/ }).click({ timeout: 20000 });
  await expect(sale.getByText(/^已查询 \d+ 秒$/)).toBeVisible({ timeout: 20000 });
  await page.getByRole('tab', { name: /工作台/ }).click();
  await expect(page.getByTestId('todo-count-orderApproval')).toBeVisible();
  // Its answer arrives while the user is on the workbench.
  await answered;
  await expect(page.getByTestId('todo-count-orderApproval')).toBeVisible();
  await page.getByRole('tab', { name: /销售报表/ }).click();
  await expect(sale.locator('.vsm-query-result .vsm-vgrid-row').first()).toBeVisible();
  await expect(sale.getByText(/^已查询 \d+ 秒$/)).toHaveCount(0);
  expect(sent).toBe(1);
});
