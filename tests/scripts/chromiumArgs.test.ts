import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/lib/local.mjs';

/*
 * The browser of the journeys and the bench: Chromium takes the last of two `--disable-features`
 * switches, and Playwright passes its own first, so ours must repeat Playwright's list. This reads the
 * installed Playwright's list: a Playwright update that changes it fails here, naming what to add.
 */
function installedPlaywrightList(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  );
  const start = bundle.indexOf('disabledFeatures = [');
  const end = bundle.indexOf(']', start);
  expect(start, 'Playwright keeps its Chromium features in `disabledFeatures = [...]`').toBeGreaterThan(0);
  return [...bundle.slice(start, end).matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
}

it("repeats Playwright's disabled Chromium features in its own switch, with the omnibox popup's", () => {
  const ours = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
  expect(ours).toHaveLength(1);
  const features = ours[0].slice('--disable-features='.length).split(',');
  const playwright = installedPlaywrightList();
  expect(playwright.length).toBeGreaterThan(5);
  expect(playwright.filter((f) => !features.includes(f))).toEqual([]);
  expect(PLAYWRIGHT_DISABLED_FEATURES.filter((f) => !playwright.includes(f))).toEqual([]);
  expect(features).toEqual(
    expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']),
  );
});
