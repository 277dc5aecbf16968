import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { APP, expect, signIn, test } from './fixtures';

/**
 * Issue 25 journey: a supplier finds the red-letter sheet of a return, confirms its invoice data,
 * issues the red invoice (an amount over the sheet refused on the form), follows the chain from the
 * red invoice back to the return; the billing summary reflects the red invoice and exports to .xls.
 * The retailer has no screen here (SPEC §2 lists these under the supplier's settlement menu).
 */

test.describe.configure({ timeout: 240000 });

const BASE = '/settlement-management';
const dialogOf = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const tabOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
/** antd spaces out a two-character Chinese button label ("开 具"). */
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const rowsOf = (tab: Locator) => tab.locator('.vsm-query-result .vsm-vgrid-row');
const toolbar = (tab: Locator, name: string) =>
  tab.locator('.vsm-query-toolbar').getByRole('button', { name: label(name) });
const netOf = async (tab: Locator) => {
  const text = (await tab.locator('.vsm-query-totals').innerText()).replace(/,/g, '');
  return text.match(/-?\d+\.\d{2}/g)!.at(-1)!;
};

async function openList(page: Page, path: string, query: string) {
  await page.goto(`${APP}${BASE}/${path}?${query}`);
  const tab = tabOf(page, `${BASE}/${path}`);
  await expect(rowsOf(tab).first()).toBeVisible({ timeout: 30000 });
  return tab;
}

test('settlement billing: a return’s red-letter sheet confirmed, its red invoice issued and traced back; the summary follows', async ({
  page,
}) => {
  // ---- the billing summary before: its whole-query net amount (SPEC §9 sums)
  await signIn(page, 'demo-supplier', `${BASE}/billingSummary_document?pageNo=1`);
  const summary = tabOf(page, `${BASE}/billingSummary_document`);
  await expect(rowsOf(summary).first()).toBeVisible({ timeout: 30000 });
  await expect(summary.locator('.vsm-query-totals')).toContainText('金额');
  const before = await netOf(summary);

  // ---- the red-letter sheet of a return, waiting for its invoice data
  const waiting = await openList(page, 'redfontinfo', 'sourceType=1&status=0&pageNo=1');
  const redLetterId = (await rowsOf(waiting).first().locator('[role="gridcell"]').nth(1).innerText()).trim();
  const letters = await openList(page, 'redfontinfo', `redLetterId=${redLetterId}&pageNo=1`);
  const row = rowsOf(letters).first();
  await expect(row).toContainText('退货');
  await toolbar(letters, '开票信息确认').click();
  await expect(page.getByText('请先选择需要确认或打印的单据')).toBeVisible();
  await row.locator('input[type="checkbox"]').check();
  await toolbar(letters, '开票信息确认').click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确认所选 1 张红字信息表的开票信息？' });
  await ask.getByRole('button', { name: label('确定') }).click();
  await expect(page.getByText('已确认 1 张红字信息表的开票信息')).toBeVisible();
  await expect(row).toContainText('开票信息已确认');

  // ---- the red invoice: over what the sheet allows refused on the form, then issued
  await row.getByText('开具红字发票').click();
  const issue = dialogOf(page);
  await expect(issue).toContainText(`开具红字发票（红字信息表 ${redLetterId}）`);
  const amount = issue.getByLabel('红字发票金额(不含税)', { exact: true });
  const remaining = (await amount.inputValue()).replace(/,/g, '');
  await issue.getByLabel('发票号码', { exact: true }).fill('87654321');
  await issue.getByLabel('发票代码', { exact: true }).fill('4403261130');
  const date = issue.getByLabel('开票日期', { exact: true });
  await date.click();
  // Today where the browser and the mock are (the form and the server refuse a date after it), not in UTC.
  const now = new Date();
  await date.fill(
    [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-'),
  );
  await date.press('Enter');
  await amount.fill(String(Number(remaining) + 100));
  await issue.getByRole('button', { name: label('开具') }).click();
  await expect(issue.getByText('红字发票金额不能超过红字信息表剩余可开金额')).toBeVisible();
  await amount.fill(remaining);
  await issue.getByRole('button', { name: label('开具') }).click();
  await expect(page.getByText(`红字信息表 ${redLetterId} 的红字发票已开具`)).toBeVisible();

  // ---- the red invoice's chain, back to the return
  const invoices = await openList(page, 'red_invoice', `redLetterId=${redLetterId}&pageNo=1`);
  const invoice = rowsOf(invoices).first();
  await expect(invoice).toContainText('87654321');
  const redInvoiceId = (await invoice.locator('[role="gridcell"]').first().innerText()).trim();
  await invoice.getByText(redInvoiceId).click();
  const chain = page.locator('.ant-drawer-section .vsm-billing-chain');
  await expect(chain).toContainText('红冲链路');
  await expect(chain.getByRole('link')).toHaveCount(4);
  const returnId = (await chain.getByRole('link').first().innerText()).trim();
  await page.screenshot({ path: 'test-results/settlementBilling-chain.png' });
  await chain.getByRole('link').first().click();
  const returns = tabOf(page, '/returndocument-management/returndoc_query');
  await expect(rowsOf(returns).first()).toContainText(returnId, { timeout: 30000 });

  // ---- the billing summary follows, and exports every row as .xls
  const after = await openList(page, 'billingSummary_document', 'pageNo=1');
  await expect.poll(() => netOf(after)).not.toBe(before);
  expect(Number(await netOf(after))).toBeLessThan(Number(before));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    after
      .locator('.vsm-query-toolbar')
      .getByRole('button', { name: /导\s*出/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xls$/);
  const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(sheet[0]).toContain('红字发票金额');
  await page.screenshot({ path: 'test-results/settlementBilling-summary.png' });
});
