import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { read, utils, type CellObject } from 'xlsx';
import enErrors from '../locales/en-US/errors.json' with { type: 'json' };
import enUpload from '../locales/en-US/upload.json' with { type: 'json' };
import kit from '../locales/zh-CN/kit.json' with { type: 'json' };
import loading from '../locales/zh-CN/netInCar.json' with { type: 'json' };
import zhErrors from '../locales/zh-CN/errors.json' with { type: 'json' };
import zhUpload from '../locales/zh-CN/upload.json' with { type: 'json' };
import { APP, expect, mock, signIn, test } from './fixtures';
import { OPEN_REDIRECT_PAYLOADS } from './support/openRedirect';
import { noteRotation, rotated } from './support/rotation';
import { openInApp } from './support/queryScreens';
import { ACCOUNTS, HOMES, menuRoutes, openRoute, type Role } from './support/routes';

/**
 * Issue 6 security checks in the production build: the apptoken (SPEC §4) never stays in the
 * address, a Referer or localStorage; nothing but the language preference (SPEC §3/§9 LangInfo)
 * is left in the browser after logout; a redirect target taken from the address never leaves
 * /web/fea-vsm; a spoofed or oversized upload never leaves the browser; an exported cell never
 * runs as a formula.
 */

const LANGUAGE_KEY = 'LangInfo';
/** The apptoken check opens one menu screen in SAMPLE_EVERY per run. */
const SAMPLE_EVERY = 10;
/** The open-redirect check signs in with one payload in REDIRECT_SAMPLE_EVERY per run. */
const REDIRECT_SAMPLE_EVERY = 5;

async function storageOf(page: Page) {
  return page.evaluate(async () => ({
    local: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])),
    session: Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k) ?? ''])),
    indexedDb: typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).map((d) => d.name) : [],
  }));
}

async function shellReady(page: Page) {
  // A page load of the whole app: on a loaded 2-core machine, more than the default 10 s.
  await expect(page.locator('nav.side-menu .ant-menu-item').first()).toBeVisible({ timeout: 30_000 });
}

for (const role of ['supplier', 'retailer'] as Role[]) {
  test(`${role}: the apptoken leaves the address at once and never reaches a Referer, a URL or localStorage`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const token = ACCOUNTS[role];
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const routes = await menuRoutes(page, role);
    // The token is handled by the sign-in, not by a screen: a sample of screens that moves with the
    // day (support/rotation.ts), every screen within SAMPLE_EVERY runs, opened inside the app (their
    // calls' Referers are checked below), and the first by a page load (the session restored from the
    // tab, not from the token).
    const sample = routes.filter((_, i) => rotated(i, SAMPLE_EVERY) === 0);
    noteRotation(`${role} apptoken check on ${sample.join(', ')}`);
    await shellReady(page);
    for (const route of sample) {
      await openInApp(page, route);
      expect(page.url()).not.toContain('apptoken');
    }
    await openRoute(page, sample[0]);
    await shellReady(page);
    expect(page.url()).not.toContain('apptoken');
    // Land with the token on a deep address too (a portal link straight to a screen).
    await signIn(page, token, routes.at(-1)!);
    await shellReady(page);
    expect(page.url()).toBe(new URL(`${APP}${routes.at(-1)}`, page.url()).href);
    expect(await page.evaluate(() => window.location.search)).not.toContain('apptoken');
    // Nor is it kept for later: the tabs remember their addresses without it.
    expect(JSON.stringify((await storageOf(page)).session)).not.toContain('apptoken=');

    const handovers = requests.filter((r) => r.url().includes('apptoken='));
    expect(
      handovers.every((r) => r.isNavigationRequest()),
      'the token travels only in the hand-over navigation',
    ).toBe(true);
    for (const request of requests) {
      const referer = (await request.allHeaders())['referer'] ?? '';
      expect(referer, `Referer of ${request.url()}`).not.toContain(token);
      expect(referer, `Referer of ${request.url()}`).not.toContain('apptoken');
    }
    const { local } = await storageOf(page);
    for (const [key, value] of Object.entries(local)) expect(`${key}=${value}`, 'localStorage').not.toContain(token);
  });
}

