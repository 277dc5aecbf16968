import { utils, write } from 'xlsx';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** Issue 4: internal mail between a supplier and the retailer (SPEC §2 messages, §4 mail, §5 rules). */

const SUBJECT = 'E2E 下周送货计划';

// Journeys across two sign-ins on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

const compose = (page: Page) => page.locator('.ant-modal.vsm-mail-compose-dialog');
const badge = (page: Page) => page.getByTestId('mail-unread-badge');
const row = (page: Page, title: string) =>
  page
    .locator('.vsm-data-grid .vsm-vgrid-row')
    .filter({ has: page.locator('.vsm-cell-link', { hasText: new RegExp(`^${title}$`) }) });

async function unread(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/api/fea-vsm/mail/unreadCount', { headers: { apptoken: token }, data: {} });
  return ((await res.json()) as { data: { count: number } }).data.count;
}

test('a supplier writes to the retailer (the draft survives a reload), the retailer reads and replies, the supplier sees the reply', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo-supplier', '/message/email/inbox');
  await expect(row(page, '证照即将到期提醒')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '写邮件' }).click();
  const dialog = compose(page);
  await expect(dialog).toBeVisible();
  await dialog.locator('#mail-compose-to').fill('王晓梅');
  await page.locator('.ant-select-item-option', { hasText: '王晓梅 (90001)' }).click();
  await dialog.locator('#mail-compose-title').fill(SUBJECT);
  await dialog.locator('#mail-compose-content').click();
  await page.keyboard.type('王经理您好：');
  await page.keyboard.press('Enter');
  await page.keyboard.type('下周二送货，请确认。');
  await expect(dialog.locator('#mail-compose-content')).toContainText('下周二送货，请确认。');
  await page.screenshot({ path: test.info().outputPath('h2-mail-compose.png') });

  // Mid-draft reload: the mail is still being written, intact.
  await page.reload();
  await expect(compose(page)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('h2-mail-after-reload.png') });
  await expect(compose(page).locator('#mail-compose-title')).toHaveValue(SUBJECT);
  await expect(compose(page).locator('#mail-compose-content')).toContainText('王经理您好：');
  await expect(compose(page).locator('#mail-compose-content')).toContainText('下周二送货，请确认。');
  await expect(compose(page).getByText('王晓梅 (90001)')).toBeVisible();

  const before = await unread(request, 'demo-retailer');
  const send = compose(page).getByRole('button', { name: /^发\s*送$/ });
  await send.dblclick();
  await expect(compose(page)).toBeHidden();
  await expect(page.getByText('邮件已发送')).toBeVisible();
  expect(await unread(request, 'demo-retailer')).toBe(before + 1);

  // The retailer signs in, sees the unread badge, reads the mail (badge drops) and replies.
  await signIn(page, 'demo-retailer', '/s/message/email');
  await expect(row(page, SUBJECT)).toBeVisible({ timeout: 30_000 });
  await expect(badge(page)).toContainText(String(before + 1));
  await page.screenshot({ path: test.info().outputPath('h2-mail-retailer-inbox.png') });
  await row(page, SUBJECT).locator('.vsm-cell-link').click();
  const reader = page.locator('.vsm-mail-read');
  await expect(reader).toContainText('下周二送货，请确认。');
  await expect(reader).toContainText('华润食品有限公司');
  await expect(badge(page)).toContainText(String(before));
  await page.screenshot({ path: test.info().outputPath('h2-mail-read.png') });
  await page.getByRole('button', { name: /^回\s*复$/ }).click();
  await expect(compose(page).locator('#mail-compose-title')).toHaveValue(`Re: ${SUBJECT}`);
  await expect(compose(page).getByText('华润食品有限公司 (100101)')).toBeVisible();
  await compose(page).locator('#mail-compose-content').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('收到，周二见。');
  await compose(page)
    .getByRole('button', { name: /^发\s*送$/ })
    .click();
  await expect(compose(page)).toBeHidden();

  // The supplier sees the reply, unread, with the original quoted.
  await signIn(page, 'demo-supplier', '/message/email/inbox');
  await expect(row(page, `Re: ${SUBJECT}`)).toBeVisible({ timeout: 30_000 });
  await expect(row(page, `Re: ${SUBJECT}`).locator('.vsm-mail-unread')).toHaveCount(1);
  await row(page, `Re: ${SUBJECT}`).locator('.vsm-cell-link').click();
  await expect(page.locator('.vsm-mail-read')).toContainText('收到，周二见。');
  await expect(page.locator('.vsm-mail-read blockquote')).toContainText('下周二送货，请确认。');
  await page.screenshot({ path: test.info().outputPath('h2-mail-reply.png') });
});

function workbook(rows: unknown[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return Buffer.from(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

test('a batch import with bad rows lists the row errors and sends nothing', async ({ page, request }) => {
  const outbox = async () => {
    const res = await request.post('/api/fea-vsm/mail/list', {
      headers: { apptoken: 'demo-retailer' },
      data: { pageNo: 1, pageSize: 1, params: { folder: 'outbox' } },
    });
    return ((await res.json()) as { data: { total: number } }).data.total;
  };
  const sentBefore = await outbox();
  await signIn(page, 'demo-retailer', '/s/message/email/batch');
  // Usable once the supplier codes the rows are checked against are in.
  await expect(page.getByRole('button', { name: '导入批量邮件' })).toBeEnabled();
  await page.locator('.vsm-mail-batch input[type="file"]').setInputFiles({
    name: 'batch.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook([
      ['供应商编码', '内容', '主题', '发件人名称'],
      ['100101', '请确认送货计划', '送货计划', '采购中心'],
      ['', '缺少供应商编码', '主题', '采购中心'],
      ['999999', '不存在的厂编', '主题', '采购中心'],
      ['100201', '主题太长', 'x'.repeat(101), '采购中心'],
    ]),
  });
  const review = page.getByRole('dialog', { name: /批量邮件预览/ });
  await expect(review).toBeVisible();
  const problems = review.locator('.vsm-import-problems li');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toContainText('第3行');
  await expect(problems.nth(1)).toContainText('999999');
  await expect(problems.nth(2)).toContainText('第5行');
  await expect(review.getByRole('button', { name: '确认导入' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('h2-mail-batch-errors.png') });
  expect(await outbox()).toBe(sentBefore);
});
