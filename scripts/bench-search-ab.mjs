// A/B of two production builds on what a clerk does all day on a list screen (how
// reports/search-answer.md was measured): both builds served side by side (scripts/preview-mock.mjs),
// each session signed in as demo-supplier on the order notices, its first answer awaited, then at CPU ×4
// four times either
// - (default) the search button clicked: the time from the click to the frame after the button stops
//   spinning (the answer drawn);
// - (--tabs) the order approvals opened from the menu first, then the two tabs chosen in turn: the
//   time from the click on a tab to the frame after its rows show;
// - (--open) once the list has been read (the shell's idle pass done), screens of the order group opened
//   for the first time from the side menu, the pointer resting on the entry 300 ms before the click, over
//   a 60 ms / 20 Mbps link: the time from the click to the frame after the new tab's rows show;
// - (--language) 15 more of the menu's screens opened as tabs first, then the language switched to zh-HK
//   and back from the header's menu: the time from the click on the language to the frame after the tab
//   in front shows it (every open tab draws with the language: reports/search-answer.md);
// and the longest task in between. Each measured click is a person's (firstLoad `personClick`). Sessions
// alternate between the builds; medians of all clicks (BENCH_VERBOSE=1: every click's figures too).
//   node scripts/bench-search-ab.mjs DIST_A DIST_B [--tabs | --open | --language] [--runs 6] [--screen order/order_notice] [--port 4551]
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { menuPaths, openAsTab } from './lib/appTabs.mjs';
import { median, personClick, withTimeout } from './lib/firstLoad.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, servePreviews } from './lib/local.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dists = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const RUNS = Math.max(1, Number(option('--runs', 6)) || 6);
const SCREEN = option('--screen', 'order/order_notice');
const FIRST_PORT = Number(option('--port', 4551));
const SEARCHES = 4;
const TABS = args.includes('--tabs');
const LANGUAGE = args.includes('--language');
const OPEN = args.includes('--open');
/** What a measured click ends with, and what the clicks are, in the summary. */
const MEASURED = LANGUAGE
  ? { shown: 'language shown', clicks: 'language switches' }
  : OPEN
    ? { shown: 'screen shown', clicks: 'screens opened' }
    : TABS
      ? { shown: 'tab shown', clicks: 'switches' }
      : { shown: 'answer drawn', clicks: 'searches' };
/** --language: each language's texts (its menu's button, its names of the languages, the order notices' title). */
const LANGUAGES = ['zh-HK', 'zh-CN'].map((lang) => ({
  lang,
  texts: JSON.parse(readFileSync(`locales/${lang}/lang.json`, 'utf8')),
  notice: JSON.parse(readFileSync(`locales/${lang}/orders.json`, 'utf8')).title.notice,
}));
/** --tabs: the order notices' tab, and the order approvals' opened beside it from the side menu (zh-CN titles). */
const ORDER_TITLES = JSON.parse(readFileSync('locales/zh-CN/orders.json', 'utf8')).title;
const FIRST_TAB = ORDER_TITLES.notice;
const OTHER_MENU_ITEM = ORDER_TITLES.approval;
/** --open: the order group's list screens other than the order notices, by their menu entries' titles. */
const OPENED = [
  ORDER_TITLES.approval,
  ORDER_TITLES.undelivered,
  JSON.parse(readFileSync('locales/zh-CN/damages.json', 'utf8')).title,
];
if (dists.length !== 2 || !dists.every((d) => existsSync(`${d}/index.html`))) {
  console.error(
    'usage: node scripts/bench-search-ab.mjs DIST_A DIST_B [--tabs | --open | --language] [--runs 6] [--screen PATH] [--port 4551]',
  );
  process.exit(2);
}

const servers = await servePreviews(dists, FIRST_PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Opens `path` as a tab and waits until its requests have been answered. */
async function openTab(page, path) {
  await openAsTab(page, path);
  await page.waitForLoadState('networkidle');
}

/**
 * In the page, before a measured click: `__measure.done` resolves with the time from the click to the frame
 * after `expected` shows (the active tab titled `tab`, with `rows` in its list or the header in `language`),
 * or, without `expected`, after `__measure.end()`; and the longest task in between.
 */
function armMeasure(expected) {
  window.__tasks = [];
  window.__clicked = undefined;
  let end;
  const done = new Promise((resolve) => {
    end = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const after = window.__tasks.filter(([start]) => start >= window.__clicked - 5);
          resolve({ ms: performance.now() - window.__clicked, longest: Math.max(0, ...after.map(([, d]) => d)) });
        }),
      );
  });
  window.__measure = { done, end };
  if (!expected) {
    document.addEventListener('click', () => (window.__clicked = performance.now()), { capture: true, once: true });
    return;
  }
  const text = (selector) => document.querySelector(selector)?.textContent ?? '';
  const shown = () =>
    window.__clicked !== undefined &&
    text('.shell-tab[data-active] .shell-tab-label').includes(expected.tab) &&
    (!expected.rows ||
      !!document.querySelector(
        'section.tab-pane:not([hidden]) .vsm-query-result :is(.ant-table-row, .vsm-vgrid-row)',
      )) &&
    (!expected.language || text('.shell-header-lang-name').includes(expected.language));
  let seen = false;
  const check = () => {
    if (seen || !shown()) return;
    seen = true;
    watch.disconnect();
    end();
  };
  const watch = new MutationObserver(check);
  watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener(
    'click',
    () => {
      window.__clicked = performance.now();
      queueMicrotask(check);
    },
    { capture: true, once: true },
  );
}

