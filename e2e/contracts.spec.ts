import type { Page } from '@playwright/test';
import { APP, expect, signIn, test } from './fixtures';
import { confirmOk } from './support/confirm';

/**
 * Issue 26: a supplier applies for a supplier agreement; the retailer approves it; the supplier
 * reads the generated PDF in the preview, signs without a signing business type (refused), then
 * signs; the signed PDF shows the seal and the signing time; signing again is refused as a repeated
 * submit; the retailer's signature management lists it as complete.
 */

const AGREEMENTS = '/contract-management/supplieragreement_application';
const SIGNING = '/contract-management/signature';
const RETAILER_SIGNING = '/s/contract/signature';
const RETAILER_SIGNATURES = '/s/electronic-signature/signature_management';

test.describe.configure({ timeout: 180000 });

const tab = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
const rows = (page: Page, path: string) => tab(page, path).locator('.vsm-query-result .vsm-vgrid-row');

/** Finds one contract by its number on a contract screen. */
async function findContract(page: Page, path: string, contractId: string, label = '合同编号') {
  const box = tab(page, path).getByRole('textbox', { name: label }).first();
  await box.fill(contractId);
  await box.press('Enter');
  await expect(rows(page, path)).toHaveCount(1, { timeout: 20000 });
  return rows(page, path).first();
}

/** Opens the PDF preview the click opens and waits for its first page to be drawn. */
async function previewOf(page: Page, click: () => Promise<void>) {
  const [preview] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await expect(preview).toHaveURL(/preview_pdf\?url=/);
  await expect(preview.locator('.react-pdf__Page__textContent')).toBeVisible({ timeout: 30000 });
  return preview;
}

test('contract: apply, approve, read the PDF, sign (business type required), repeated submit refused, complete for the retailer', async ({
  page,
  context,
}) => {
  // SPEC §5 takes a signing time from 01:00 to 24:00, not before the approval and not after now: a
  // contract approved between 00:00 and 01:00 cannot be signed before 01:00: the journey is not run in that hour.
  test.skip(new Date().getHours() === 0, 'no signing time exists between 00:00 and 01:00 (SPEC §5)');
  await signIn(page, 'demo-supplier', AGREEMENTS);
  await expect(rows(page, AGREEMENTS).first()).toBeVisible({ timeout: 30000 });

  // The supplier applies.
  await tab(page, AGREEMENTS).getByRole('button', { name: '新增申请' }).click();
  const form = page.locator('.ant-modal').last();
  await form.getByLabel('合同名称').fill('2026年度供应商合作协议');
  await form.getByLabel('生效日期').fill('2026-01-01');
  await form.getByLabel('生效日期').press('Enter');
  await form.getByLabel('截止日期').fill('2026-12-31');
  await form.getByLabel('截止日期').press('Enter');
  await form.getByLabel('付款账期(天)').fill('45');
  await form.getByLabel('年度返利比例(%)').fill('2');
  await form.getByLabel('年度促销支持费用').fill('24000');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('协议申请已保存')).toBeVisible();
  const created = rows(page, AGREEMENTS).filter({ hasText: '2026年度供应商合作协议' }).first();
  const contractId = /HT\d{12}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  expect(contractId).toMatch(/^HT\d{12}$/);
  await created.getByRole('button', { name: /提\s*交/ }).click();
  await confirmOk(page);
  await expect(page.getByText('协议申请已提交，等待审批')).toBeVisible();

  // The retailer approves it.
  const retailer = await context.newPage();
  await signIn(retailer, 'demo-retailer', RETAILER_SIGNING);
  await expect(rows(retailer, RETAILER_SIGNING).first()).toBeVisible({ timeout: 30000 });
  const submitted = await findContract(retailer, RETAILER_SIGNING, contractId);
  await expect(submitted).toContainText('已提交');
  await submitted.getByRole('button', { name: '审批通过' }).click();
  await confirmOk(retailer);
  await expect(submitted).toContainText('已审批');

  // The supplier reads the generated PDF, then signs.
  await page.goto(`${APP}${SIGNING}`);
  await expect(rows(page, SIGNING).first()).toBeVisible({ timeout: 30000 });
  const approved = await findContract(page, SIGNING, contractId);
  await expect(approved).toContainText('待签署');
  const original = await previewOf(page, () => approved.getByRole('button', { name: '查看合同' }).click());
  await expect(original.locator('.react-pdf__Page__textContent')).toContainText('2026年度供应商合作协议');
  await expect(original.locator('.react-pdf__Page__textContent')).toContainText(`合同编号：${contractId}`);
  await original.screenshot({ path: 'test-results/contracts-pdf.png' });
  await original.close();

  await approved.getByRole('button', { name: /签\s*署/ }).click();
  const sign = page.locator('.ant-modal').last();
  // The browser's (and the mock's) current minute: not before the approval just made, not after now (SPEC §5).
  const [signDay, signClock] = await page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return [`${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`, `${p(d.getHours())}:${p(d.getMinutes())}`];
  });
  await sign.getByLabel('签署日期').fill(signDay);
  await sign.getByLabel('签署日期').press('Enter');
  await sign.getByLabel('签署时刻').fill(signClock);
  await sign.getByLabel('签署时刻').press('Enter');
  await sign.getByRole('button', { name: /签\s*署/ }).click();
  await expect(sign.getByText('请选择签署业务类型')).toBeVisible();
  await sign.getByLabel('签署业务类型').click();
  await page.locator('.ant-select-item-option[title="新签合同"]').click();
  await sign.getByRole('button', { name: /签\s*署/ }).click();
  await expect(page.getByText('签署完成，已生成签章合同')).toBeVisible({ timeout: 30000 });
  await expect(approved).toContainText('签署完成');
  await expect(approved).toContainText('待甲方盖章');

  const signed = await previewOf(page, () => approved.getByRole('button', { name: '查看签章合同' }).click());
  await expect(signed.locator('.react-pdf__Page__textContent')).toContainText(
    `乙方签署时间：${signDay} ${signClock}:00`,
  );
  await signed.getByRole('button', { name: '缩小' }).click();
  await signed.screenshot({ path: 'test-results/contracts-signed-pdf.png' });
  await signed.close();

  // Signing again is a repeated submit.
  await approved.locator('input[type="radio"]').check();
  await tab(page, SIGNING)
    .locator('.vsm-query-toolbar')
    .getByRole('button', { name: /签\s*署/ })
    .click();
  await expect(page.getByText('只有已审批、待签署的合同可以签署，已签署的请勿重复提交')).toBeVisible();

  // The retailer's signature management lists it as complete.
  await retailer.goto(`${APP}${RETAILER_SIGNATURES}`);
  await expect(rows(retailer, RETAILER_SIGNATURES).first()).toBeVisible({ timeout: 30000 });
  const record = await findContract(retailer, RETAILER_SIGNATURES, contractId, '单据编号');
  await expect(record).toContainText('签署完成');
  await expect(record).toContainText(`${signDay} ${signClock}:00`);
  await retailer.screenshot({ path: 'test-results/contracts-retailer-signatures.png' });
});

