import { APP, expect, signIn, test } from './fixtures';
import { chooseEnglish } from './support/language';

/**
 * Issue 19: every search-form label is readable in every language. English labels are the longest
 * ("Receipt status", "Supplier code"): on retailer screens in en-US none may be cut.
 */

test.describe.configure({ timeout: 120000 });

const SCREENS = ['/s/acceptance/search', '/s/order-management/ordernotice_query', '/s/reorder/return-sales'];

test('search labels are never cut in English (retailer screens)', async ({ page }) => {
  await signIn(page, 'demo-retailer', SCREENS[0]);
  // Switched (and stored as the user's preference on the server) before the screens reload.
  await chooseEnglish(page);
  for (const path of SCREENS) {
    await page.goto(`${APP}${path}`);
    const form = page.locator(`[data-tab^="${path}"] .vsm-search-form`);
    await expect(form.getByRole('button', { name: 'Search' })).toBeVisible({ timeout: 30000 });
    const expand = form.getByRole('button', { name: /Expand/ });
    if (await expand.count()) await expand.click();
    const labels = form.locator('.ant-form-item-label > label');
    expect(await labels.count()).toBeGreaterThan(2);
    // A cut label is one whose text needs more room than its box gives it.
    const cut = await labels.evaluateAll((els) =>
      els
        .filter((el) =>
          [el, el.parentElement!, ...el.querySelectorAll('*')].some(
            (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
          ),
        )
        .map((el) => el.textContent),
    );
    expect(cut, path).toEqual([]);
  }
  await page.screenshot({ path: 'test-results/labels-en.png' });
});
