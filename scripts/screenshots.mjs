// Screenshots of the clerk's daily loop for a person to look at: every screen below in zh-CN, zh-HK and
// en-US, at the clerk's laptop (1366×768) and a wide screen (1920×1080), against the production build
// on the mock backend. Not a test (a test asserts; this shows): it writes .tmp/screenshots/<lang>-<width>-<name>.png.
//   node scripts/screenshots.mjs                 serve dist/ (built if missing) on port 4600 and shoot
//   node scripts/screenshots.mjs --only booking  only the screens whose name contains "booking"
//   node scripts/screenshots.mjs --lang en-US    only these languages (comma-separated)
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './lib/local.mjs';

const APP = '/web/fea-vsm';
const PORT = Number(process.env.PORT) || 4600;
const OUT = '.tmp/screenshots';
const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : '');
const only = arg('--only');
const langs = arg('--lang');

const LANGS = [
  { lang: 'zh-CN', item: '简体中文' },
  { lang: 'zh-HK', item: '繁體中文' },
  { lang: 'en-US', item: 'English' },
];
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

const firstRow = (page, path) => page.locator(`[data-tab^="${path}"] .vsm-query-result .ant-table-row`).first();
/** Opens the first row's document, as a click on its number does. */
const openFirst = (path) => async (page) => {
  const row = firstRow(page, path);
  await row.waitFor({ timeout: 30000 });
  await row.locator('.vsm-cell-link').first().click();
  await page.locator('[role="dialog"]:visible').first().waitFor({ timeout: 30000 });
};
/** Presses the toolbar button whose name matches, and waits for its dialog. */
const toolbar = (name) => async (page) => {
  await page.getByRole('button', { name }).first().click({ timeout: 30000 });
  await page.locator('[role="dialog"]:visible').first().waitFor({ timeout: 30000 });
};

const SCREENS = [
  { name: 'supplier-workbench', token: 'demo-supplier', path: '/workbench' },
  { name: 'supplier-order-notices', token: 'demo-supplier', path: '/order/order_notice' },
  {
    name: 'supplier-order-notice-detail',
    token: 'demo-supplier',
    path: '/order/order_notice',
    then: openFirst('/order/order_notice'),
  },
  { name: 'supplier-booking', token: 'demo-supplier', path: '/online-booking/index' },
  {
    name: 'supplier-booking-new',
    token: 'demo-supplier',
    path: '/online-booking/index',
    then: toolbar(/新增预约|新增預約|New appointment/),
  },
  { name: 'supplier-settlement-documents', token: 'demo-supplier', path: '/settlement-management/settlement_document' },
  { name: 'supplier-settlement-sheets', token: 'demo-supplier', path: '/settlement-management/settlement_expense' },
  { name: 'supplier-disputes', token: 'demo-supplier', path: '/settlement-management/dispute_resolution' },
  { name: 'supplier-payment', token: 'demo-supplier', path: '/settlement-management/payment_application' },
  { name: 'supplier-mail', token: 'demo-supplier', path: '/message/email' },
  { name: 'retailer-workbench', token: 'demo-retailer', path: '/s/workbench' },
  { name: 'retailer-licence-review', token: 'demo-retailer', path: '/s/license/license_review' },
  { name: 'retailer-newgoods-review', token: 'demo-retailer', path: '/s/newproducts/review' },
  { name: 'retailer-dispute-desk', token: 'demo-retailer', path: '/s/settlement-management/dispute_desk' },
  { name: 'retailer-payment-desk', token: 'demo-retailer', path: '/s/settlement-management/payment_desk' },
  { name: 'retailer-booking-params', token: 'demo-retailer', path: '/s/online-booking/params-set' },
].filter((s) => !only || s.name.includes(only));

const server = spawn(process.execPath, ['scripts/preview-mock.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(PORT), MOCK_PORT: String(PORT + 1) },
});
const base = `http://127.0.0.1:${PORT}`;
let failed = 0;
try {
  await waitForServer(`${base}${APP}/`, 240000, () => server.exitCode !== null);
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const { lang, item } of LANGS.filter((l) => !langs || langs.split(',').includes(l.lang))) {
    for (const size of SIZES) {
      // One browser context per language and size: the language is each account's preference on the
      // server, chosen once from the header.
      const context = await browser.newContext({ viewport: size, locale: 'zh-CN' });
      const page = await context.newPage();
      const chosen = new Set();
      // SPEC §1: English is offered only to retailer staff.
      for (const screen of SCREENS.filter((s) => lang !== 'en-US' || s.token === 'demo-retailer')) {
        const file = `${OUT}/${lang}-${size.width}-${screen.name}.png`;
        try {
          await page.goto(`${base}${APP}${screen.path}?apptoken=${screen.token}`);
          await page.locator('.shell-header').waitFor({ timeout: 30000 });
          if (!chosen.has(screen.token)) {
            await page.getByRole('button', { name: /^(语言|語言|Language)/ }).click({ timeout: 30000 });
            await page.getByRole('menuitem', { name: item }).click();
            await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 30000 });
            chosen.add(screen.token);
          }
          await page
            .locator(`[data-tab^="${screen.path}"] [aria-busy="false"], [data-tab^="${screen.path}"] .ant-card`)
            .first()
            .waitFor({ timeout: 30000 });
          if (screen.then) await screen.then(page);
          await page.screenshot({ path: file });
          console.log(`✓ ${file}`);
        } catch (e) {
          failed += 1;
          await page.screenshot({ path: file }).catch(() => {});
          console.log(`✗ ${file}: ${e.message.split('\n')[0]}`);
        }
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  server.kill();
}
process.exit(failed ? 1 : 0);
