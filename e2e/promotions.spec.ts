import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 27 journey: a supplier applies a promotion without a date range (refused, SPEC §5), then
 * with one; the retailer rejects it with a reason, the supplier corrects and resubmits, the retailer
 * approves; the supplier signs an online promotion while a user without the signature permission
 * (SPEC §6) sees no sign action; the "sales gross profit" to-do drops after confirming one.
 */

const APPLY = '/promotion/apply';
const REVIEW = '/s/promotion/apply';
const ONLINE = '/promotion/onlineprom';

test.describe.configure({ timeout: 240000 });

const paneOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
const rowsOf = (page: Page, path: string) => paneOf(page, path).locator('.vsm-query-result .vsm-vgrid-row');
const dialogOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** OK of the confirm question titled `title`. */
const confirmOk = (page: Page, title: string) =>
  page
    .locator('.ant-modal-confirm')
    .filter({ hasText: title })
    .getByRole('button', { name: /确\s*定/ })
    .click();
const rowWith = (page: Page, path: string, text: string): Locator => rowsOf(page, path).filter({ hasText: text });
const tick = (row: Locator) => row.locator('input[type="checkbox"]').check();
/** A day from today (YYYY-MM-DD, local): a promotion may not start before today. */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const START = dayFromToday(5);
const END = dayFromToday(11);

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

