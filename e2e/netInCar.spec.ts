import type { Page } from '@playwright/test';
import { seedDb } from '../mocks/db/seed';
import damages from '../locales/zh-CN/damages.json' with { type: 'json' };
import loading from '../locales/zh-CN/netInCar.json' with { type: 'json' };
import { expect, signIn, test } from './fixtures';

/**
 * Loading-list entry (SPEC §5 batch entry, §8 goods quantity mismatch) and liquidated damages
 * (SPEC §5 dispute reason) as journeys on the production build against the standalone mock.
 */

// The mock's data is relative to "today": pinned, so this process seeds the same database and
// knows the demo supplier's reservations.
const TODAY = '2025-06-18';
const SHOTS = '.tmp/h5';

// Long journeys on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/api/__mock/clock', { data: { today: TODAY } });
});
test.afterEach(async ({ request }) => {
  await request.post('/api/__mock/clock', { data: { today: null } });
});

function demoReservation() {
  const { tables } = seedDb(TODAY);
  const taken = new Set(tables.loadingLists.map((l) => l.reservationNo));
  const r = tables.reservations.find((x) => x.venderId === '100101' && x.status === '0' && !taken.has(x.reservationNo));
  if (!r) throw new Error('no open reservation of the demo supplier');
  return r;
}

/** Rows pasted into a grid as Excel puts them on the clipboard (tab-separated, one line per row). */
async function pasteRows(page: Page, gridLabel: string, rows: Array<Array<string | number>>) {
  const text = rows.map((r) => r.join('\t')).join('\r\n');
  await page.getByRole('group', { name: gridLabel }).evaluate((grid, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a supplier enters a loading list: three batches on a line, a fourth refused, a mismatch refused, then submitted', async ({
  page,
}) => {
  const r = demoReservation();
  const [first, ...rest] = r.items;
  const key = (it: { orderSheetId: string; goodsId: string }) => `${it.orderSheetId}|${it.goodsId}`;
  await signIn(page, 'demo-supplier', '/order/netincar');
  await page.getByRole('button', { name: loading.list.new }).click();
  const editor = page.locator('.vsm-loading-editor');

  // An unknown serial number is refused (SPEC §8), then the reservation is found.
  const serial = editor.getByLabel(loading.entry.reservationNo);
  await serial.fill('YY00000000');
  await serial.press('Enter');
  await expect(editor.getByText('预约流水号已取消或不存在，请重新输入')).toBeVisible();
  await serial.fill(r.reservationNo);
  await serial.press('Enter');
  await expect(editor.getByText(first.goodsName)).toBeVisible();

  await editor.getByLabel(loading.entry.plateNo).fill('粤B12345');
  await editor.getByLabel(loading.entry.driver, { exact: true }).fill('张三');
  await editor.getByLabel(loading.entry.driverPhone).fill('13800138000');

  // Three batches of the first line, copied from Excel (yyyy/m/d dates), one batch for each other line.
  await pasteRows(page, loading.entry.batchGrid, [
    [key(first), 'B1', '2025/1/5', 10],
    [key(first), 'B2', '2025/1/6', 10],
    [key(first), 'B3', '2025/1/7', 10],
    ...rest.map((it) => [key(it), 'C1', '2025/1/5', it.reservedQty]),
  ]);
  await expect(editor.getByLabel('第1行 生产日期')).toHaveValue('2025-01-05');

  // A fourth batch on the first line is refused with a clear message.
  const batchGrid = page.getByRole('group', { name: loading.entry.batchGrid });
  await batchGrid.getByRole('button', { name: '新增行' }).click();
  const fourth = rest.length + 4;
  await editor.getByLabel(`第${fourth}行 ${loading.entry.orderLine}`).click();
  await page.locator('.ant-select-dropdown:visible').getByText(first.goodsName, { exact: false }).click();
  await editor.getByLabel(`第${fourth}行 ${loading.entry.batchNo}`).fill('B4');
  await editor.getByLabel(`第${fourth}行 ${loading.entry.productionDate}`).fill('2025-01-08');
  await editor.getByLabel(`第${fourth}行 ${loading.entry.batchQty}`).fill('5');
  const tooMany = editor.getByText(new RegExp(`批次第${fourth}行：每个订单行最多3个批次`));
  await expect(tooMany).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-loading-fourth-batch.png`, fullPage: true });
  await editor.getByRole('button', { name: loading.entry.submit }).click();
  await expect(page.locator('.ant-message')).toContainText('每个订单行最多3个批次');
  await editor.getByRole('button', { name: `删除第${fourth}行` }).click();
  await expect(tooMany).toHaveCount(0);

  // The batches (30) do not add up to the loaded quantity: goods quantity mismatch.
  await editor.getByRole('button', { name: loading.entry.submit }).click();
  await expect(page.locator('.ant-message')).toContainText('商品数量不一致');
  await expect(editor.getByText(`第1行（${first.goodsId}）：商品数量不一致`, { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-loading-mismatch.png`, fullPage: true });

  // Loading 30 makes it add up: submitted, and the list shows it as submitted.
  await editor.getByLabel(`第1行 ${loading.entry.loadedQty}`).fill('30');
  await editor.getByRole('button', { name: loading.entry.submit }).click();
  await expect(page.locator('.ant-message')).toContainText('已提交');
  await expect(editor).toHaveCount(0);
  const row = page.locator('.vsm-data-grid .vsm-vgrid-row', { hasText: r.reservationNo });
  await expect(row).toContainText(loading.status['1']);
  await page.screenshot({ path: `${SHOTS}-loading-submitted.png`, fullPage: true });
});

