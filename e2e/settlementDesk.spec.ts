import type { Locator, Page } from '@playwright/test';
import { APP, expect, signIn, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { confirmOk, label } from './support/confirm';

/**
 * The dispute desk journey across both sides: a supplier disputes an OI expense document with a reason
 * and a photo; retailer staff find the dispute on the dispute desk (/s/settlement-management/dispute_desk)
 * with the supplier, the reason and the photo, and accept it in part with a reason; the supplier reads
 * the outcome, the answer and the amount reversed on its dispute resolution screen. And the payment desk
 * (/s/settlement-management/payment_desk): retailer staff mark the invoice of a sheet applied for payment
 * received and pay it; the supplier reads it paid in the sheet's payment timeline.
 */

test.describe.configure({ timeout: 180000 });

const BASE = '/settlement-management';
const DESK = '/s/settlement-management/dispute_desk';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(400)]);
const dialogOf = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const tabOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
const rowsOf = (tab: Locator) => tab.locator('.vsm-query-result .vsm-vgrid-row');

test('dispute desk: a supplier disputes an expense, the retailer accepts it in part, the supplier reads the outcome', async ({
  page,
  browser,
  baseURL,
}) => {
  // ---- the supplier disputes one expense document to confirm, with a reason and a photo
  await signIn(page, 'demo-supplier', `${BASE}/OIexpense_document?status=0&pageNo=1&pageSize=20&orderBy=feeDate+desc`);
  const expenses = tabOf(page, `${BASE}/OIexpense_document`);
  const expense = rowsOf(expenses).first();
  await expect(expense).toBeVisible({ timeout: 30000 });
  await expense.locator('input[type="checkbox"]').check();
  await expenses
    .locator('.vsm-query-toolbar')
    .getByRole('button', { name: label('争议') })
    .click();
  const dispute = dialogOf(page);
  await expect(dispute).not.toHaveClass(/zoom-(appear|enter)/);
  await dispute.getByLabel('争议原因', { exact: true }).fill('该档期促销仅在半数门店执行');
  await dispute.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    dispute.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)'),
  ).toHaveCount(1);
  await dispute.getByRole('button', { name: label('提交') }).click();
  await expect(page.getByText('已提交争议，可在“争议处理”中查看进度')).toBeVisible();

  await page.goto(`${APP}${BASE}/dispute_resolution?status=0&pageNo=1&orderBy=createDate+desc`);
  const mine = rowsOf(tabOf(page, `${BASE}/dispute_resolution`)).first();
  await expect(mine).toContainText('该档期促销仅在半数门店执行', { timeout: 30000 });
  const disputeId = (await mine.locator('[role="gridcell"]').first().innerText()).trim();
  expect(disputeId).toMatch(/^ZY\d+$/);

  // ---- the retailer finds it on the dispute desk and accepts it in part, with a reason
  const retailer = await browser.newPage({ baseURL });
  await signIn(retailer, 'demo-retailer', `${DESK}?disputeId=${disputeId}&pageNo=1`);
  const desk = tabOf(retailer, DESK);
  const row = rowsOf(desk).filter({ hasText: disputeId });
  await expect(row).toContainText('该档期促销仅在半数门店执行', { timeout: 30000 });
  await expect(row).toContainText('100101');
  await expect(row).toContainText('处理中');
  await row.getByText(disputeId).click();
  const caseDrawer = retailer.locator('.ant-drawer-section').filter({ hasText: `争议 ${disputeId}` });
  await expect(caseDrawer).toContainText('photo.png');
  await caseDrawer.getByRole('button', { name: '部分接受' }).click();
  const part = dialogOf(retailer);
  await expect(part).toContainText(`部分接受争议 ${disputeId}`);
  await expect(part).not.toHaveClass(/zoom-(appear|enter)/);
  await part.getByLabel('接受金额', { exact: true }).fill('100');
  await part.getByLabel('原因', { exact: true }).fill('核实半数门店未执行，冲回100元');
  await part.getByRole('button', { name: label('确定') }).click();
  await expect(retailer.getByText('已部分接受争议')).toBeVisible();
  await retailer.goto(`${APP}${DESK}?disputeId=${disputeId}&status=1&pageNo=1`);
  const answered = rowsOf(tabOf(retailer, DESK)).filter({ hasText: disputeId });
  await expect(answered).toContainText('争议成立', { timeout: 30000 });
  await expect(answered).toContainText('100.00');
  await retailer.screenshot({ path: 'test-results/settlement-dispute-desk.png' });
  expect(await seriousViolations(retailer)).toEqual([]);
  await retailer.close();

  // ---- the supplier reads the outcome, the answer and the amount reversed
  await page.goto(`${APP}${BASE}/dispute_resolution?disputeId=${disputeId}&pageNo=1`);
  const outcome = rowsOf(tabOf(page, `${BASE}/dispute_resolution`)).filter({ hasText: disputeId });
  await expect(outcome).toContainText('争议成立', { timeout: 30000 });
  await expect(outcome).toContainText('核实半数门店未执行，冲回100元');
  await expect(outcome).toContainText('100.00');
});

test('payment desk: the retailer marks a sheet applied for payment as invoiced and pays it, the supplier reads it paid', async ({
  page,
  browser,
  baseURL,
}) => {
  const PAYDESK = '/s/settlement-management/payment_desk';
  // ---- the retailer's desk opens on what waits: the demo supplier's sheet applied for payment among them
  const retailer = await browser.newPage({ baseURL });
  await signIn(retailer, 'demo-retailer', PAYDESK);
  const desk = tabOf(retailer, PAYDESK);
  const applied = rowsOf(desk).filter({ hasText: '付款已确认' }).filter({ hasText: '100101' }).first();
  await expect(applied).toBeVisible({ timeout: 30000 });
  const sheetId = (
    await applied
      .locator('[role="gridcell"]')
      .filter({ hasText: /^JS\d+$/ })
      .first()
      .innerText()
  ).trim();
  const row = rowsOf(desk).filter({ hasText: sheetId });
  await row.getByRole('button', { name: '收到发票' }).click();
  await confirmOk(retailer);
  await expect(retailer.getByText('已登记收到 1 张结算单的发票')).toBeVisible();
  await expect(row).toContainText('发票已确认');

  // ---- pays it: today and the amount payable are offered
  await row.getByRole('button', { name: label('付款') }).click();
  const pay = dialogOf(retailer);
  await expect(pay).toContainText(`结算单 ${sheetId} 付款`);
  await expect(pay).not.toHaveClass(/zoom-(appear|enter)/);
  await pay.getByRole('button', { name: label('确定') }).click();
  await expect(retailer.getByText(`结算单 ${sheetId} 已付款`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await retailer.screenshot({ path: 'test-results/settlement-payment-desk.png' });
  expect(await seriousViolations(retailer)).toEqual([]);
  await retailer.close();

  // ---- the supplier reads it paid, and when, in the sheet's payment timeline
  await signIn(page, 'demo-supplier', `${BASE}/payment_application?sheetId=${sheetId}&pageNo=1`);
  const sheet = rowsOf(tabOf(page, `${BASE}/payment_application`)).filter({ hasText: sheetId });
  await expect(sheet).toContainText('付款完成', { timeout: 30000 });
  await sheet.getByText(sheetId).click();
  await expect(page.locator('.ant-drawer-section').filter({ hasText: `结算单 ${sheetId}` })).toContainText(
    /已于 \d{4}-\d{2}-\d{2} 付款/,
  );
});
