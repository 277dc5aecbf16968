import type { Locator, Page } from '@playwright/test';
import { APP, expect, signIn, test } from './fixtures';
import { confirmOk, label } from './support/confirm';

/**
 * Issue 20 journey, across both sides: a supplier adds a contact with a bad main email, reads the
 * message, corrects it and submits; it enters a holiday plan 20 days before a holiday (refused)
 * and 21 days before (accepted); the retailer finds that plan; the supplier requests a bank
 * change, the retailer approves it, and the profile shows the new account with its history.
 */

test.describe.configure({ timeout: 240000 });

const dialogOf = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();
const tabOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);

async function typeDate(dialog: Locator, name: string, value: string) {
  const input = dialog.getByLabel(name, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

test('basic data: contact, holiday plan and bank change across both sides', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The mock's "today": National Day 2027 is 20 days ahead (the seed follows the day).
  await request.post('/api/__mock/clock', { data: { today: '2027-09-11' } });
  try {
    // ---- holiday plan: 20 days ahead is refused
    const maintain = '/basicinfo/vacationplan/maintain';
    await signIn(page, 'demo-supplier', `${maintain}?year=2027&holidayName=${encodeURIComponent('国庆节')}&pageNo=1`);
    const plans = tabOf(page, maintain);
    const row = plans.locator('.vsm-query-result .vsm-vgrid-row').filter({ hasText: '国庆节' });
    await expect(row).toHaveCount(1, { timeout: 30000 });
    await expect(row.getByText('录入计划')).toHaveCount(0);
    await row.locator('input[type="radio"]').check();
    await plans
      .locator('.vsm-query-toolbar')
      .getByRole('button', { name: label('录入计划') })
      .click();
    await expect(page.getByText('节假日计划须在节假日开始前至少21天录入')).toBeVisible();

    // ---- 21 days ahead is accepted
    await request.post('/api/__mock/clock', { data: { today: '2027-09-10' } });
    await page.reload();
    await expect(row.getByText('录入计划')).toBeVisible({ timeout: 30000 });
    await row.getByText('录入计划').click();
    const planDialog = dialogOf(page);
    await expect(planDialog).toContainText('节假日计划：国庆节');
    await typeDate(planDialog, '停止收单日期', '2027-09-28');
    await typeDate(planDialog, '恢复收单日期', '2027-10-08');
    await typeDate(planDialog, '停止送货日期', '2027-09-29');
    await typeDate(planDialog, '恢复送货日期', '2027-10-09');
    await planDialog.getByRole('button', { name: label('确定') }).click();
    await expect(page.getByText('节假日计划已保存')).toBeVisible();
    await page.screenshot({ path: 'test-results/basicData-holiday-plan.png' });

    // ---- the retailer finds the plan (a second tab: its own session)
    const retailer = await browser.newPage({ baseURL });
    await signIn(
      retailer,
      'demo-retailer',
      `/s/basicinfo/vacationplan?holidayName=${encodeURIComponent('国庆节')}&venderId=100101&pageNo=1`,
    );
    const found = tabOf(retailer, '/s/basicinfo/vacationplan')
      .locator('.vsm-query-result .vsm-vgrid-row')
      .filter({ hasText: '2027-09-29' });
    await expect(found).toHaveCount(1, { timeout: 30000 });
    await expect(found).toContainText('100101');
    await expect(found).toContainText('2027-10-09');

    // ---- a contact: a bad main email is refused on the form, corrected, saved and submitted
    const contacts = '/basicinfo/contactlist';
    await page.goto(`${APP}${contacts}?pageNo=1&pageSize=100`);
    const list = tabOf(page, contacts);
    await list
      .locator('.vsm-query-toolbar')
      .getByRole('button', { name: label('新增') })
      .click();
    const form = dialogOf(page);
    await expect(form).toContainText('新增联系人');
    const major = form.getByLabel('大类编码', { exact: true });
    await major.fill('15');
    await major.press('Tab');
    await form.getByLabel('联系人', { exact: true }).fill('林晓');
    await form.getByLabel('联系电话', { exact: true }).fill('0755-83001234');
    await form.getByLabel('主邮箱', { exact: true }).fill('linxiao@example');
    await form.getByRole('button', { name: label('保存') }).click();
    await expect(form.getByText('请输入正确的格式')).toBeVisible();
    await expect(form.getByLabel('联系人', { exact: true })).toHaveValue('林晓');
    await form.getByLabel('主邮箱', { exact: true }).fill('linxiao@example.com');
    await form.getByRole('button', { name: label('保存') }).click();
    await expect(page.getByText('联系人已保存为草稿')).toBeVisible();
    const contact = list.locator('.vsm-query-result .vsm-vgrid-row').filter({ hasText: 'linxiao@example.com' });
    await expect(contact).toHaveCount(1);
    await contact.locator('input[type="checkbox"]').check();
    await list
      .locator('.vsm-query-toolbar')
      .getByRole('button', { name: label('提交') })
      .click();
    await confirmOk(page);
    await expect(page.getByText('已提交 1 个联系人')).toBeVisible();
    await expect(contact).toContainText('已提交');

    // ---- a bank change: requested by the supplier, approved by the retailer, shown with its history
    await page.goto(`${APP}/basicinfo/venderinfo`);
    const bank = page
      .locator('section.vsm-form-section')
      .filter({ has: page.getByRole('heading', { name: '银行信息', exact: true }) });
    const account = page
      .locator('th.ant-descriptions-item-label', { hasText: /^银行账号$/ })
      .locator('xpath=following-sibling::td[1]');
    const before = (await account.textContent({ timeout: 30000 }))!.trim();
    const after = `${before.slice(0, -1)}${before.endsWith('1') ? '2' : '1'}`;
    await page.getByRole('button', { name: '申请变更银行信息' }).click();
    const change = dialogOf(page);
    await change.getByLabel('银行账号', { exact: true }).fill(after);
    await change.getByLabel('银行账号', { exact: true }).press('Tab');
    await change.getByLabel('变更说明', { exact: true }).fill('新的结算账户');
    await change.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('变更申请已提交，待零售商审核')).toBeVisible();

    await retailer.goto(`${APP}/s/basicinfo/supplierdata_query?pending=1&venderId=100101&pageNo=1`);
    const suppliers = tabOf(retailer, '/s/basicinfo/supplierdata_query');
    const supplier = suppliers.locator('.vsm-query-result .vsm-vgrid-row').filter({ hasText: '100101' }).first();
    await expect(supplier).toBeVisible({ timeout: 30000 });
    await supplier.locator('input[type="checkbox"]').check();
    await suppliers.locator('.vsm-query-toolbar').getByRole('button', { name: '审核通过' }).click();
    await confirmOk(retailer);
    await expect(retailer.getByText('已通过 1 个变更申请')).toBeVisible();
    await retailer.close();

    await page.reload();
    await expect(bank).toContainText(after, { timeout: 30000 });
    const history = page
      .locator('section.vsm-form-section')
      .filter({ has: page.getByRole('heading', { name: '变更记录', exact: true }) });
    await expect(history).toContainText(`${before} → ${after}`);
    await page.screenshot({ path: 'test-results/basicData-profile.png', fullPage: true });
  } finally {
    await request.post('/api/__mock/clock', { data: { today: null } });
  }
});
