import { expect, signIn, test } from './fixtures';
import { openInApp } from './support/queryScreens';
import { menuRoutes } from './support/routes';

/** Issue 2: tabs keep their page state when switched (SPEC §2 tab bar); the goods screen is a QueryPage (issue 3). */

test('a tab keeps its search form, results and scroll when the user switches away and back', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'demo-supplier');
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('menuitem', { name: '基础资料' }).click();
  await menu.getByRole('menuitem', { name: '商品信息' }).click();
  await expect(page).toHaveURL(/\/basicinfo\/goodsinfo/);
  await expect(page.getByRole('tab', { name: '商品信息' })).toBeVisible();

  const pane = page.locator('[data-tab="/basicinfo/goodsinfo"]');
  const name = pane.getByRole('textbox', { name: '商品名称' });
  await name.fill('牛奶');
  // The list opened on its data: wait for the answer to this search, not the rows already there.
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /牛奶/.test(r.request().postData() ?? ''),
  );
  await name.press('Enter');
  await answered;
  await expect(page).toHaveURL(/goodsName=/);
  await expect(pane.locator('.vsm-query-result')).toHaveAttribute('aria-busy', 'false');
  await expect(pane.locator('.vsm-vgrid-row').first()).toBeVisible();
  const rowsBefore = await pane.locator('.vsm-vgrid-row').count();
  await page.screenshot({ path: 'test-results/goods-query.png' });
  // The grid scrolled sideways to its later columns.
  const grid = pane.locator('.vsm-vgrid-scroll').first();
  await grid.evaluate((el) => (el.scrollLeft = 200));
  const scrolled = await grid.evaluate((el) => el.scrollLeft);
  expect(scrolled, 'the goods grid is wider than the screen').toBeGreaterThan(0);

  await page.getByRole('tab', { name: '工作台' }).click();
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(pane).toBeHidden();
  // Behind the workbench, the goods screen is out of reach: not focusable, not read out.
  await expect(name).toBeHidden();
  await expect(page.getByRole('textbox', { name: '商品名称' })).toHaveCount(0);
  await page.getByRole('tab', { name: '商品信息' }).click();
  await expect(page).toHaveURL(/\/basicinfo\/goodsinfo\?.*goodsName=/);
  await expect(name).toHaveValue('牛奶');
  await expect(pane.locator('.vsm-vgrid-row')).toHaveCount(rowsBefore);
  expect(await grid.evaluate((el) => el.scrollLeft), 'the grid where it was left').toBe(scrolled);

  // Closing the tab returns to the workbench (SPEC §2).
  await page.locator('.shell-tab', { hasText: '商品信息' }).locator('.shell-tab-close').click();
  await expect(page).toHaveURL(/\/workbench$/);
  expect(consoleErrors).toEqual([]);
});

test('with more tabs than the bar holds, the active tab is scrolled into view (SPEC §2 tab bar)', async ({ page }) => {
  const routes = await menuRoutes(page, 'supplier');
  test.setTimeout(150_000); // a dozen screens opened on a loaded machine
  // Signed in and landed (the landing replaces the address once): only then are screens opened in the app.
  await expect(page.getByTestId('todo-count-orderApproval')).toHaveText(/^\d+$/);
  const bar = page.getByRole('tablist', { name: '已打开的页面' });
  const overflows = () => bar.evaluate((el) => el.scrollWidth > el.clientWidth);
  // Screens are opened until the tabs overflow the bar, and three more so the active one is far past
  // its end (every menu screen in one app is the sweep's work).
  let past = 0;
  for (const route of routes.slice(1)) {
    await openInApp(page, route);
    if ((await overflows()) && ++past === 3) break;
  }
  const inView = async (name: RegExp | string) => {
    const [b, t] = await Promise.all([bar.boundingBox(), page.getByRole('tab', { name }).boundingBox()]);
    return !!b && !!t && t.x >= b.x - 1 && t.x + t.width <= b.x + b.width + 1;
  };
  expect(await overflows(), 'the tabs overflow the bar').toBe(true);
  const active = await page.getByRole('tab', { selected: true }).innerText();
  await expect.poll(() => inView(active)).toBe(true);
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: '工作台' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => inView('工作台')).toBe(true);
});
