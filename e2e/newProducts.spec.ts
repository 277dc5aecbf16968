import { utils, write } from 'xlsx';
import type { Page } from '@playwright/test';
import { APP, expect, signIn, test } from './fixtures';
import { confirmOk, label } from './support/confirm';
import { seriousViolations } from './support/axe';

/**
 * Issue 22 journey, across both sides: a supplier starts a new-goods sheet, imports goods from the
 * template (a bad row refused with its row message, then three goods), adds pictures (a 2 MB picture
 * refused), leaves and comes back to the draft, submits with its electronic signature; the retailer
 * approves two goods and rejects one with a reason; the supplier reads the result per goods.
 * Joint-venture pricing: the supplier proposes a new cost, the retailer rejects the proposal with a
 * reason, the supplier reads the outcome.
 */

test.describe.configure({ timeout: 300000 });

const tabOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
/** antd spaces out a two-character Chinese button label ("保 存"). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG of 2 MB (its first bytes say PNG; the size is over the 1 MB image limit). */
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);

const HEADER = [
  '商品名称',
  '条码',
  '大类',
  '中类',
  '小类',
  '品牌',
  '规格',
  '单位',
  '产地',
  '保质期(天)',
  '储存温度上限(℃)',
  '储存温度下限(℃)',
  '皮重(kg)',
  '称重类型',
  '库存方式',
  '进价',
  '进项税率',
  '售价',
  '销项税率',
  '长度(cm)',
  '宽度(cm)',
  '高度(cm)',
];
const goods = (name: string, barcode: string, high = '25', low = '0') => [
  name,
  barcode,
  '10',
  '1001',
  '100101',
  '旺旺',
  '150g',
  '袋',
  '广东深圳',
  '270',
  high,
  low,
  '0',
  '1',
  '0',
  '8.5',
  '13%',
  '12.9',
  '13%',
  '20',
  '14',
  '5.5',
];
const GOODS = [
  goods('旺旺雪饼(海苔味)', '6977777700011'),
  goods('旺旺仙贝(芝士味)', '6977777700028'),
  goods('旺旺小小酥(葱香味)', '6977777700035'),
];

