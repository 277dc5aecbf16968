import { APP, expect, test } from './fixtures';

/**
 * A loading placeholder (antd's skeleton, as a screen shows it while its code or data load) pulses in
 * opacity, which the compositor animates: antd's shimmer moved a gradient, a style pass and a repaint on
 * the main thread at every frame (app/styles.css). Still for a user who asked for reduced motion. Read on
 * a page that needs no sign-in: only the stylesheets matter.
 */
test('loading placeholders pulse without repainting, and stay still for reduced motion', async ({ page }) => {
  await page.goto(`${APP}/venders/registerDetail`);
  await expect(page.getByRole('heading', { name: '供应商注册' })).toBeVisible();
  const placeholder = () =>
    page.evaluate(() => {
      const host = document.createElement('div');
      host.innerHTML =
        '<div class="ant-skeleton ant-skeleton-active"><div class="ant-skeleton-section"><h3 class="ant-skeleton-title"></h3></div></div>';
      document.body.append(host);
      const [root, bar] = [host.querySelector('.ant-skeleton')!, host.querySelector('.ant-skeleton-title')!];
      const looks = {
        pulse: getComputedStyle(root).animationName,
        bar: [getComputedStyle(bar).animationName, getComputedStyle(bar).backgroundImage],
      };
      host.remove();
      return looks;
    });
  expect(await placeholder()).toEqual({ pulse: 'none', bar: ['none', 'none'] });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await placeholder()).toEqual({ pulse: 'vsm-pulse', bar: ['none', 'none'] });
});
