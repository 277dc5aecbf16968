import type { Request } from '@playwright/test';
import { expect, mock, signIn, test } from './fixtures';

/** Issue 2: the supplier combination (SPEC §4 login flow, §7 vendor headers). */

const vendorHeaders = (r: Request) => {
  const h = r.headers();
  return { venderId: h['venderid'], bu: h['bu'], partnerId: h['partnerid'] };
};

test('several combinations force the picker; the choice and a later switch set the vendor headers', async ({
  page,
}) => {
  const todoCalls: Request[] = [];
  page.on('request', (r) => r.url().includes('/workbench/todoCounts') && todoCalls.push(r));
  await signIn(page, 'demo-supplier-multi');
  const dialog = page.getByRole('dialog', { name: '选择供应商厂编' });
  await expect(dialog).toBeVisible();
  // Several options exist, so cancelling is allowed (SPEC §4).
  await expect(dialog.getByRole('button', { name: /close|关闭/i })).toBeVisible();
  await page.screenshot({ path: 'test-results/vendor-picker.png' });
  await dialog.locator('.vendor-option').filter({ hasText: '100202' }).getByRole('button', { name: '使用' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  expect(vendorHeaders(todoCalls.at(-1)!)).toEqual({ venderId: '100202', bu: '12', partnerId: 'P10002' });

  await page.getByRole('combobox', { name: '切换厂编' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '310201' }).click();
  await expect(page.getByText('已切换到厂编 310201')).toBeVisible();
  await expect.poll(() => todoCalls.length).toBeGreaterThan(1);
  await expect
    .poll(() => vendorHeaders(todoCalls.at(-1)!))
    .toEqual({ venderId: '310201', bu: '31', partnerId: 'P10002' });
});

test('a combination chosen once is kept across a reload', async ({ page }) => {
  await signIn(page, 'demo-supplier-multi');
  const dialog = page.getByRole('dialog', { name: '选择供应商厂编' });
  await dialog.locator('.vendor-option').filter({ hasText: '310202' }).getByRole('button', { name: '使用' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  await expect(page.getByRole('dialog', { name: '选择供应商厂编' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: '切换厂编' }).locator('..')).toContainText('310202');
});

test('a disabled supplier code (status 97) gets the SPEC §4 warning and confirming leaves', async ({ page }) => {
  await signIn(page, 'demo-supplier-disabled');
  await expect(page.getByRole('dialog').getByText('该厂编已停用，如有疑问，请联系业务人员处理！')).toBeVisible();
  await page.screenshot({ path: 'test-results/vendor-disabled.png' });
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  // The window was not opened by script, so it cannot close: the portal is shown instead.
  await expect(page).toHaveURL(/\/portal\/$/);
});

test('a blacklisted supplier is warned and logged out to the portal after 5 s (SPEC §4, §9)', async ({ page }) => {
  await signIn(page, 'demo-supplier-blacklisted');
  // The first-load warning says the supplier will be signed out (SPEC §4).
  await expect(
    page.getByRole('dialog').getByText('该供应商已被停用，请联系采购人员处理，系统将在5秒后退出登录'),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/portal\/$/, { timeout: 9000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3500);
});

test('A0242 on several calls at once: one warning, then the sign-in portal (SPEC §8)', async ({ page, request }) => {
  await signIn(page, 'demo-supplier');
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  // The workbench's later calls (the sales share starts once the to-dos are in) must be answered
  // before the fault is set, or one of them meets it before the reload does.
  await page.waitForLoadState('networkidle');
  await mock.fault(request, { path: '/api/fea-vsm/workbench/', kind: 'A0242' });
  await page.getByRole('tab').first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新当前页' }).click();
  await expect(page.getByText('登录过期,请重新登录')).toHaveCount(1);
  await expect(page).toHaveURL(/\/portal\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('apptoken'))).toBeNull();
});

test('a broken route chunk shows "page failed to load" while the shell keeps working (SPEC §8)', async ({ page }) => {
  // A screen whose code is a chunk of its own (the homes are part of the first load).
  await page.route(/\/assets\/GoodsInfo[^/]*\.js$/, (route) => route.abort());
  await signIn(page, 'demo-supplier', '/basicinfo/goodsinfo');
  // The page's own error state (the shell may also toast the failed load, with a reload: PreloadErrorNotice).
  const failed = page.locator('.error-state-title', { hasText: '页面加载失败' });
  await expect(failed).toBeVisible();
  await page.screenshot({ path: 'test-results/page-load-failed.png' });
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.unrouteAll();
  await page.getByRole('button', { name: /^重\s*试$/ }).click();
  await expect(page.locator('.vsm-query-page')).toBeVisible();
  await expect(failed).toHaveCount(0);
});
