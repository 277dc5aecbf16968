import type { Locator, Page } from '@playwright/test';
import { seedDb } from '../mocks/db/seed';
import { expect, signIn, test } from './fixtures';

/**
 * The reusable dialog (SPEC §2, §9) on a real screen of the production build: the image viewer's
 * "全部图片" dialog (/preview_img/:idx/:sheetId). Dragged by its header, resized from an edge and
 * a corner, maximised and restored; a mask click and Escape leave it open; Tab stays inside.
 */

// The mock's data is relative to "today": pinned, so this process can seed the same database and
// name a certificate sheet of the demo supplier that has three images.
const TODAY = '2025-06-18';

// With antd's opening animation, as most users see it (playwright.config.ts turns motion off elsewhere).
test.use({ reducedMotion: 'no-preference' });

function demoSheetWithImages(): string {
  const { tables } = seedDb(TODAY);
  const sheet = tables.certificates.find(
    (c) => c.venderId === '100101' && tables.sheetImages.filter((i) => i.sheetId === c.sheetId).length === 3,
  );
  if (!sheet) throw new Error('no demo certificate with three images');
  return sheet.sheetId;
}

test.beforeEach(async ({ request }) => {
  await request.post('/api/__mock/clock', { data: { today: TODAY } });
});
test.afterEach(async ({ request }) => {
  await request.post('/api/__mock/clock', { data: { today: null } });
});

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
}

/** The box once it has stopped moving (antd's opening animation scales the dialog for a while). */
async function settled(locator: Locator) {
  let previous = await box(locator);
  for (let i = 0; i < 50; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    const current = await box(locator);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

test('the dialog drags, resizes, maximises and restores, and only its close icon closes it', async ({
  page,
  consoleErrors,
}) => {
  const sheetId = demoSheetWithImages();
  await signIn(page, 'demo-supplier', `/preview_img/0/${sheetId}`);
  await expect(page.getByText('第 1 / 3 张')).toBeVisible();

  const opener = page.getByRole('button', { name: /全部图片/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /全部图片（3）/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /第 3 张/ })).toBeVisible();
  // Default top offset 40 px (once the opening animation has settled).
  await expect.poll(async () => (await box(dialog)).y).toBe(40);
  const start = await settled(dialog);

  // A mask click and Escape leave it open.
  await page.mouse.click(8, 790);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Keyboard users stay inside it, both ways round.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  }

  // Dragged by its header.
  const header = dialog.locator('.vsm-dialog-header');
  const h = await settled(header);
  await drag(page, { x: h.x + 40, y: h.y + h.height / 2 }, { x: h.x + 40 - 150, y: h.y + h.height / 2 + 90 });
  const moved = await box(dialog);
  expect(moved.x).toBeCloseTo(start.x - 150, -1);
  expect(moved.y).toBeCloseTo(start.y + 90, -1);
  expect(moved.width).toBe(start.width);

  // Resized from the right edge, then from the bottom-right corner.
  await drag(
    page,
    { x: moved.x + moved.width - 3, y: moved.y + moved.height / 2 },
    { x: moved.x + moved.width - 3 + 100, y: moved.y + moved.height / 2 },
  );
  const wider = await box(dialog);
  expect(wider.width).toBeCloseTo(moved.width + 100, -1);
  expect(wider.x).toBe(moved.x);
  await drag(
    page,
    { x: wider.x + wider.width - 2, y: wider.y + wider.height - 2 },
    { x: wider.x + wider.width - 2 - 60, y: wider.y + wider.height - 2 + 50 },
  );
  const resized = await box(dialog);
  expect(resized.width).toBeCloseTo(wider.width - 60, -1);
  expect(resized.height).toBeCloseTo(wider.height + 50, -1);
  expect([resized.x, resized.y]).toEqual([wider.x, wider.y]);

  // Maximised to the window, then restored to where it was.
  await dialog.getByRole('button', { name: '最大化' }).click();
  const viewport = page.viewportSize()!;
  await expect.poll(() => box(dialog)).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  await page.mouse.click(8, viewport.height - 8);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '还原' }).click();
  await expect.poll(() => box(dialog)).toEqual(resized);

  await page.screenshot({ path: 'test-results/dialog-restored.png' });

  // The close icon closes it; the focus goes back to the opener.
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('choosing an image in the dialog shows it and closes the dialog', async ({ page }) => {
  const sheetId = demoSheetWithImages();
  await signIn(page, 'demo-supplier', `/preview_img/0/${sheetId}`);
  await page.getByRole('button', { name: /全部图片/ }).click();
  const dialog = page.getByRole('dialog', { name: /全部图片/ });
  // Chosen once the dialog has opened: a click during antd's zoom was lost on a busy machine.
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  await dialog.getByRole('button', { name: /第 3 张/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/preview_img/2/${sheetId}$`));
  await expect(page.getByText('第 3 / 3 张')).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`${sheetId}-3\\.svg`) })).toBeVisible();
});

test.describe('a user who asked the system for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('sees the dialog open without its zoom animation', async ({ page }) => {
    const sheetId = demoSheetWithImages();
    await signIn(page, 'demo-supplier', `/preview_img/0/${sheetId}`);
    await expect(page.getByText('第 1 / 3 张')).toBeVisible();
    // Every class the dialog has while it opens: with motion, antd's zoom runs while it has
    // ant-zoom-appear-active; with reduced motion it never starts (it is prepared once, at 0 s).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { dialogClasses: string[] }).dialogClasses = seen;
      new MutationObserver(() =>
        document.querySelectorAll('.ant-modal').forEach((el) => seen.push(el.className)),
      ).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.getByRole('button', { name: /全部图片/ }).click();
    await expect(page.getByRole('dialog', { name: /全部图片（3）/ })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { dialogClasses: string[] }).dialogClasses);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((c) => /zoom-appear-active/.test(c))).toEqual([]);
  });
});
