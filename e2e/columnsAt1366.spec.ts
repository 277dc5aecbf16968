import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { chooseEnglish } from './support/language';
import { openInApp } from './support/queryScreens';

/**
 * Money and status in view at 1366×768: on the grids a clerk works through, the document number,
 * the status and the amount (or the screen's key figures) are inside the grid's visible box without
 * scrolling sideways, and none of them is under the pinned action column (kit/grid/columnLayout); the
 * row actions in that column stand on one line (kit/grid/actionsWidth), in English too.
 * A large result's grid (kit VirtualGrid) shows each cell's whole text or an ellipsis.
 * Screenshots in test-results/columns-*.png.
 */

test.describe.configure({ timeout: 180000 });
test.use({ viewport: { width: 1366, height: 768 } });

type Lang = 'zh-CN' | 'en-US';
type Screen = {
  token: 'demo-supplier' | 'demo-retailer';
  path: string;
  lang: Lang;
  keys: string[];
  /** The grid to read: the list's, else a detail page's (after `open`). */
  grid?: (page: Page) => Locator;
  open?: (page: Page) => Promise<void>;
};

const listGrid = (path: string) => (page: Page) => page.locator(`[data-tab^="${path}"] .vsm-query-result .vsm-vgrid`);

const SCREENS: Screen[] = [
  {
    token: 'demo-supplier',
    path: '/settlement-management/settlement_document',
    lang: 'zh-CN',
    keys: ['单据号', '状态', '金额'],
  },
  { token: 'demo-supplier', path: '/order/order_notice', lang: 'zh-CN', keys: ['单据号', '状态', '金额'] },
  {
    token: 'demo-retailer',
    path: '/s/order-management/ordernotice_query',
    lang: 'en-US',
    keys: ['Document no.', 'Status', 'Amount', 'Supplier'],
  },
  {
    token: 'demo-retailer',
    path: '/s/settlement-management/dispute_desk',
    lang: 'en-US',
    keys: ['Dispute case', 'Status', 'Amount disputed'],
  },
  {
    token: 'demo-retailer',
    path: '/s/license/license_review',
    lang: 'en-US',
    keys: ['Document no.', 'Status', 'Supplier'],
  },
  { token: 'demo-retailer', path: '/s/license/license_review', lang: 'zh-CN', keys: ['单据号', '状态', '供应商'] },
  {
    token: 'demo-retailer',
    path: '/s/newproducts/review',
    lang: 'zh-CN',
    keys: ['新品单号', '单据状态', '供应商'],
  },
  {
    token: 'demo-retailer',
    path: '/s/newproducts/review',
    lang: 'en-US',
    keys: ['Goods name', 'Review result', 'Purchase price', 'Sale price'],
    // The goods of a sheet awaiting review: its review page's goods grid.
    open: async (page) => {
      const list = page.locator('[data-tab^="/s/newproducts/review"] .vsm-query-result');
      await list.locator('.vsm-vgrid-row').first().waitFor({ timeout: 30000 });
      await list.getByRole('button', { name: 'Review', exact: true }).first().click();
    },
    grid: (page) =>
      page
        .locator('[data-tab^="/s/newproducts/details"] .ant-card')
        .filter({ hasText: 'New goods' })
        .locator('.vsm-vgrid'),
  },
];

/** Where each header cell is, against the grid's scroll box and the pinned action column. */
async function headerBoxes(grid: Locator) {
  return grid.evaluate((table) => {
    const box = table.querySelector('.vsm-vgrid-scroll')!.getBoundingClientRect();
    const cells = [...table.querySelectorAll<HTMLElement>('.vsm-vgrid-head [role="columnheader"]')];
    const pinned = cells.find((th) => th.classList.contains('vsm-vgrid-sticky'));
    return {
      box: { left: box.left, right: box.right },
      pinnedLeft: pinned ? pinned.getBoundingClientRect().left : box.right,
      cells: cells
        .filter((th) => th !== pinned)
        .map((th) => ({ text: th.textContent!.trim(), ...th.getBoundingClientRect().toJSON() })),
    };
  });
}

async function keyColumnsInView(page: Page, screen: Screen) {
  const name = `${screen.path}${screen.open ? ' (goods)' : ''} ${screen.lang}`;
  await openInApp(page, screen.path);
  if (screen.open) await screen.open(page);
  const grid = (screen.grid ?? listGrid(screen.path))(page);
  await expect(grid.locator('.vsm-vgrid-row').first()).toBeVisible({ timeout: 30000 });
  const { box, pinnedLeft, cells } = await headerBoxes(grid);
  for (const key of screen.keys) {
    const cell = cells.find((c) => c.text === key);
    expect(cell, `${key} is a column of ${name}`).toBeDefined();
    expect(cell!.left, `${key} starts inside the grid`).toBeGreaterThanOrEqual(box.left - 1);
    expect(cell!.right, `${key} ends before the pinned actions`).toBeLessThanOrEqual(pinnedLeft + 1);
    expect(cell!.right, `${key} ends inside the grid`).toBeLessThanOrEqual(box.right + 1);
  }
  // The pinned row actions side by side on one line (kit actionsColumnWidth), in English too.
  const actionTops = await grid
    .locator('.vsm-vgrid-row')
    .first()
    .locator('.vsm-vgrid-sticky .vsm-cell-link')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(actionTops).size, `the row actions of ${name} on one line`).toBeLessThanOrEqual(1);
  const file = `${screen.path.replace(/\W+/g, '-')}${screen.open ? '-goods' : ''}-${screen.lang}`;
  await page.screenshot({ path: `test-results/columns${file}.png` });
}