test('promotion application reviewed across both sides; online promotion signed; sales gross profit confirmed', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'demo-supplier', `${APPLY}?pageNo=1`);
  const rows = rowsOf(page, APPLY);
  await expect(rows.first()).toBeVisible({ timeout: 60000 });
  const goodsId = (await rows.first().innerText()).match(/\b2\d{6}\b/)![0];

  // A new application without a date range is refused (SPEC §5), the form keeps what was typed.
  await paneOf(page, APPLY).getByRole('button', { name: '新增申请' }).click();
  const form = dialogOf(page, '新增促销申请');
  await form.getByLabel('商品编码').fill(goodsId);
  await form.getByLabel('商品编码').press('Tab');
  await expect(form.locator('.vsm-field-text').first()).not.toBeEmpty();
  await choose(page, form, '促销方式', '特价');
  await choose(page, form, '促销门店', '全部门店');
  await form.getByLabel('促销售价').fill('0.5');
  await form.getByLabel('促销进价').fill('0.3125');
  await form.getByLabel('预计销量').fill('240.5');
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(form.getByText('请选择促销日期范围')).toBeVisible();
  await expect(form.getByLabel('促销进价')).toHaveValue('0.3125');
  await page.screenshot({ path: 'test-results/promotions-apply-refused.png' });

  await form.getByLabel('促销日期范围').click();
  await page.keyboard.type(START);
  await page.keyboard.press('Enter');
  await page.keyboard.type(END);
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('促销申请已提交，等待审核')).toBeVisible();
  const mine = rows.filter({ hasText: END }).filter({ hasText: '待审核' }).filter({ hasText: '240.500' });
  await expect(mine).toHaveCount(1);
  const sheetId = (await mine.innerText()).match(/CX\d+/)![0];

  // The retailer rejects it with a reason (required).
  const retailerContext = await browser.newContext({ baseURL });
  const retailer = await retailerContext.newPage();
  await signIn(retailer, 'demo-retailer', `${REVIEW}?sheetId=${sheetId}&pageNo=1`);
  const reviewRow = rowWith(retailer, REVIEW, sheetId);
  await expect(reviewRow).toContainText('100101', { timeout: 60000 });
  await tick(reviewRow);
  await paneOf(retailer, REVIEW)
    .getByRole('button', { name: /^驳\s*回$/ })
    .click();
  const reject = dialogOf(retailer, '驳回促销申请（1 张）');
  await reject.getByRole('button', { name: /提\s*交/ }).click();
  await expect(reject.getByText('请输入驳回原因')).toBeVisible();
  await reject.getByLabel('驳回原因').fill('促销价低于最低限价，请调整');
  await reject.getByRole('button', { name: /提\s*交/ }).click();
  await expect(retailer.getByText('已驳回 1 张促销申请')).toBeVisible();
  await expect(reviewRow).toContainText('已驳回');

  // The supplier reads the reason, corrects the price and resubmits.
  await paneOf(page, APPLY)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const rejected = rowWith(page, APPLY, sheetId);
  await expect(rejected).toContainText('促销价低于最低限价，请调整');
  await rejected.getByText('修改并重新提交').click();
  const correct = dialogOf(page, `修改促销申请 ${sheetId}`);
  await expect(correct.getByLabel('促销日期范围')).toHaveValue(START);
  await correct.getByLabel('促销售价').fill('0.8');
  await correct.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('促销申请已重新提交，等待审核')).toBeVisible();
  await expect(rejected).toContainText('待审核');

  // The retailer approves it.
  await paneOf(retailer, REVIEW)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(reviewRow).toContainText('待审核');
  await tick(reviewRow);
  await paneOf(retailer, REVIEW).getByRole('button', { name: '审核通过' }).click();
  await confirmOk(retailer, '审核通过勾选的 1 张促销申请？');
  await expect(retailer.getByText('已审核通过 1 张促销申请')).toBeVisible();
  await expect(reviewRow).toContainText('已通过');
  await retailer.screenshot({ path: 'test-results/promotions-retailer-approved.png' });
  await retailerContext.close();

  // Online promotions: unsigned first (SPEC §9); the supplier signs one.
  await page.goto(`/web/fea-vsm${ONLINE}?pageNo=1`);
  const online = rowsOf(page, ONLINE);
  await expect(online.first()).toContainText('未签章', { timeout: 60000 });
  const promo = (await online.first().innerText()).match(/XS\d+/)![0];
  await tick(online.first());
  await paneOf(page, ONLINE).getByRole('button', { name: '电子签章' }).click();
  await confirmOk(page, '使用电子签章签署勾选的 1 张线上促销？');
  // Signing writes the agreement's PDF in the mock: slower than a toast's usual wait on a loaded machine.
  await expect(page.getByText('已签章 1 张线上促销')).toBeVisible({ timeout: 30_000 });
  await expect(rowWith(page, ONLINE, promo)).toContainText('已签章');
  await page.screenshot({ path: 'test-results/promotions-online-signed.png' });
  // The agreement with the seal, in Chinese, in the PDF preview.
  const popup = page.waitForEvent('popup');
  await rowWith(page, ONLINE, promo).getByText('查看签章协议').click();
  const preview = await popup;
  await preview.waitForLoadState();
  await expect(preview.locator('canvas, .vsm-pdf-page').first()).toBeVisible({ timeout: 30000 });
  await preview.screenshot({ path: 'test-results/promotions-agreement.png' });
  await preview.close();

  // A supplier user without the signature permission sees no sign action (SPEC §6).
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signIn(other, 'demo-supplier-multi', `${ONLINE}?pageNo=1`);
  const picker = other.getByRole('dialog', { name: '选择供应商厂编' });
  await picker.locator('.vendor-option').filter({ hasText: '100202' }).getByRole('button', { name: '使用' }).click();
  await expect(rowsOf(other, ONLINE).first()).toBeVisible({ timeout: 60000 });
  await expect(paneOf(other, ONLINE).getByRole('button', { name: /查\s*询/ })).toBeVisible();
  await expect(paneOf(other, ONLINE).getByRole('button', { name: '电子签章' })).toHaveCount(0);
  await otherContext.close();

  // The sales gross profit to-do drops after confirming one.
  await page.goto('/web/fea-vsm/workbench');
  const count = page.getByTestId('todo-count-saleGrossProfit');
  await expect(count).toHaveText(/^\d+$/, { timeout: 30000 });
  const before = Number(await count.textContent());
  expect(before).toBeGreaterThan(0);
  await page.getByRole('link', { name: /^销售毛利：\d+ 条待处理/ }).click();
  const pending = rowsOf(page, '/promotion/sale_grossprofit');
  await expect(pending).toHaveCount(before, { timeout: 20000 });
  await tick(pending.first());
  await paneOf(page, '/promotion/sale_grossprofit')
    .getByRole('button', { name: /^确\s*认$/ })
    .click();
  await confirmOk(page, '确认勾选的 1 张单据？');
  await expect(page.getByText('已确认 1 张单据')).toBeVisible();
  await expect(pending).toHaveCount(before - 1);
  await page.screenshot({ path: 'test-results/promotions-sale-grossprofit.png' });
  await page.goto('/web/fea-vsm/workbench');
  await expect(page.getByTestId('todo-count-saleGrossProfit')).toHaveText(String(before - 1), { timeout: 30000 });
});