test('a supplier disputes a breach with a reason and the retailer sees the dispute', async ({ page, browser }) => {
  const { tables } = seedDb(TODAY);
  const breach = tables.damages.find((d) => d.venderId === '100101' && d.status === '0')!;
  await signIn(page, 'demo-supplier', `/order/order_liquidateddamages?sheetId=${breach.sheetId}&pageNo=1`);
  const row = page.locator('.vsm-data-grid .vsm-vgrid-row', { hasText: breach.sheetId });
  // The first query after the clock change reseeds the mock: slow on a busy machine.
  await expect(row).toContainText(damages.status['0'], { timeout: 40_000 });

  // Nothing ticked: refused; ticked: the reason is required (SPEC §5).
  const toolbar = page.locator('.vsm-query-toolbar');
  await toolbar.getByRole('button', { name: damages.action.dispute }).click();
  await expect(page.locator('.ant-message')).toContainText(damages.selectFirst);
  await row.getByRole('checkbox').check();
  await toolbar.getByRole('button', { name: damages.action.dispute }).click();
  const dialog = page.getByRole('dialog', { name: /申诉/ });
  await expect(dialog.getByLabel(damages.field.disputeReason)).toBeVisible();
  // A click while the dialog is still opening can be lost on a loaded machine: send again until the
  // required-field message shows (it must show for an empty reason).
  await expect(async () => {
    await dialog.getByRole('button', { name: damages.send }).click();
    await expect(dialog.getByText(`请输入${damages.field.disputeReason}`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel(damages.field.disputeReason).fill('已按订单足量送货，验收单数量有误');
  await page.screenshot({ path: `${SHOTS}-damages-dispute.png`, fullPage: true });
  await dialog.getByRole('button', { name: damages.send }).click();
  await expect(row).toContainText(damages.status['2']);

  // The retailer sees the dispute with its reason.
  const retailer = await browser.newPage();
  await signIn(
    retailer,
    'demo-retailer',
    `/s/order-management/order_liquidateddamages?status=pending&sheetId=${breach.sheetId}&pageNo=1`,
  );
  const seen = retailer.locator('.vsm-data-grid .vsm-vgrid-row', { hasText: breach.sheetId });
  await expect(seen).toContainText(damages.status['2'], { timeout: 40_000 });
  await expect(seen).toContainText('已按订单足量送货，验收单数量有误');
  await expect(seen).toContainText('100101');
  await retailer.screenshot({ path: `${SHOTS}-damages-retailer.png`, fullPage: true });
  await retailer.close();
});
