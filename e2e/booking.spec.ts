import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 23 journey: the retailer limits a DC's slot to two suppliers; two suppliers book the same
 * slot and a third booking of it is refused with the SPEC §8 message; a supplier changes its
 * appointment within the allowed days, then tries to cancel it on the day before delivery (refused);
 * the retailer's summary shows the slot full.
 *
 * The mock's clock is pinned: on 2027-03-10 both demo suppliers of BU 12 have open orders for the
 * Shenzhen ambient DC (12001) that may be delivered on 2027-03-11, and the seed books no afternoon slot.
 */

const TODAY = '2027-03-10';
const DAY = '2027-03-11';
const SLOT = '14:00-16:00';
const INDEX = '/online-booking/index';

test.describe.configure({ timeout: 240000 });

const paneOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);
const rowsOf = (page: Page, path: string) => paneOf(page, path).locator('.vsm-query-result .vsm-vgrid-row');

/** Opens the booking dialog, chooses DC 12001, ticks the first `count` open orders not in `skip`, and picks the slot. */
async function startBooking(page: Page, skip: string[] = []) {
  await paneOf(page, INDEX).getByRole('button', { name: '新增预约' }).click();
  const dialog = page.getByRole('dialog', { name: '新增预约' });
  await dialog.getByRole('combobox', { name: '配送中心' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '深圳常温配送中心' }).click();
  const orders = dialog.getByRole('region', { name: '可预约订单' }).locator('.vsm-vgrid-row');
  await expect(orders.first()).toBeVisible({ timeout: 20000 });
  const count = await orders.count();
  let picked = '';
  for (let i = 0; i < count && !picked; i += 1) {
    const row = orders.nth(i);
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    const sheetId = text.match(/DH\d+/)?.[0] ?? '';
    // An order deliverable on DAY that is not a gift order (the column reads 否).
    const [from, to] = text.match(/\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}/)?.[0].split(' ~ ') ?? ['', ''];
    if (skip.includes(sheetId) || from > DAY || to < DAY || !/ 否 /.test(` ${text} `)) continue;
    await row.locator('input[type="checkbox"]').check();
    picked = sheetId;
  }
  expect(picked).not.toBe('');
  await dialog.getByLabel('预约箱数').fill('10');
  await dialog.getByRole('button', { name: new RegExp(`^${DAY} ${SLOT}`) }).click();
  return { dialog, picked };
}

test('delivery appointments: a slot of two suppliers fills, a third booking is refused; change, late cancel, summary', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await request.post('/api/__mock/clock', { data: { today: TODAY } });

  // The retailer limits DC 12001 to two suppliers a slot.
  await signIn(page, 'demo-retailer', '/s/online-booking/params-set');
  const params = rowsOf(page, '/s/online-booking/params-set').filter({ hasText: '12001 ' });
  await params.getByRole('button', { name: '修改参数' }).click();
  const paramsDialog = page.getByRole('dialog', { name: '修改预约参数' });
  await paramsDialog.getByLabel('每时段供应商上限').fill('2');
  await paramsDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('预约参数已保存')).toBeVisible();

  // Supplier A books the slot.
  const a = await (await browser.newContext({ baseURL })).newPage();
  await signIn(a, 'demo-supplier', INDEX);
  const first = await startBooking(a);
  await first.dialog.getByRole('button', { name: '提交预约' }).click();
  await expect(a.getByText(/预约成功，预约流水号 YY/)).toBeVisible();

  // A starts a second booking of the same slot (one place left) and leaves it open …
  const late = await startBooking(a, [first.picked]);
  await expect(late.dialog.getByRole('button', { name: new RegExp(`^${DAY} ${SLOT}，剩余1`) })).toBeVisible();

  // … while supplier B books the last place.
  const b = await (await browser.newContext({ baseURL })).newPage();
  await signIn(b, 'demo-supplier-multi', INDEX);
  const picker = b.getByRole('dialog', { name: '选择供应商厂编' });
  await picker.locator('.vendor-option').filter({ hasText: '100202' }).getByRole('button', { name: '使用' }).click();
  await expect(picker).toBeHidden();
  const second = await startBooking(b);
  await second.dialog.getByRole('button', { name: '提交预约' }).click();
  await expect(b.getByText(/预约成功，预约流水号 YY/)).toBeVisible();

  // The third booking of the slot is refused with the SPEC §8 message; the grid now says why.
  await late.dialog.getByRole('button', { name: '提交预约' }).click();
  await expect(a.getByText('该时段已约满').first()).toBeVisible();
  await expect(late.dialog.getByText('已约满 2/2')).toBeVisible();
  await a.screenshot({ path: 'test-results/booking-full.png' });
  await late.dialog.getByRole('button', { name: '返回' }).click();

  // A changes its appointment within the allowed days (the cartons), on the edit screen.
  const mine = rowsOf(a, INDEX).filter({ hasText: DAY }).filter({ hasText: SLOT }).first();
  await expect(mine).toBeVisible();
  const reservationNo = (await mine.innerText()).match(/YY\d+/)![0];
  await mine.getByRole('button', { name: '修改' }).click();
  await expect(a).toHaveURL(new RegExp(`/online-booking/edit/${reservationNo}/12`));
  const edit = paneOf(a, '/online-booking/edit/');
  await edit.getByLabel('预约箱数').fill('12');
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expect(a.getByText(`预约 ${reservationNo} 已修改`)).toBeVisible();

  // Cancelling on the day before delivery is refused (SPEC §5, §8).
  await a.getByRole('tab', { name: /预约送货/ }).click();
  const row = rowsOf(a, INDEX).filter({ hasText: reservationNo });
  await row.locator('input[type="checkbox"]').check();
  await paneOf(a, INDEX).locator('.vsm-query-toolbar').getByRole('button', { name: '取消预约' }).click();
  await expect(a.getByText('已超过操作时限')).toBeVisible();
  await expect(row).toContainText('已预约');

  // The retailer's summary shows the slot full.
  await page.goto(`/web/fea-vsm/s/online-booking/aggregate-query?dcId=12001&dateStart=${DAY}&dateEnd=${DAY}&pageNo=1`);
  const slot = rowsOf(page, '/s/online-booking/aggregate-query').filter({ hasText: SLOT });
  await expect(slot).toContainText('是');
  await expect(slot).toContainText(`${SLOT}22`);
  await page.screenshot({ path: 'test-results/booking-summary.png' });
});