test('after logout only the language preference (LangInfo) is left; session, cookies and other keys are gone', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo-supplier', HOMES.supplier);
  await shellReady(page);
  // Leave traces the app keeps locally: theme, language, column settings of a grid.
  await page.getByRole('button', { name: '切换到深色主题' }).click();
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await expect(page.getByRole('button', { name: '語言' })).toBeVisible();
  await page.getByRole('button', { name: '語言' }).click();
  await page.getByRole('menuitem', { name: /^(简体中文|簡體中文)$/ }).click();
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
  const before = await storageOf(page);
  console.log(
    `storage before logout: local ${Object.keys(before.local).join(', ')}; session ${Object.keys(before.session).join(', ')}`,
  );
  expect(Object.keys(before.local).length).toBeGreaterThan(1);

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/portal\/$/);
  const after = await storageOf(page);
  expect(Object.keys(after.local)).toEqual([LANGUAGE_KEY]);
  expect(JSON.parse(after.local[LANGUAGE_KEY])).toEqual({ languageCode: 'zh-CN' });
  expect(after.session).toEqual({});
  expect(after.indexedDb).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('a stored return target from the address never leaves /web/fea-vsm (open-redirect payloads)', async ({
  page,
  baseURL,
}) => {
  expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(15);
  // Every payload is checked on the rule itself (tests/app/signInAddress.test.ts); a real sign-in
  // follows a sample that moves with the day, every payload within REDIRECT_SAMPLE_EVERY runs.
  const sample = OPEN_REDIRECT_PAYLOADS.filter((_, i) => rotated(i, REDIRECT_SAMPLE_EVERY) === 0);
  noteRotation(`open-redirect payloads ${sample.map((p) => JSON.stringify(p)).join(', ')}`);
  const origin = new URL(baseURL!).origin;
  const offsite: string[] = [];
  page.on('request', (r) => !r.url().startsWith(origin) && !r.url().startsWith('data:') && offsite.push(r.url()));
  page.on('dialog', (d) => void d.dismiss().then(() => offsite.push(`dialog: ${d.message()}`)));
  await page.goto('/portal/');
  for (const payload of sample) {
    await test.step(JSON.stringify(payload), async () => {
      // What endExpiredSession stores from the address before the sign-in round trip (SPEC §4).
      await page.evaluate((p) => sessionStorage.setItem('returnTo', p), payload);
      await signIn(page, 'demo-supplier');
      await expect(page.locator('.shell-header')).toBeVisible();
      const url = new URL(page.url());
      expect(url.origin).toBe(origin);
      expect(url.pathname.startsWith(`${APP}/`)).toBe(true);
    });
  }
  expect(offsite).toEqual([]);
});

test('the return path after an expired session (A0242) is the screen itself, never another site', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  for (const address of [`${APP}//evil.example/x`, `${APP}/%2F%2Fevil.example`, `${APP}/basicinfo/goodsinfo`]) {
    await signIn(page, 'demo-supplier');
    await expect(page.locator('.shell-header')).toBeVisible();
    // The menu call of the next page load answers A0242: the session ends on that address.
    await mock.fault(request, { path: '/getAppMenu', kind: 'A0242' });
    await page.goto(address);
    await expect(page).toHaveURL(/\/portal\/$/, { timeout: 10_000 });
    await mock.clearFaults(request);
    await signIn(page, 'demo-supplier');
    await expect(page.locator('.shell-header')).toBeVisible();
    const url = new URL(page.url());
    expect(url.origin).toBe(origin);
    expect(url.pathname.startsWith(`${APP}/`)).toBe(true);
  }
  // A safe screen address is where the user comes back to.
  await expect(page).toHaveURL(new RegExp(`${APP}/basicinfo/goodsinfo$`));
});

// ---- Uploads (SPEC §5 / §9 limits, §8 message): refused in the browser, never sent ----

const MB = 1024 * 1024;
const EXE_HEAD = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]; // "MZ": a Windows executable
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEAD = [...Buffer.from('%PDF-1.7\n')];

/** A file of `size` bytes that starts with `head` (its magic number). */
const fileOf = (name: string, mimeType: string, head: number[], size: number) => {
  const buffer = Buffer.alloc(size);
  Buffer.from(head).copy(buffer);
  return { name, mimeType, buffer };
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
const UPLOAD_TEXTS = {
  'zh-CN': { upload: zhUpload, errors: zhErrors, heading: '供应商注册' },
  'en-US': { upload: enUpload, errors: enErrors, heading: 'Supplier registration' },
} as const;

/** What a user may try, and the SPEC §8 message (in the user's language) that refuses it. */
function refusedUploads(language: keyof typeof UPLOAD_TEXTS) {
  const { upload, errors } = UPLOAD_TEXTS[language];
  return [
    {
      what: 'an .exe renamed to .jpg',
      file: fileOf('licence-scan.jpg', 'image/jpeg', EXE_HEAD, 4096),
      message: errors.uploadImageOrPdfOnly,
    },
    {
      what: 'an .exe renamed to .pdf',
      file: fileOf('licence.pdf', 'application/pdf', EXE_HEAD, 4096),
      message: errors.uploadImageOrPdfOnly,
    },
    {
      what: 'a PNG named .pdf with a PDF type',
      file: fileOf('licence-2.pdf', 'application/pdf', PNG_HEAD, 4096),
      message: errors.uploadImageOrPdfOnly,
    },
    {
      what: 'a PNG over 1 MB',
      file: fileOf('licence-big.png', 'image/png', PNG_HEAD, MB + 1),
      message: fill(upload.imageTooLarge, { max: 1 }),
    },
    {
      what: 'a PDF over 2 MB',
      file: fileOf('licence-big.pdf', 'application/pdf', PDF_HEAD, 2 * MB + 1),
      message: fill(upload.pdfTooLarge, { max: 2 }),
    },
  ];
}

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`${language}: uploads with a spoofed type or over the size are refused in the user's language and never sent`, async ({
    page,
  }) => {
    const uploads: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && /\/upload(\?|$)/.test(r.url()) && uploads.push(r.url()));
    await page.addInitScript(
      (code) => localStorage.setItem('LangInfo', JSON.stringify({ languageCode: code })),
      language,
    );
    // The public registration page (SPEC §2 /venders/registerDetail) with the kit's UploadField.
    await page.goto(`${APP}/venders/registerDetail`);
    await expect(page.getByRole('heading', { name: UPLOAD_TEXTS[language].heading })).toBeVisible();
    const field = page.locator('.vsm-upload');
    const input = field.locator('input[type="file"]');

    for (const { what, file, message } of refusedUploads(language)) {
      await test.step(what, async () => {
        await input.setInputFiles(file);
        // The field says why under itself, naming the file (kit UploadField).
        await expect(field.getByText(message).last(), what).toBeVisible();
        await expect(field.locator('.ant-upload-list-item'), `${what}: not listed`).toHaveCount(0);
      });
    }
    expect(uploads, 'no refused file reaches the server').toEqual([]);

    // The same field takes a real PNG and sends it: the watch above would have seen a refused one.
    await input.setInputFiles(fileOf('licence-ok.png', 'image/png', PNG_HEAD, 2048));
    await expect(field.locator('.ant-upload-list-item-done')).toHaveCount(1);
    expect(uploads).toHaveLength(1);
  });
}

