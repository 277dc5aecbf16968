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

const firstRow = (page, path) => page.locator(`[data-tab^="${path}"] .vsm-query-result .vsm-vgrid-row`).first();
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
/** Presses the action whose name matches on the first row that offers it, and waits for its dialog. */
const rowAction = (path, name) => async (page) => {
  const action = page.locator(`[data-tab^="${path}"] .vsm-query-result .vsm-cell-link`).filter({ hasText: name });
  await action.first().click({ timeout: 30000 });
  await page.locator('[role="dialog"]:visible').first().waitFor({ timeout: 30000 });
};
/** Opens the tab whose name matches, then does `next`. */
const inTab = (name, next) => async (page) => {
  await page.getByRole('tab', { name }).click({ timeout: 30000 });
  await next(page);
};
/** Runs the steps one after the other (open a form, fill it, send it). */
const steps =
  (...all) =>
  async (page) => {
    for (const step of all) await step(page);
  };
const openDialog = (page) => page.locator('[role="dialog"]:visible').last();
/** Stands for a select's first choice in `fill`. */
const FIRST = Symbol('first choice');
/** Types each value into the open dialog's field whose id ends with its name; a date is confirmed with Enter. */
const fill = (values) => async (page) => {
  for (const [name, value] of Object.entries(values)) {
    const input = openDialog(page).locator(`input[id$="${name}"]`).first();
    if (value === FIRST) {
      await input.click({ timeout: 30000 });
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor({ timeout: 30000 });
      await input.press('Enter');
      continue;
    }
    await input.fill(String(value), { timeout: 30000 });
    if (/^\d{4}-\d\d-\d\d$/.test(String(value))) await input.press('Enter');
  }
};
/** Presses the last primary button in `scope` (default: the open dialog) and waits for the refusal to show. */
const send =
  (scope = openDialog) =>
  async (page) => {
    await scope(page).locator('.ant-btn-primary').last().click({ timeout: 30000 });
    await page
      .locator('.ant-form-item-explain-error:visible, .ant-message-notice:visible, .vsm-loading-issues:visible')
      .first()
      .waitFor({ timeout: 30000 });
  };
/** A dialog's or drawer's opening motion played out (spinners and skeletons run for ever: not waited for). */
const settled = (page) =>
  page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5000 },
    )
    .catch(() => {});
/** A standalone screen (SPEC §2, no shell) has its language chosen on the side's workbench first. */
const HOME = { 'demo-supplier': '/workbench', 'demo-retailer': '/s/workbench' };

// The forms of issue 37 (one contract per domain), opened.
const newAgreement = toolbar(/^(新增申请|新增申請|New application)$/);
const newPromoter = inTab(
  /促销员协议|促銷員協議|Promoter agreements/,
  toolbar(/申请促销员协议|申請促銷員協議|Apply for a promoter/),
);
const issueRedInvoice = rowAction('/settlement-management/redfontinfo', /开具红字发票|開具紅字發票|Issue red invoice/);
const newLoadingList = toolbar(/新增装车清单|新增裝車清單|New loading list/);
const requestBankChange = toolbar(/申请变更银行信息|申請變更銀行信息|Request a change of bank data/);

/** Exports the current page and waits for the status that names the saved file. */
const exported = async (page) => {
  await page
    .getByRole('button', { name: /导出|導出|Export/ })
    .first()
    .click({ timeout: 30000 });
  await page.getByRole('menuitem', { name: /导出当前页|導出當前頁|Export current page/ }).click({ timeout: 30000 });
  await page.locator('.vsm-export-status-done').waitFor({ timeout: 30000 });
};

