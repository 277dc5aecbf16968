import type { Locator, Page } from '@playwright/test';
import { APP, expect, signIn, test } from './fixtures';
import { confirmOk, label } from './support/confirm';

/**
 * Issue 21 journey, across both sides: a supplier submits a goods certificate with two images and a
 * PDF but without the quality report its category requires (refused by name), then completes it;
 * the retailer rejects it at the pre-audit, first without a reason (refused), then with one; the
 * supplier corrects and resubmits; the retailer passes both audits; the certificate is on hand;
 * a certificate 25 days from its expiry is among the supplier's pending certificates.
 */

test.describe.configure({ timeout: 240000 });
test.use({ actionTimeout: 30000 });

const TODAY = '2026-12-01';
const tabOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
const dialogOf = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const section = (page: Page, title: string) => page.locator('section.vsm-form-section').filter({ hasText: title });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function typeDate(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Ticks the review row of the certificate and runs a toolbar action on it. */
async function onReviewRow(page: Page, code: string, action: string) {
  const list = tabOf(page, '/s/license/license_review');
  const row = list.locator('.vsm-query-result .vsm-vgrid-row').filter({ hasText: code });
  await expect(row).toHaveCount(1, { timeout: 30000 });
  await row.locator('input[type="checkbox"]').check();
  await list
    .locator('.vsm-query-toolbar')
    .getByRole('button', { name: label(action) })
    .click();
  return row;
}

test('certificates: submit with evidence, rejected with a reason, resubmitted, both audits, on hand, expiry to-do', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await request.post('/api/__mock/clock', { data: { today: TODAY } });
  try {
    // ---- the supplier writes a goods certificate: an optional evidence with two images and a PDF
    await signIn(page, 'demo-supplier', '/cert/details/new/0/2/0/edit');
    const goods = page.locator('#certSheet_goodsId');
    await goods.fill('2000001', { timeout: 30000 });
    await goods.press('Tab');
    await expect(page.locator('#certSheet_goodsName')).toContainText('奥利奥夹心饼干原味');
    const ciq = section(page, '入境货物检验检疫证明');
    await ciq.locator('#certSheet_203__certCode').fill('CIQ-E2E-1');
    await typeDate(ciq.locator('#certSheet_203__expiryDate'), '2027-06-30');
    await ciq.locator('input[type="file"]').setInputFiles([
      { name: 'ciq-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'ciq-2.png', mimeType: 'image/png', buffer: PNG },
      { name: 'ciq.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(
      ciq.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)'),
    ).toHaveCount(3);

    // ---- refused: the snacks category requires a quality inspection report
    await page.getByRole('button', { name: '保存并提交' }).click();
    await expect(page.getByText('请上传质检报告')).toBeVisible();
    const report = section(page, '质检报告');
    await report.locator('#certSheet_201__certCode').fill('QR-E2E-1');
    await typeDate(report.locator('#certSheet_201__expiryDate'), '2027-11-30');
    await report
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'report.png', mimeType: 'image/png', buffer: PNG }]);
    // Uploaded, not only listed: a submit while it is under way is refused as "please upload".
    await expect(
      report.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: '保存并提交' }).click();
    await expect(page.getByText('已提交 1 张证照单据，等待初审')).toBeVisible();
    await page.screenshot({ path: 'test-results/certificates-submitted.png' });

    // ---- the retailer's pre-audit: a rejection without a reason is refused, with one it is made
    const retailer = await browser.newPage({ baseURL });
    await signIn(retailer, 'demo-retailer', '/s/license/license_review?status=pending&pageNo=1');
    await onReviewRow(retailer, 'QR-E2E-1', '驳回');
    const reject = dialogOf(retailer);
    await reject.getByRole('button', { name: label('确定') }).click();
    await expect(reject.getByText('请输入驳回原因')).toBeVisible();
    await reject.getByLabel('驳回原因', { exact: true }).fill('质检报告扫描件不清晰');
    await reject.getByRole('button', { name: label('确定') }).click();
    await expect(retailer.getByText('已驳回 1 张证照单据')).toBeVisible();

    // ---- the supplier reads the reason, corrects and resubmits
    await page.goto(`${APP}/cert/news?status=4&pageNo=1`);
    const news = tabOf(page, '/cert/news');
    const rejected = news.locator('.vsm-query-result .vsm-vgrid-row').filter({ hasText: 'QR-E2E-1' });
    await expect(rejected).toContainText('质检报告扫描件不清晰', { timeout: 30000 });
    await rejected.getByText(label('修改')).click();
    const edited = page.locator('#certSheet_201__certCode');
    await expect(edited).toHaveValue('QR-E2E-1', { timeout: 30000 });
    await edited.fill('QR-E2E-2');
    await page.getByRole('button', { name: '保存并提交' }).click();
    await expect(page.getByText('已提交 1 张证照单据，等待初审')).toBeVisible();

    // ---- the retailer passes the pre-audit, then the final audit
    await retailer.reload();
    await onReviewRow(retailer, 'QR-E2E-2', '审核通过');
    await confirmOk(retailer);
    const row = tabOf(retailer, '/s/license/license_review')
      .locator('.vsm-query-result .vsm-vgrid-row')
      .filter({ hasText: 'QR-E2E-2' });
    await expect(row).toContainText('待终审');
    await onReviewRow(retailer, 'QR-E2E-2', '审核通过');
    await confirmOk(retailer);
    await expect(row).toHaveCount(0);
    await retailer.close();

    // ---- the certificate is on hand
    await page.goto(`${APP}/cert/onhand?certCode=QR-E2E-2&pageNo=1`);
    await expect(page.getByRole('tab', { name: '在用证照', exact: true })).toBeVisible();
    const onhand = tabOf(page, '/cert/onhand')
      .locator('.vsm-query-result .vsm-vgrid-row')
      .filter({ hasText: 'QR-E2E-2' });
    await expect(onhand).toContainText('已通过', { timeout: 30000 });

    // ---- the workbench: a certificate 25 days from expiry is among the pending certificates
    await page.goto(`${APP}/workbench`);
    const todo = page.getByRole('link', { name: /^待处理证照：\d+ 条待处理/ });
    await expect(todo).toBeVisible({ timeout: 30000 });
    await page.screenshot({ path: 'test-results/certificates-workbench.png' });
    await todo.click();
    const pending = tabOf(page, '/cert/onhand').locator('.vsm-query-result .vsm-vgrid-row');
    await expect(pending.filter({ hasText: '2026-12-26' }).first()).toBeVisible({ timeout: 30000 });
    await page.screenshot({ path: 'test-results/certificates-expiring.png' });
  } finally {
    await request.post('/api/__mock/clock', { data: { today: null } });
  }
});
