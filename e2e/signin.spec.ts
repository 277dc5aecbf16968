import type { Page } from '@playwright/test';
import { APP, expect, mock, signIn, test } from './fixtures';
import { chooseEnglish } from './support/language';

/** Issue 2 journeys: each demo account signs in and sees its own shell (SPEC §4, §6). */

test('a supplier with one combination signs in, the token leaves the address, the workbench shows its to-dos', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'demo-supplier');
  await expect(page).toHaveURL(/\/web\/fea-vsm\/workbench$/);
  expect(page.url()).not.toContain('apptoken');
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  // One combination: the header names it; there is nothing to switch to.
  await expect(page.getByLabel('当前厂编')).toHaveText(/^100101 /);
  await expect(
    page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name: '工作台' }).first(),
  ).toBeVisible();
  await expect(page).toHaveTitle('工作台 - 供应商协同平台');
  const stored = await page.evaluate(() => ({
    local: JSON.stringify(localStorage),
    session: sessionStorage.getItem('apptoken'),
  }));
  expect(JSON.parse(stored.session ?? 'null')).toBe('demo-supplier');
  expect(stored.local).not.toContain('demo-supplier');
  await page.screenshot({ path: 'test-results/supplier-workbench.png' });
  // A narrow window (a window beside another, a phone): every header button stays in the window and
  // side by side, none under the search or the supplier's name (cut with "…", whole in its title).
  for (const width of [683, 390]) {
    await page.setViewportSize({ width, height: 768 });
    const search = page.getByRole('button', { name: '搜索单据、商品、页面…' });
    await expect(search).toBeVisible();
    const boxes = await page
      .locator('.shell-header-actions > .ant-space-item')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const searchBox = (await search.boundingBox())!;
    expect(searchBox.x + searchBox.width, `the search ends before the supplier's name (${width})`).toBeLessThanOrEqual(
      boxes[0].left + 1,
    );
    for (const [i, box] of boxes.entries()) {
      expect(box.right, `header item ${i} inside the window (${width})`).toBeLessThanOrEqual(width);
      if (i)
        expect(box.left, `header item ${i} after the one before (${width})`).toBeGreaterThanOrEqual(boxes[i - 1].right);
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('on a phone (390 px) the side menu is a drawer over the screen, and a document reads in one column', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 768 });
  await signIn(page, 'demo-supplier');
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  // The folded side menu takes no room; opened, it lies over the screen, and it folds away once a page
  // is chosen.
  const content = page.locator('.shell-content');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu).toBeHidden();
  expect((await content.boundingBox())!.x).toBe(0);
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(menu).toBeVisible();
  expect((await content.boundingBox())!.x, 'the open menu lies over the screen').toBe(0);
  await page.screenshot({ path: test.info().outputPath('phone-menu-open.png') });
  // A tap on the dimmed screen beside it folds it, as a drawer's mask does; so does Escape.
  await page.mouse.click(360, 400);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: '展开菜单' }).click();
  await menu.getByRole('menuitem', { name: '订单管理' }).click();
  await menu.getByRole('menuitem', { name: '订货通知单' }).click();
  await expect(page).toHaveURL(/\/order\/order_notice/);
  await expect(menu).toBeHidden();
  const rows = page.locator('.vsm-query-result .vsm-vgrid-row');
  await expect(rows.first()).toBeVisible();
  // The row actions scroll with the row rather than stand pinned over it: the document's number reads whole.
  await expect(rows.first().locator('.vsm-vgrid-sticky')).toHaveCount(0);
  const number = rows.first().getByRole('button', { name: /^DH\d+$/ });
  const numberBox = (await number.boundingBox())!;
  expect(numberBox.x + numberBox.width, 'the document number inside the window').toBeLessThanOrEqual(390);
  expect(await number.evaluate((link) => link.scrollWidth <= link.clientWidth), 'not cut').toBe(true);
  // A document: its title on one line with the close button, its tools under it, its fields one pair a line.
  await rows.first().getByRole('button', { name: '查看' }).click();
  const drawer = page.getByRole('dialog');
  const title = drawer.locator('.ant-drawer-title');
  await expect(title).toContainText('订货通知单');
  const titleBox = (await title.boundingBox())!;
  const toolsBox = (await drawer.locator('.ant-drawer-extra').boundingBox())!;
  expect(titleBox.height, 'the title on one line').toBeLessThan(40);
  expect(toolsBox.y, 'the tools under the title').toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
  const pairs = drawer.locator('.vsm-detail-view tr').first();
  await expect(pairs.locator('th')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('phone-order-notice.png') });
  expect(consoleErrors).toEqual([]);
});