/** One signed-in session of a build: `searches` searches, each { ms, longest }. */
async function session({ port }, searches) {
  // The language chosen is kept by the server: each session starts from the mock's own data.
  if (LANGUAGE) await fetch(`http://127.0.0.1:${port}/api/__mock/reset`, { method: 'POST', body: '{}' });
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
    await page.locator('.vsm-query-result :is(.ant-table-row, .vsm-vgrid-row)').first().waitFor();
    if (LANGUAGE) {
      for (const path of (await menuPaths(`http://127.0.0.1:${port}`))
        .filter((p) => !SCREEN.endsWith(p.slice(1)))
        .slice(0, 15))
        await openTab(page, path);
      await openTab(page, `/${SCREEN}`);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (OPEN) {
      // The clerk has read the list first: the shell's idle pass (the rest of the texts) is done.
      await page.waitForLoadState('networkidle');
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 60,
        downloadThroughput: 2.5e6,
        uploadThroughput: 1e6,
      });
    }
    const rowsShown = page.locator('.vsm-query-result :is(.ant-table-row, .vsm-vgrid-row):visible').first();
    if (TABS) {
      await page.getByRole('menuitem', { name: OTHER_MENU_ITEM }).click();
      await rowsShown.waitFor();
    }
    const out = [];
    for (let i = 0; i < (OPEN ? Math.min(searches, OPENED.length) : searches); i++) {
      // --language: zh-CN to zh-HK, then back; the menu is opened before the measured click.
      const [from, to] = i % 2 ? LANGUAGES : [LANGUAGES[1], LANGUAGES[0]];
      if (LANGUAGE) await page.getByRole('button', { name: from.texts.menuLabel }).click();
      // What the click ends with, watched in the page (--tabs, --open, --language): the frame after it shows.
      // Playwright's own waits poll over the protocol, tens of ms at CPU x4 that would count as the click's.
      const expected = LANGUAGE
        ? { tab: to.notice, language: to.texts.name[to.lang] }
        : OPEN
          ? { tab: OPENED[i % OPENED.length], rows: true }
          : TABS
            ? { tab: i % 2 ? OTHER_MENU_ITEM : FIRST_TAB, rows: true }
            : null;
      await page.evaluate(armMeasure, expected);
      if (OPEN) {
        const entry = page.getByRole('menuitem', { name: OPENED[i % OPENED.length] });
        await entry.hover();
        await page.waitForTimeout(300);
        await personClick(page, entry);
      } else if (LANGUAGE) {
        // A person moves to the item and reads it before the click, as with --open.
        const entry = page.getByRole('menuitem', { name: from.texts.name[to.lang] });
        await entry.hover();
        await page.waitForTimeout(300);
        await personClick(page, entry);
      } else if (TABS) {
        await personClick(page, page.locator('.shell-tab-label', { hasText: expected.tab }));
      } else {
        await personClick(page, button);
        await page.locator('.vsm-search-form .anticon-loading').waitFor({ state: 'detached' });
        await page.evaluate(() => window.__measure.end());
      }
      // A click that ends in nothing the page shows must not hang the run.
      out.push(
        await withTimeout(
          page.evaluate(() => window.__measure.done),
          60_000,
          `click ${i + 1} to ${JSON.stringify(expected)}`,
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
if (process.env.BENCH_VERBOSE)
  results.forEach((r, k) =>
    console.log(
      `${'AB'[k]} every click [ms, longest task]:`,
      JSON.stringify(r.map((x) => [x.ms, x.longest].map(Math.round))),
    ),
  );
results.forEach((r, k) =>
  console.log(
    `${'AB'[k]} ${servers[k].dist}: click to ${MEASURED.shown} ${ms(median(r.map((x) => x.ms)))}, longest task ${ms(median(r.map((x) => x.longest)))} (medians of ${r.length} ${MEASURED.clicks})`,
  ),
);
process.exit(0);
