// A/B of two production builds on what a clerk does all day on a list screen (how
// reports/search-answer.md was measured): both builds served side by side (scripts/preview-mock.mjs),
// each session signed in as demo-supplier on the order notices, its first answer awaited, then at CPU ×4
// four times either
// - (default) the search button clicked: the time from the click to the frame after the button stops
//   spinning (the answer drawn);
// - (--tabs) the order approvals opened from the menu first, then the two tabs chosen in turn: the
//   time from the click on a tab to the frame after its rows show;
// and the longest task in between. Each measured click is a person's (firstLoad `personClick`). Sessions
// alternate between the builds; medians of all clicks.
//   node scripts/bench-search-ab.mjs DIST_A DIST_B [--tabs] [--runs 6] [--screen order/order_notice] [--port 4551]
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { median, personClick } from './lib/firstLoad.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, servePreviews } from './lib/local.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dists = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const RUNS = Math.max(1, Number(option('--runs', 6)) || 6);
const SCREEN = option('--screen', 'order/order_notice');
const FIRST_PORT = Number(option('--port', 4551));
const SEARCHES = 4;
const TABS = args.includes('--tabs');
/** --tabs: the order notices' tab, and the order approvals' opened beside it from the side menu (zh-CN titles). */
const ORDER_TITLES = JSON.parse(readFileSync('locales/zh-CN/orders.json', 'utf8')).title;
const FIRST_TAB = ORDER_TITLES.notice;
const OTHER_MENU_ITEM = ORDER_TITLES.approval;
if (dists.length !== 2 || !dists.every((d) => existsSync(`${d}/index.html`))) {
  console.error(
    'usage: node scripts/bench-search-ab.mjs DIST_A DIST_B [--tabs] [--runs 6] [--screen PATH] [--port 4551]',
  );
  process.exit(2);
}

const servers = await servePreviews(dists, FIRST_PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One signed-in session of a build: `searches` searches, each { ms, longest }. */
async function session({ port }, searches) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__tasks = [];
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => window.__tasks.push([e.startTime, e.duration])),
      ).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${port}/web/fea-vsm/${SCREEN}?apptoken=demo-supplier`);
    const button = page.locator('.vsm-search-form button[type=submit]');
    await page.locator('.vsm-query-result .ant-table-row, .vsm-query-result .vsm-vgrid-row').first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const rowsShown = page.locator('.vsm-query-result .ant-table-row:visible').first();
    if (TABS) {
      await page.getByRole('menuitem', { name: OTHER_MENU_ITEM }).click();
      await rowsShown.waitFor();
    }
    const out = [];
    for (let i = 0; i < searches; i++) {
      await page.evaluate(() => {
        window.__tasks = [];
        document.addEventListener('click', () => (window.__clicked = performance.now()), { capture: true, once: true });
      });
      if (TABS) {
        const name = i % 2 ? OTHER_MENU_ITEM : FIRST_TAB;
        await personClick(page, page.locator('.shell-tab-label', { hasText: name }));
        await page.locator('.shell-tab[data-active] .shell-tab-label', { hasText: name }).waitFor();
        await rowsShown.waitFor();
      } else {
        await personClick(page, button);
        await page.locator('.vsm-search-form .anticon-loading').waitFor({ state: 'detached' });
      }
      out.push(
        await page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const after = window.__tasks.filter(([start]) => start >= window.__clicked - 5);
                  done({ ms: performance.now() - window.__clicked, longest: Math.max(0, ...after.map(([, d]) => d)) });
                }),
              ),
            ),
        ),
      );
    }
    return out;
  } finally {
    await context.close();
  }
}

const results = [[], []];
try {
  for (const s of servers) await session(s, 1); // unmeasured warm-up of each
  for (let i = 0; i < RUNS; i++)
    for (const k of i % 2 ? [1, 0] : [0, 1]) results[k].push(...(await session(servers[k], SEARCHES)));
} finally {
  await browser.close();
}
const ms = (x) => `${Math.round(x)} ms`;
results.forEach((r, k) =>
  console.log(
    `${'AB'[k]} ${servers[k].dist}: click to ${TABS ? 'tab shown' : 'answer drawn'} ${ms(median(r.map((x) => x.ms)))}, longest task ${ms(median(r.map((x) => x.longest)))} (medians of ${r.length} ${TABS ? 'switches' : 'searches'})`,
  ),
);
process.exit(0);
