import type { Locator, Page } from '@playwright/test';
import { APP, expect, signIn, test } from './fixtures';
import { chooseEnglish } from './support/language';

/**
 * Issue 34 items 10 and 11 at a clerk's 1366×768: the booking dialog fits the viewport with its
 * submit button in view once an order is ticked, its slot grid scrolling within itself; the
 * appointment parameters dialog lays its labels out so that none runs over the next row's control,
 * in English and in Chinese. Screenshots in test-results/.
 *
 * The mock's clock is pinned (as in booking.spec.ts): on 2027-03-10 the demo supplier has open
 * orders for the Shenzhen ambient DC (12001). Booking is a supplier's screen, and English is offered
 * only to retailer staff (SPEC §6): the booking dialog is checked in zh-CN, the parameters in both.
 */

const TODAY = '2027-03-10';
const INDEX = '/online-booking/index';
const PARAMS = '/s/online-booking/params-set';

test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 180000 });

const paneOf = (page: Page, path: string) => page.locator(`[data-tab^="${path}"]`);

/** The dialog's box is within the viewport, and so is the element. */
async function expectInView(page: Page, dialog: Locator, element: Locator) {
  const view = page.viewportSize()!;
  const frame = (await dialog.locator('.ant-modal-container').boundingBox())!;
  expect(frame.y).toBeGreaterThanOrEqual(0);
  expect(frame.y + frame.height).toBeLessThanOrEqual(view.height);
  expect(frame.x + frame.width).toBeLessThanOrEqual(view.width);
  const box = (await element.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
}

/** Pairs of a label and another form item's control whose boxes overlap. */
async function labelOverlaps(dialog: Locator) {
  return dialog.locator('.ant-form-item').evaluateAll((items) => {
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const found: string[] = [];
    for (const item of items) {
      const label = item.querySelector('.ant-form-item-label > label');
      if (!label) continue;
      const box = label.getBoundingClientRect();
      for (const other of items) {
        if (other === item) continue;
        const control = other.querySelector('.ant-form-item-control');
        if (control && overlap(box, control.getBoundingClientRect())) found.push(label.textContent ?? '');
      }
      // A label's own text needs no more room than its box gives it.
      if (label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1)
        found.push(`${label.textContent} (cut)`);
    }
    return found;
  });
}

test('the booking dialog fits 1366×768 with an order ticked; its submit button stays in view (zh-CN)', async ({
  page,
  request,
}) => {
  await request.post('/api/__mock/clock', { data: { today: TODAY } });
  await signIn(page, 'demo-supplier', INDEX);
  await paneOf(page, INDEX).getByRole('button', { name: '新增预约' }).click();
  const dialog = page.getByRole('dialog', { name: '新增预约' });
  await dialog.getByRole('combobox', { name: '配送中心' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '深圳常温配送中心' }).click();
  const orders = dialog.getByRole('region', { name: '可预约订单' }).locator('.vsm-vgrid-row');
  await expect(orders.first()).toBeVisible({ timeout: 20000 });
  await orders.first().locator('input[type="checkbox"]').check();
  const slots = dialog.getByRole('region', { name: '可预约时段' });
  await expect(slots).toBeVisible();
  const submit = dialog.getByRole('button', { name: '提交预约' });
  await expect(submit).toBeInViewport();
  await expectInView(page, dialog, submit);
  // The slot grid scrolls within the dialog's body, its time column staying at the start.
  const body = (await dialog.locator('.vsm-dialog-body').boundingBox())!;
  const grid = (await slots.boundingBox())!;
  expect(grid.x + grid.width).toBeLessThanOrEqual(body.x + body.width + 1);
  const timeColumn = slots.locator('thead th').first();
  const before = (await timeColumn.boundingBox())!;
  await slots.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  // Within a pixel: the scroll can land on a sub-pixel offset.
  expect(Math.abs((await timeColumn.boundingBox())!.x - before.x)).toBeLessThanOrEqual(1.5);
  await page.screenshot({ path: 'test-results/dialogs-fit-booking-zh-CN.png' });
});

for (const language of ['en-US', 'zh-CN'] as const) {
  test(`the appointment parameters dialog: no label runs over another field at 1366×768 (${language})`, async ({
    page,
  }) => {
    await signIn(page, 'demo-retailer', PARAMS);
    if (language === 'en-US') {
      await chooseEnglish(page);
      await page.goto(`${APP}${PARAMS}`);
    }
    const row = paneOf(page, PARAMS).locator('.vsm-query-result .vsm-vgrid-row').filter({ hasText: '12001 ' });
    await row.getByRole('button', { name: language === 'en-US' ? 'Edit' : '修改参数', exact: true }).click();
    const title = language === 'en-US' ? 'Edit appointment parameters: DC 12001' : '修改预约参数：12001';
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.locator('.ant-form-item').first()).toBeVisible();
    expect(await labelOverlaps(dialog)).toEqual([]);
    await expectInView(page, dialog, dialog.locator('.ant-modal-footer button').last());
    await page.screenshot({ path: `test-results/dialogs-fit-params-${language}.png` });
  });
}