test('retailer staff land on /s/workbench without a supplier picker, and may choose English', async ({ page }) => {
  await signIn(page, 'demo-retailer');
  await expect(page).toHaveURL(/\/web\/fea-vsm\/s\/workbench$/);
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  await expect(page.getByRole('combobox', { name: '切换厂编' })).toHaveCount(0);
  await chooseEnglish(page);
  await expect(page.getByRole('heading', { name: 'Supplier Collaboration Portal' })).toBeVisible();
  await expect(page).toHaveTitle('Workbench - Supplier Collaboration Portal');
  await page.screenshot({ path: 'test-results/retailer-workbench-en.png' });
});

/** The font stack an antd button writes in, and whether it is the page's own (styles.css `--vsm-font-family`). */
const buttonFont = (page: Page) =>
  page.getByRole('button', { name: /^(语言|語言)/ }).evaluate((el) => ({
    family: getComputedStyle(el).fontFamily,
    pages: getComputedStyle(el).fontFamily === getComputedStyle(document.body).fontFamily,
  }));

test('a supplier is never offered English and switches to zh-HK (SPEC §1)', async ({ page }) => {
  await signIn(page, 'demo-supplier');
  // antd's components write in the page's stack, whose Chinese font is the language's own (SC, then HK forms).
  expect(await buttonFont(page)).toEqual({ family: expect.stringContaining('"Noto Sans CJK SC"'), pages: true });
  await page.getByRole('button', { name: '语言' }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await expect(page.getByRole('heading', { name: '待辦事項' })).toBeVisible();
  const hk = await buttonFont(page);
  expect(hk).toEqual({ family: expect.stringContaining('"Noto Sans CJK HK"'), pages: true });
  expect(hk.family).not.toContain(' SC"');
  // Server texts (business types) are converted with opencc, loaded only now (SPEC §1, ARCHITECTURE 6).
  await expect(page.getByText('經銷', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page).toHaveTitle('工作台 - 供應商協同平台');
  await page.reload();
  await expect(page.getByRole('heading', { name: '待辦事項' })).toBeVisible();
});

test('a page opened by its address in a signed-in tab shows in its texts, with no console error', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'demo-supplier');
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  // With the session stored, the page asks for the texts outside the first screen at once, before
  // i18next is initialised on a slow machine (as on `npm run bench`'s CPU x4).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${APP}/basicinfo/goodsinfo`);
  // Four times slower on a machine that may be busy: the time is not what is checked here.
  await expect(page.getByRole('button', { name: '查询' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('tab', { name: /商品/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a supplier opening the retailer area is sent to its own workbench (SPEC §6)', async ({ page }) => {
  await signIn(page, 'demo-supplier', '/s/workbench');
  await expect(page).toHaveURL(/\/web\/fea-vsm\/workbench$/);
});

test('without a token the browser goes to the sign-in portal (SPEC §4)', async ({ page }) => {
  await page.goto(`${APP}/workbench`);
  await expect(page).toHaveURL(/\/portal\/$/);
  await expect(page.locator('a[href="/web/fea-vsm/?apptoken=demo-supplier-multi"]')).toBeVisible();
});

test('an unknown token fails sign-in with one warning and goes to the portal', async ({ page }) => {
  await signIn(page, 'not-a-real-token');
  await expect(page.getByText('登录过期,请重新登录')).toHaveCount(1);
  await expect(page).toHaveURL(/\/portal\/$/);
});

test('logout ends the session: storage cleared, back at the portal, the old token no longer works', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo-supplier');
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/portal\/$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  const res = await request.post('/api/fea-vsm/workbench/todoCounts', {
    headers: { apptoken: 'demo-supplier' },
    data: {},
  });
  expect((await res.json()).returncode).toBe('A0242');
  await mock.reset(request);
});
