import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { seriousViolations } from './support/axe';

/**
 * Issue 30 journey: the retailer writes a sign-in page notice with a table and a picture in the
 * rich text editor (Tiptap), publishes it as sticky, and the mock sign-in portal shows it first;
 * the retailer withdraws it and the history lists both steps; a supplier reads a notice whose table
 * was pasted from Excel. Then a home block the retailer publishes reaches the supplier's workbench.
 */

const TITLE = '元旦期间门店收货安排';
// A 1×1 PNG: the picture the retailer uploads (SPEC §5 jpeg/png, at most 1MB).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mMM7pr0HwAEUgJZ9V4NEAAAAABJRU5ErkJggg==',
  'base64',
);
const EXCEL =
  '<html xmlns:x="urn:schemas-microsoft-com:office:excel"><head><style>.xl65{mso-number-format:"yyyy-mm-dd"}</style></head>' +
  '<body><!--StartFragment--><table border=0 style="border-collapse:collapse"><col width=120>' +
  '<tr height=19><td class=xl65 style="height:14.25pt">门店</td><td>到货日期</td></tr>' +
  '<tr><td>罗湖店</td><td>2027-01-02</td></tr><tr><td>福田店</td><td>2027-01-03</td></tr></table><!--EndFragment--></body></html>';

test.setTimeout(180_000);

async function openAs(browser: Browser, baseURL: string | undefined, token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await signIn(page, token, path);
  return page;
}

/** What the clipboard holds after copying cells in Excel, pasted into an editor. */
async function pasteHtml(editable: Locator, html: string, text: string) {
  await editable.click();
  await editable.evaluate(
    (el, data) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', data.html);
      transfer.setData('text/plain', data.text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { html, text },
  );
}

test('a sticky sign-in page notice with a table and a picture reaches the portal, is withdrawn, and the history lists both', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  await signIn(page, 'demo-retailer', '/s/maintenance/login');
  const pane = page.locator('[data-tab^="/s/maintenance/login"]');
  await expect(pane.locator('.vsm-query-result .vsm-vgrid-row').first()).toBeVisible({ timeout: 30_000 });

  // ---- write: title, a line of text, a 3×3 table, a picture
  await pane.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新增内容' });
  const body = dialog.getByRole('textbox', { name: '内容' });
  // The editor's code loads with the first editor shown: on a loaded machine that takes a while.
  await expect(body).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('标题', { exact: true }).fill(TITLE);
  await body.click();
  await page.keyboard.type('各位供应商：元旦期间收货时间如下。');
  await dialog.getByRole('button', { name: '插入表格' }).click();
  await page.keyboard.type('门店');
  await page.keyboard.press('Tab');
  await page.keyboard.type('收货时间');
  await expect(body.locator('table th')).toHaveCount(3);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: PNG });
  await expect(body.locator('img[src^="data:image/png"]')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('portal-editor.png') });
  await dialog.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('已保存为草稿')).toBeVisible();
  await expect(dialog).toBeHidden();

  // ---- publish it as sticky
  const row = pane.locator('.vsm-vgrid-row').filter({ hasText: TITLE });
  await expect(row).toContainText('草稿');
  await row.locator('input[type="checkbox"]').check();
  await pane
    .locator('.vsm-query-toolbar')
    .getByRole('button', { name: /发\s*布/ })
    .click();
  const publish = page.locator('.ant-modal').filter({ hasText: '发布内容' });
  await publish.getByLabel('是').check();
  await publish.getByRole('button', { name: /发\s*布/ }).click();
  await expect(page.getByText('已发布 1 条内容')).toBeVisible();
  await expect(pane.locator('.vsm-vgrid-row').first()).toContainText(TITLE);
  await expect(row).toContainText('已发布');

  // ---- the sign-in portal shows it first, with its table and picture
  const portal = await browser.newPage({ baseURL });
  await portal.goto('/portal/');
  const news = portal.locator('.dynamics article').first();
  await expect(news.locator('h3')).toContainText(TITLE);
  await expect(news.locator('.sticky')).toBeVisible();
  await expect(news.locator('table th').first()).toHaveText('门店');
  await expect(news.locator('img')).toHaveCount(1);
  await portal.screenshot({ path: testInfo.outputPath('portal-signin.png'), fullPage: true });

  // ---- withdraw: gone from the portal
  await row.locator('input[type="checkbox"]').check();
  await pane
    .locator('.vsm-query-toolbar')
    .getByRole('button', { name: /撤\s*回/ })
    .click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('已撤回 1 条内容')).toBeVisible();
  await portal.reload();
  await expect(portal.locator('.dynamics')).toBeVisible();
  await expect(portal.getByText(TITLE)).toHaveCount(0);
  await portal.close();

  // ---- the history lists the publication and the withdrawal, with the author
  await signIn(page, 'demo-retailer', '/s/maintenance/alldynamic');
  const history = page.locator('[data-tab^="/s/maintenance/alldynamic"] .vsm-vgrid-row').filter({ hasText: TITLE });
  await expect(history).toHaveCount(3, { timeout: 30_000 });
  await expect(history.nth(0)).toContainText('撤回');
  await expect(history.nth(1)).toContainText('发布');
  await expect(history.nth(0)).toContainText('王晓梅');
  await page.screenshot({ path: testInfo.outputPath('portal-history.png') });

  // ---- a notice with a table pasted from Excel; a supplier reads it
  await signIn(page, 'demo-retailer', '/s/message/notice');
  await page.getByRole('button', { name: '新增公文' }).click();
  const notice = page.locator('.ant-modal').filter({ hasText: '新增公文' });
  const noticeBody = notice.getByRole('textbox', { name: '正文' });
  await expect(noticeBody).toBeVisible();
  await notice.getByLabel('标题', { exact: true }).fill('元旦到货日期表');
  await pasteHtml(noticeBody, EXCEL, '门店\t到货日期\n罗湖店\t2027-01-02\n福田店\t2027-01-03');
  await expect(noticeBody.locator('table tr')).toHaveCount(3);
  await notice.getByRole('button', { name: '保存并发送' }).click();
  await expect(page.getByText('公文已发送')).toBeVisible();

  const supplier = await openAs(browser, baseURL, 'demo-supplier', '/message/notice');
  await supplier.locator('.vsm-query-result .vsm-vgrid-row').getByRole('link', { name: '元旦到货日期表' }).click();
  const table = supplier.locator('.vsm-notice-body table');
  await expect(table.locator('td').nth(2)).toHaveText('罗湖店');
  expect(await table.evaluate((t) => t.outerHTML)).not.toMatch(/style=|class=|mso-/);
  await supplier.screenshot({ path: testInfo.outputPath('portal-supplier-notice.png') });
  await supplier.context().close();
  expect(consoleErrors).toEqual([]);
});