// ---- Exports (SPEC §9 xls): no cell starting with = + - @ tab or CR can run as a formula ----

/** Cells a spreadsheet would run as a formula (or a DDE call) when opened, edited or saved as CSV. */
const FORMULA_PAYLOADS = [
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=HYPERLINK("http://evil.example/","x")',
];
/** Saved through the loading-list editor as a driver's name (at most 32 characters). */
const SAVED_PAYLOAD = '=HYPERLINK("//evil.example","x")';
/** The kit's rule (src/kit/export/xlsWriter.ts guardText): such text gets a leading apostrophe, in a string cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

test('exported cells beginning with = + - @ tab or CR are stored as text that cannot run as a formula', async ({
  page,
}) => {
  // Inputs and the server trim leading whitespace, so tab/CR-led text can only come from elsewhere
  // (an import, another system): each list answer carries one more (submitted) row per payload.
  await page.route('**/api/fea-vsm/netincar/query', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { pageData: Record<string, unknown>[]; total: number } };
    const [first] = body.data.pageData;
    const extra = FORMULA_PAYLOADS.map((driver, i) => ({
      ...first,
      sheetId: `ZC-FORMULA-${i + 1}`,
      status: '1',
      driver,
    }));
    body.data.pageData = [...body.data.pageData, ...extra];
    body.data.total += extra.length;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'demo-supplier', '/order/netincar');
  const grid = page.locator('.vsm-data-grid');
  await expect(grid.locator('.vsm-vgrid-row', { hasText: 'ZC-FORMULA-' })).toHaveCount(FORMULA_PAYLOADS.length, {
    timeout: 30_000,
  });

  // A formula typed as the driver of the saved loading list, saved by the server.
  await grid.getByRole('button', { name: loading.list.edit }).first().click();
  const editor = page.locator('.vsm-loading-editor');
  await editor.getByLabel(loading.entry.driver, { exact: true }).fill(SAVED_PAYLOAD);
  await editor.getByRole('button', { name: loading.entry.save }).click();
  const [savedBefore, savedAfter] = loading.entry.saved.split('{{sheetId}}');
  await expect(page.locator('.ant-message')).toContainText(new RegExp(`${savedBefore}\\w+${savedAfter}`));
  await page.getByRole('button', { name: loading.entry.cancel }).click();
  await expect(grid).toContainText(SAVED_PAYLOAD);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: kit.export.button }).click();
  const file = await (await download).path();
  const book = read(readFileSync(file), { cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!')) as [string, CellObject][];
  expect(
    cells.filter(([, cell]) => cell.f !== undefined).map(([address]) => address),
    'cells with a formula',
  ).toEqual([]);

  const rows = utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true });
  const driverColumn = rows[0].indexOf(loading.list.driver);
  expect(driverColumn).toBeGreaterThanOrEqual(0);
  for (const payload of [SAVED_PAYLOAD, ...FORMULA_PAYLOADS]) {
    const r = rows.findIndex((row) => row[driverColumn] === `'${payload}`);
    expect(r, `exported as '${JSON.stringify(payload)}`).toBeGreaterThan(0);
    const cell = sheet[utils.encode_cell({ r, c: driverColumn })] as CellObject;
    expect(cell.t, JSON.stringify(payload)).toBe('s');
    expect(cell.f).toBeUndefined();
    expect(String(cell.v)).not.toMatch(FORMULA_START);
  }
  // Nothing else in the sheet starts a formula either (titles, ids, dates, names).
  const risky = cells.filter(([, cell]) => cell.t === 's' && FORMULA_START.test(String(cell.v)));
  expect(risky.map(([address, cell]) => `${address}=${JSON.stringify(cell.v)}`)).toEqual([]);
});