const SCREENS = [
  { name: 'supplier-goods-exported', token: 'demo-supplier', path: '/basicinfo/goodsinfo', then: exported },
  { name: 'retailer-goods-exported', token: 'demo-retailer', path: '/s/basicinfo/goods', then: exported },
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
  {
    name: 'supplier-agreement-new',
    token: 'demo-supplier',
    path: '/contract-management/supplieragreement_application',
    then: newAgreement,
  },
  {
    name: 'supplier-promoter-new',
    token: 'demo-supplier',
    path: '/contract-management/supplieragreement_application',
    then: newPromoter,
  },
  {
    name: 'supplier-red-invoice-issue',
    token: 'demo-supplier',
    path: '/settlement-management/redfontinfo',
    then: issueRedInvoice,
  },
  {
    name: 'supplier-loading-list-new',
    token: 'demo-supplier',
    path: '/order/netincar',
    then: newLoadingList,
  },
  {
    name: 'supplier-profile-bank-change',
    token: 'demo-supplier',
    path: '/basicinfo/venderinfo',
    then: requestBankChange,
  },
  {
    name: 'supplier-ca-apply',
    token: 'demo-supplier',
    path: '/ca',
    standalone: true,
    ready: '.vsm-standalone .vsm-form-actions',
  },
  // One refusal per form: a rule across fields, a sum that does not add up, a request the server refuses.
  {
    name: 'supplier-agreement-refused',
    token: 'demo-supplier',
    path: '/contract-management/supplieragreement_application',
    then: steps(
      newAgreement,
      fill({
        title: 'X',
        validFrom: '2026-12-31',
        validTo: '2026-12-01',
        paymentDays: 30,
        rebateRate: 1,
        promotionFee: 0,
      }),
      send(),
    ),
  },
  {
    name: 'supplier-promoter-refused',
    token: 'demo-supplier',
    path: '/contract-management/supplieragreement_application',
    then: steps(
      newPromoter,
      fill({
        shopId: FIRST,
        promoterName: 'X',
        promoterType: FIRST,
        onboardType: FIRST,
        displayMode: FIRST,
        promoteFrom: '2026-12-31',
        promoteTo: '2026-12-01',
        managementFee: 0,
        trainingFee: 0,
      }),
      send(),
    ),
  },
  {
    name: 'supplier-red-invoice-refused',
    token: 'demo-supplier',
    path: '/settlement-management/redfontinfo',
    then: steps(
      issueRedInvoice,
      fill({ invoiceNo: '12345678', invoiceCode: '4400000000', invoiceDate: '2026-11-29', amount: 99999999 }),
      send(),
    ),
  },
  {
    name: 'supplier-loading-list-refused',
    token: 'demo-supplier',
    path: '/order/netincar',
    then: steps(
      newLoadingList,
      (page) =>
        openDialog(page)
          .getByRole('group', { name: /已预约的送货|已預約的送貨|Booked appointments/ })
          .getByRole('button')
          .first()
          .click({ timeout: 30000 }),
      (page) => openDialog(page).locator('.ant-table-row').first().waitFor({ timeout: 30000 }),
      fill({ plateNo: '粤B12345', driver: '张三', driverPhone: '13800000000' }),
      send((page) => page.locator('.vsm-loading-editor-footer')),
    ),
  },
  {
    name: 'supplier-profile-bank-refused',
    token: 'demo-supplier',
    path: '/basicinfo/venderinfo',
    then: steps(requestBankChange, send()),
  },
  {
    name: 'supplier-ca-refused',
    token: 'demo-supplier',
    path: '/ca',
    standalone: true,
    ready: '.vsm-standalone .vsm-form-actions',
    then: send((page) => page.locator('.vsm-standalone .vsm-form-actions')),
  },
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
          const choose = !chosen.has(screen.token);
          const landing = screen.standalone && choose ? HOME[screen.token] : screen.path;
          await page.goto(`${base}${APP}${landing}?apptoken=${screen.token}`);
          if (!screen.standalone || choose) await page.locator('.shell-header').waitFor({ timeout: 30000 });
          if (choose) {
            await page.getByRole('button', { name: /^(语言|語言|Language)/ }).click({ timeout: 30000 });
            await page.getByRole('menuitem', { name: item }).click();
            await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 30000 });
            chosen.add(screen.token);
          }
          if (landing !== screen.path) await page.goto(`${base}${APP}${screen.path}?apptoken=${screen.token}`);
          await page
            .locator(
              screen.ready ??
                // A query list done, a card, or a grid with its rows (the kit's grid is aria-busy only while loading).
                ['[aria-busy="false"]', '.ant-card', '.vsm-vgrid-scroll:not([aria-busy])']
                  .map((done) => `[data-tab^="${screen.path}"] ${done}`)
                  .join(', '),
            )
            .first()
            .waitFor({ timeout: 30000 });
          if (screen.then) await screen.then(page);
          await settled(page);
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