test('a home block the retailer publishes as sticky is the first block on the supplier workbench (SPEC §2 index content page)', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  // A seeded draft of the portal's home (mocks/domains/portalContent/seed.ts).
  const ID = 'PCI0003';
  const BLOCK = '结算常见问题';
  await signIn(page, 'demo-retailer', '/s/maintenance/index');
  const pane = page.locator('[data-tab^="/s/maintenance/index"]');
  const row = pane.locator('.vsm-vgrid-row').filter({ hasText: ID });
  await expect(row).toContainText('草稿', { timeout: 30_000 });
  await row.locator('input[type="checkbox"]').check();
  await pane
    .locator('.vsm-query-toolbar')
    .getByRole('button', { name: /发\s*布/ })
    .click();
  const publish = page.locator('.ant-modal').filter({ hasText: '发布内容' });
  await publish.getByLabel('是').check();
  await publish.getByRole('button', { name: /发\s*布/ }).click();
  await expect(page.getByText('已发布 1 条内容')).toBeVisible();
  await expect(row).toContainText('已发布');

  // The supplier's home: the block first, pinned and unfolded, its text shown.
  const supplier = await openAs(browser, baseURL, 'demo-supplier', '/workbench');
  const home = supplier.getByTestId('workbench-home');
  await expect(home.getByRole('heading', { level: 2 })).toHaveText('平台资讯', { timeout: 30_000 });
  const first = home.locator('details').first();
  await expect(first.locator('summary h3')).toHaveText(BLOCK);
  await expect(first.locator('summary')).toContainText('置顶');
  await expect(first).toHaveJSProperty('open', true);
  await expect(first.locator('.vsm-richtext')).toContainText('各位供应商伙伴');
  await first.scrollIntoViewIfNeeded();
  expect(await seriousViolations(supplier, '[data-testid="workbench-home"]')).toEqual([]);
  await supplier.screenshot({ path: testInfo.outputPath('portal-home-on-workbench.png'), fullPage: true });
  await supplier.context().close();
  expect(consoleErrors).toEqual([]);
});
