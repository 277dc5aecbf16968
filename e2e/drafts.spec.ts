import { expect, mock, signIn, test } from './fixtures';

/**
 * Non-negotiable 3: a half-filled form survives a session expiry. The supplier types into the new
 * contact dialog, the session expires (A0242: the warning, then the sign-in portal), they sign in
 * again and open the dialog: what they typed is there, and the dialog says so.
 */
test('a half-filled dialog survives a session expiry and the new sign-in', async ({ page, request }) => {
  const contacts = '/basicinfo/contactlist';
  await signIn(page, 'demo-supplier', contacts);
  const pane = page.locator(`[data-tab="${contacts}"]`);
  await pane.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增联系人' });
  await dialog.getByLabel('联系人').fill('王小明');
  await dialog.getByLabel('联系电话').fill('13800138000');

  // The next call meets the expired session: the category code typed is looked up on Enter.
  await mock.fault(request, { path: '/api/fea-vsm/', kind: 'A0242' });
  await dialog.getByLabel('大类编码').fill('10');
  await dialog.getByLabel('大类编码').press('Enter');
  await expect(page.getByText('登录过期,请重新登录')).toHaveCount(1);
  await expect(page).toHaveURL(/\/portal\/$/);

  await mock.clearFaults(request);
  await signIn(page, 'demo-supplier', contacts);
  await page.locator(`[data-tab="${contacts}"]`).getByRole('button', { name: '新增' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/已恢复上次未提交的内容/);
  await expect(dialog.getByLabel('大类编码')).toHaveValue('10');
  await expect(dialog.getByLabel('联系人')).toHaveValue('王小明');
  await expect(dialog.getByLabel('联系电话')).toHaveValue('13800138000');
  await page.screenshot({ path: 'test-results/draft-after-expiry.png' });
});