test('promoter agreement: the supplier applies (SPEC §3), the retailer report lists it', async ({ page, context }) => {
  await signIn(page, 'demo-supplier', AGREEMENTS);
  await expect(rows(page, AGREEMENTS).first()).toBeVisible({ timeout: 30000 });
  await tab(page, AGREEMENTS).getByRole('tab', { name: '促销员协议' }).click();
  await expect(rows(page, AGREEMENTS).first()).toBeVisible({ timeout: 30000 });
  await tab(page, AGREEMENTS).getByRole('button', { name: '申请促销员协议' }).click();
  const form = page.locator('.ant-modal').last();
  const choose = async (label: string, option: string | RegExp) => {
    await form.getByLabel(label, { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
  };
  await choose('门店', /\d/);
  await form.getByLabel('促销员', { exact: true }).fill('陈静');
  await choose('促销员类型', '长期');
  await choose('入职类型', '新入职');
  await choose('陈列方式', '端架');
  await form.getByLabel('促销开始日期').fill('2026-12-01');
  await form.getByLabel('促销开始日期').press('Enter');
  await form.getByLabel('促销结束日期').fill('2027-02-28');
  await form.getByLabel('促销结束日期').press('Enter');
  await form.getByLabel('管理费(元/月)').fill('500');
  await form.getByLabel('培训费').fill('200');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('促销员协议申请已提交')).toBeVisible();
  const created = rows(page, AGREEMENTS).filter({ hasText: '陈静' }).first();
  const agreementId = /CX\d{12}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  expect(agreementId).toMatch(/^CX\d{12}$/);

  const REPORT = '/s/contract/promoter_protocol_rpt';
  const retailer = await context.newPage();
  await signIn(retailer, 'demo-retailer', REPORT);
  const box = tab(retailer, REPORT).getByRole('textbox', { name: '协议编号' }).first();
  await box.fill(agreementId);
  await box.press('Enter');
  await expect(rows(retailer, REPORT)).toHaveCount(1, { timeout: 20000 });
  await expect(rows(retailer, REPORT).first()).toContainText('陈静');
  await retailer.screenshot({ path: 'test-results/contracts-promoter-report.png' });
});