/** The certificate audit opened from the review list: Pass and Reject pinned in the window, the step named. */
async function certificateAuditInView(page: Page, lang: Lang) {
  const path = '/s/license/license_review';
  await openInApp(page, path);
  const list = page.locator(`[data-tab^="${path}"] .vsm-query-result`);
  const row = list.locator('.vsm-vgrid-row').filter({ hasText: lang === 'en-US' ? 'Awaiting pre-audit' : '待初审' });
  await row
    .first()
    .getByRole('button', { name: lang === 'en-US' ? 'Audit' : '审核', exact: true })
    .click({ timeout: 30000 });
  const footer = page.getByRole('region', { name: lang === 'en-US' ? 'Audit actions' : '审核操作' });
  await expect(footer).toBeVisible({ timeout: 30000 });
  await expect(footer).toContainText(lang === 'en-US' ? 'Audit step: Pre-audit' : '当前审核步骤：初审');
  // Pinned: inside the window before and after scrolling to the top of the document.
  const inView = async () => {
    const box = (await footer.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(768 + 1);
    expect(box.y).toBeGreaterThan(0);
  };
  await inView();
  await page.mouse.wheel(0, -2000);
  await inView();
  await expect(page.locator('.vsm-cert-detail:visible .ant-card').first()).toBeVisible();
  await page.screenshot({ path: `test-results/columns-cert-audit-${lang}.png` });
  await footer.getByRole('button', { name: lang === 'en-US' ? 'Pass' : '审核通过' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toContainText(
    lang === 'en-US' ? 'Pass the pre-audit of' : '确定初审通过',
  );
  await page.screenshot({ path: `test-results/columns-cert-audit-confirm-${lang}.png` });
}

// One sign-in per account and language; the screens open inside the app, as a clerk moves between them.
const GROUPS = [
  { token: 'demo-supplier', lang: 'zh-CN', audit: false },
  { token: 'demo-retailer', lang: 'zh-CN', audit: true },
  { token: 'demo-retailer', lang: 'en-US', audit: true },
] as const;

for (const group of GROUPS) {
  const screens = SCREENS.filter((s) => s.token === group.token && s.lang === group.lang);
  const names = screens.map((s) => `${s.path}${s.open ? ' (goods)' : ''}`).join(', ');
  const audit = group.audit ? '; the certificate audit’s Pass and Reject pinned in view, the step named' : '';
  test(`key columns in view at 1366 (${group.lang}): ${names}${audit}`, async ({ page }) => {
    await signIn(page, group.token, screens[0].path);
    await expect(page.locator('.shell-header')).toBeVisible({ timeout: 30000 });
    if (group.lang === 'en-US') await chooseEnglish(page);
    await expect(page.locator('html')).toHaveAttribute('lang', group.lang);
    for (const screen of screens) await test.step(screen.path, () => keyColumnsInView(page, screen));
    if (group.audit) await test.step('certificate audit', () => certificateAuditInView(page, group.lang));
  });
}

/**
 * The grid of a large result (kit VirtualGrid, above 100 rows) clips a cell, with an ellipsis, only where
 * kit textWidthBound (an upper estimate, without measuring) says its text may not fit; another cell's
 * text must then end inside it in the browser's real fonts, or the next cell would cut it off without
 * an ellipsis. Checked at the top and further down: the supplier's goods in Chinese, the retailer's in
 * English (status labels are longer).
 */
test('a large result (300 goods, the virtual grid): every cell shows its whole text or an ellipsis (zh-CN, en-US)', async ({
  page,
  request,
}) => {
  const added = await request.post('/api/__mock/bulk', { data: { goods: 300 } });
  expect(((await added.json()) as { returncode: string }).returncode).toBe('00000');
  const check = async (token: string, path: string, lang: Lang) => {
    await signIn(page, token, `${path}?pageNo=1&pageSize=300`);
    if (lang === 'en-US') {
      await expect(page.locator('.shell-header')).toBeVisible({ timeout: 30000 });
      await chooseEnglish(page);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const grid = page.locator(`[data-tab^="${path}"] .vsm-vgrid-scroll`);
    await expect(grid.locator('.vsm-vgrid-row').first()).toBeVisible({ timeout: 30000 });
    const overflowing = () =>
      grid.evaluate((box) =>
        [...box.querySelectorAll<HTMLElement>('.vsm-vgrid-row > .vsm-vgrid-cell:not(.vsm-vgrid-clip)')].flatMap(
          (cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            const text = range.getBoundingClientRect();
            const inner = cell.getBoundingClientRect().right - 1; // its right border
            return text.width > 0 && text.right > inner + 0.5
              ? [
                  `column ${cell.getAttribute('aria-colindex')}: "${cell.textContent}" ${Math.round(text.right - inner)} px past`,
                ]
              : [];
          },
        ),
      );
    expect(await overflowing(), `${path} ${lang}, the first rows`).toEqual([]);
    await grid.evaluate((box) => (box.scrollTop = 200 * 38));
    await expect(grid.locator('.vsm-vgrid-row[aria-rowindex="202"]')).toBeVisible();
    expect(await overflowing(), `${path} ${lang}, rows 200 and after`).toEqual([]);
  };
  await test.step('supplier, zh-CN', () => check('demo-supplier', '/basicinfo/goodsinfo', 'zh-CN'));
  await test.step('retailer, en-US', () => check('demo-retailer', '/s/basicinfo/goods', 'en-US'));
});
