import type { APIRequestContext, Page } from '@playwright/test';
import { utils, write } from 'xlsx';
import { APP, expect, signIn, test } from './fixtures';

/**
 * Issue 28: a supplier ships two presale orders by importing express numbers (one bad row refused),
 * agrees to a refund-only after-sale and rejects another only with a reason, enters a traceability
 * batch that is refused without the inspection report image and saved with it, updates its
 * inventory in cases; the retailer sees the new figures.
 */

test.describe.configure({ timeout: 180000 });

const DEMO = { apptoken: 'demo-supplier', venderId: '100101', bu: '12', partnerId: 'P10001', language: 'zh-CN' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(400)]);

/** Rows of a supplier query, read from the mock as the demo supplier. */
async function rowsOf<T>(request: APIRequestContext, path: string, params: Record<string, unknown>): Promise<T[]> {
  const res = await request.post(path, {
    headers: DEMO,
    data: { pageNo: 1, pageSize: 200, params, entId: 1, partnerId: DEMO.partnerId },
  });
  const answer = (await res.json()) as { returncode: string; message: string; data: { pageData: T[] } | null };
  expect(answer.data, `${path}: ${answer.returncode} ${answer.message}`).not.toBeNull();
  return answer.data!.pageData;
}

function workbook(rows: string[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return Buffer.from(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const paneOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
const okOf = (page: Page) =>
  page
    .locator('.ant-modal-wrap:visible')
    .last()
    .getByRole('button', { name: /确\s*定/ });

test('presale journey: express import, after-sale, traceability batch, inventory seen by the retailer', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  type Order = { outerOrderNumber: string; stage: string };
  const paid = await rowsOf<Order>(request, '/api/fea-vsm/presale/orders', { status: '1' });
  const [a, b] = paid.filter((o) => o.stage === '2');
  const early = paid.find((o) => o.stage === '1')!;

  // 1. Express numbers from Excel: two rows ship, the presale-period order is refused with its row.
  await signIn(page, 'demo-supplier', '/presale/performance-info?pageNo=1&pageSize=20&status=1');
  const orders = paneOf(page, '/presale/performance-info');
  await expect(orders.locator('.vsm-query-result .vsm-vgrid-row').first()).toBeVisible({ timeout: 30000 });
  await orders.getByRole('button', { name: '导入快递单号' }).click();
  const importDialog = page.locator('.ant-modal-wrap:visible').last();
  await importDialog.locator('input[type="file"]').setInputFiles({
    name: 'express.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook([
      ['外部订单号', '快递公司', '快递单号'],
      [a.outerOrderNumber, '顺丰速运', 'SF2026112501'],
      [early.outerOrderNumber, '中通快递', 'ZT2026112502'],
      [b.outerOrderNumber, 'YTO', 'YT2026112503'],
    ]),
  });
  await expect(page.getByText('共3行数据，确认后导入')).toBeVisible();
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('已发货 2 个订单')).toBeVisible();
  await expect(page.getByText(`第3行（外部订单号 ${early.outerOrderNumber}）：预售期内的订单不能发货`)).toBeVisible();
  await page.screenshot({ path: 'test-results/presale-import.png' });
  await importDialog
    .getByRole('button', { name: /关闭|Close/ })
    .first()
    .click();
  const shipped = await rowsOf<{ status: string; outerOrderNumber: string }>(request, '/api/fea-vsm/presale/orders', {
    status: '2',
  });
  expect(shipped.map((o) => o.outerOrderNumber)).toEqual(
    expect.arrayContaining([a.outerOrderNumber, b.outerOrderNumber]),
  );

  // 2. After-sale: agree to a refund-only application; a rejection needs a reason.
  type Application = { afterSaleNo: string; applyType: string };
  const pending = await rowsOf<Application>(request, '/api/fea-vsm/presale/afterSales', { status: '1' });
  const refund = pending.find((x) => x.applyType === '1')!;
  const other = pending.find((x) => x.afterSaleNo !== refund.afterSaleNo)!;
  await page.goto(`${APP}/presale/after-sale?pageNo=1&pageSize=50&status=1`);
  const sales = paneOf(page, '/presale/after-sale');
  const rowOf = (no: string) => sales.locator('.vsm-query-result .vsm-vgrid-row', { hasText: no });
  await rowOf(refund.afterSaleNo).getByRole('checkbox').check({ timeout: 30000 });
  await sales
    .locator('.vsm-query-toolbar')
    .getByRole('button', { name: /同\s*意/ })
    .click();
  await okOf(page).click();
  await expect(page.getByText('已同意 1 张售后单')).toBeVisible();
  await expect(rowOf(refund.afterSaleNo)).toHaveCount(0);

  await rowOf(other.afterSaleNo).getByRole('checkbox').check();
  await sales
    .locator('.vsm-query-toolbar')
    .getByRole('button', { name: /驳\s*回/ })
    .click();
  // The dialog that asks the reason (the agreement's confirmation may still be fading out).
  const reject = page
    .locator('.ant-modal-wrap:visible')
    .filter({ has: page.getByRole('textbox', { name: '驳回原因' }) });
  await reject.getByRole('button', { name: /提\s*交/ }).click();
  await expect(reject.getByText('请输入驳回原因')).toBeVisible();
  await reject.getByRole('textbox', { name: '驳回原因' }).fill('商品已签收超过七天');
  await reject.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('已驳回 1 张售后单')).toBeVisible();

  // 3. A traceability batch is refused without the inspection report image, then saved with it.
  const base = (
    await rowsOf<{ goodsId: string; goodsName: string }>(request, '/api/fea-vsm/traceability/bases', {
      maintained: '1',
    })
  )[0];
  await page.goto(`${APP}/quality-traceability/goods_traceability`);
  const batches = paneOf(page, '/quality-traceability/goods_traceability');
  await batches.getByRole('button', { name: '新增批次' }).click({ timeout: 30000 });
  const form = page.locator('.ant-modal-wrap:visible').last();
  await form.getByRole('textbox', { name: '商品编码' }).fill(base.goodsId);
  await form.getByRole('textbox', { name: '商品编码' }).press('Tab');
  await expect(form.getByText(base.goodsName)).toBeVisible();
  await form.getByRole('textbox', { name: '批次号' }).fill('E2E20261101');
  const date = form.getByRole('textbox', { name: '生产日期' });
  await date.fill('2025-11-01');
  await date.press('Enter');
  await form.getByRole('spinbutton', { name: '生产数量' }).fill('600');
  const upload = (label: string) =>
    form.locator('.ant-form-item', { has: page.locator(`label:text-is("${label}")`) }).locator('input[type="file"]');
  await upload('生产记录').setInputFiles({ name: 'log.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await okOf(page).click();
  await expect(form.getByText('请上传检验报告图片')).toBeVisible();
  await page.screenshot({ path: 'test-results/presale-batch-refused.png' });
  await upload('检验报告图片').setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(2);
  await okOf(page).click();
  await expect(page.getByText('生产批次已保存')).toBeVisible();

  // 4. The supplier updates its inventory of a goods in cases.
  const goods = (await rowsOf<{ goodsId: string }>(request, '/api/fea-vsm/inventory/query', { entered: '1' }))[0];
  await page.goto(`${APP}/inventory/inventory-collect?pageNo=1&pageSize=20&goodsId=${goods.goodsId}`);
  const inventory = paneOf(page, '/inventory/inventory-collect');
  await inventory.getByText('维护库存').first().click({ timeout: 30000 });
  const edit = page.locator('.ant-modal-wrap:visible').last();
  await edit.getByRole('spinbutton', { name: '可调拨库存（箱）' }).fill('8888');
  await edit.getByRole('spinbutton', { name: '在产库存（箱）' }).fill('120');
  await okOf(page).click();
  await expect(page.getByText('库存信息已保存')).toBeVisible();

  // 5. The retailer (its own session) reads the new figures.
  const retailer = await context.newPage();
  await signIn(
    retailer,
    'demo-retailer',
    `/s/inventory/inventory-collect?pageNo=1&pageSize=20&goodsId=${goods.goodsId}`,
  );
  const seen = retailer.locator('[data-tab^="/s/inventory/inventory-collect"] .vsm-query-result .vsm-vgrid-row');
  await expect(seen.filter({ hasText: '100101' })).toContainText('8888', { timeout: 30000 });
  await expect(seen.filter({ hasText: '100101' })).toContainText('120');
  await retailer.screenshot({ path: 'test-results/presale-retailer-inventory.png' });
  expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});