function workbook(rows: unknown[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return Buffer.from(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

async function importGoods(page: Page, rows: unknown[][]) {
  await page.locator('input[type="file"][accept*=".xls"]').setInputFiles({
    name: 'goods.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook([HEADER, ...rows]),
  });
  const review = page.getByRole('dialog', { name: /导入新品商品/ });
  await expect(review).toBeVisible();
  return review;
}

test('new products: a sheet imported, pictured, drafted, signed, reviewed per goods', async ({
  page,
  browser,
  baseURL,
}) => {
  // ---- the supplier starts a sheet
  await signIn(page, 'demo-supplier', '/newproducts/introduce');
  const list = tabOf(page, '/newproducts/introduce');
  await expect(list.locator('.vsm-query-result .vsm-vgrid-row').first()).toBeVisible({ timeout: 30000 });
  await list.getByRole('button', { name: label('新增') }).click();
  const sheet = tabOf(page, '/newproducts/add-goods');
  await expect(sheet.getByText('新建新品单据')).toBeVisible({ timeout: 30000 });

  // ---- a bad row is refused with its row message; nothing is taken
  let review = await importGoods(page, [...GOODS.slice(0, 2), goods('旺旺黑白配', '6977777700042', '-5', '4')]);
  await expect(review.locator('.vsm-import-problems li')).toHaveText(['第4行：储存温度上限不能低于下限']);
  await expect(review.getByRole('button', { name: '确认导入' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/newProducts-import-refused.png' });
  await review.getByRole('button', { name: /取\s*消/ }).click();

  // ---- the three goods
  review = await importGoods(page, GOODS);
  await review.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('已导入3个商品，请检查后保存')).toBeVisible();
  await expect(sheet.getByLabel('第3行 条码')).toHaveValue('6977777700035');

  // ---- pictures: 2 MB refused, a small one taken
  const pictures = sheet.locator('.ant-form-item').filter({ hasText: '第1行 旺旺雪饼(海苔味) 的图片' });
  await pictures
    .locator('input[type="file"]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: BIG_PNG });
  await expect(page.getByText('图片大小不能超过1MB')).toBeVisible();
  await pictures.locator('input[type="file"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(pictures.locator('.ant-upload-list-item')).toHaveCount(1);
  await expect(pictures.locator('.ant-upload-list-item-uploading')).toHaveCount(0);

  // ---- leave and come back: the draft keeps the goods and the picture
  await page.reload();
  await expect(sheet.getByLabel('第3行 条码')).toHaveValue('6977777700035', { timeout: 30000 });
  await expect(pictures.locator('.ant-upload-list-item')).toHaveCount(1);

  // The editor is no menu screen (the axe sweep never opens it): checked here, goods and pictures in.
  expect(await seriousViolations(page)).toEqual([]);

  // ---- shops, then sign and submit
  await sheet.getByRole('combobox', { name: '经营门店' }).click();
  await page.locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await sheet.getByRole('button', { name: '电子签章并提交' }).click();
  await confirmOk(page);
  await expect(page.getByText('已签章提交，等待审核')).toBeVisible();
  await expect(page).toHaveURL(/\/newproducts\/add-goods\/view\/XP\d+/);
  const sheetId = /view\/(XP\d+)/.exec(page.url())![1];

  // ---- the retailer approves two goods and rejects one with a reason
  const retailer = await browser.newPage({ baseURL });
  await signIn(retailer, 'demo-retailer', `/s/newproducts/details/review/${sheetId}`);
  const details = tabOf(retailer, '/s/newproducts/details');
  const row = (barcode: string) => details.locator('.vsm-vgrid-row').filter({ hasText: barcode });
  await expect(row('6977777700011')).toBeVisible({ timeout: 30000 });
  await row('6977777700011').locator('input[type="checkbox"]').check();
  await row('6977777700028').locator('input[type="checkbox"]').check();
  await details.getByRole('button', { name: label('通过') }).click();
  await confirmOk(retailer);
  await expect(retailer.getByText('已通过2个商品')).toBeVisible();
  await row('6977777700035').locator('input[type="checkbox"]').check();
  await details.getByRole('button', { name: label('驳回') }).click();
  const dialog = retailer.locator('.ant-modal-wrap:visible .ant-modal').last();
  await dialog.getByLabel('驳回原因').fill('进价高于同类商品，请重新报价');
  await dialog.getByRole('button', { name: label('确定') }).click();
  await expect(retailer.getByText('已驳回1个商品')).toBeVisible();
  expect(await seriousViolations(retailer)).toEqual([]);
  await expect(details).toContainText('部分通过');
  await retailer.close();

  // ---- the supplier reads the result per goods
  await page.reload();
  const view = tabOf(page, '/newproducts/add-goods');
  await expect(view).toContainText('部分通过', { timeout: 30000 });
  const result = (barcode: string) => view.locator('.vsm-vgrid-row').filter({ hasText: barcode });
  await expect(result('6977777700011')).toContainText('已通过');
  await expect(result('6977777700028')).toContainText('已通过');
  await expect(result('6977777700035')).toContainText('已驳回');
  await expect(result('6977777700035')).toContainText('进价高于同类商品，请重新报价');
  await page.screenshot({ path: 'test-results/newProducts-result.png', fullPage: true });
});

test('joint-venture pricing: a supplier proposes a new cost, the retailer rejects it with a reason, the supplier reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  // ---- the supplier proposes a new cost for a goods without a proposal
  await signIn(page, 'demo-supplier', '/goodsadjcost?status=0');
  const pricing = tabOf(page, '/goodsadjcost');
  const first = pricing.locator('.vsm-query-result .vsm-vgrid-row').first();
  await expect(first).toBeVisible({ timeout: 30000 });
  const goodsId = /\b2\d{6}\b/.exec((await first.textContent()) ?? '')?.[0] ?? '';
  expect(goodsId).toMatch(/^2\d{6}$/);
  await first.getByRole('button', { name: '调整成本价' }).click();
  const form = page.locator('.ant-modal-wrap:visible .ant-modal').last();
  await form.getByLabel('新成本价').fill('3.1416');
  await form.getByLabel('生效日期').fill('2099-01-01');
  await form.getByLabel('生效日期').press('Enter');
  await form.getByRole('button', { name: label('确定') }).click();
  await expect(page.getByText('已提交1个商品的调价申请')).toBeVisible();

  // ---- the retailer finds it among the proposals in review and rejects it with a reason
  const retailer = await browser.newPage({ baseURL });
  await signIn(retailer, 'demo-retailer', '/s/newproducts/goodsadjcost');
  const review = tabOf(retailer, '/s/newproducts/goodsadjcost');
  const proposal = review.locator('.vsm-query-result .vsm-vgrid-row').filter({ hasText: goodsId });
  await expect(proposal).toContainText('3.1416', { timeout: 30000 });
  await expect(proposal).toContainText('审核中');
  await proposal.locator('input[type="checkbox"]').check();
  await review.getByRole('button', { name: label('驳回') }).click();
  const reason = retailer.locator('.ant-modal-wrap:visible .ant-modal').last();
  await expect(reason).not.toHaveClass(/zoom-(appear|enter)/);
  await reason.getByLabel('驳回原因').fill('调整幅度过大，请提供成本依据');
  await reason.getByRole('button', { name: label('确定') }).click();
  await expect(retailer.getByText('已驳回1个调价申请')).toBeVisible();
  expect(await seriousViolations(retailer)).toEqual([]);
  await retailer.close();

  // ---- the supplier reads the outcome and the reason
  await page.goto(`${APP}/goodsadjcost?goodsId=${goodsId}`);
  const row = tabOf(page, '/goodsadjcost').locator('.vsm-query-result .vsm-vgrid-row').filter({ hasText: goodsId });
  await expect(row).toContainText('已驳回', { timeout: 30000 });
  await expect(row).toContainText('调整幅度过大，请提供成本依据');
});
