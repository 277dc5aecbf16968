// A/B of two production builds on the workbench's first load (issue 6: how every first-load change
// in README "Budgets" was measured). Timings on these machines swing by hundreds of ms between
// single runs, so one build is never compared with a number from another day: both are served side
// by side and loaded alternately, and the median of the per-pair differences is reported.
//   node scripts/bench-ab.mjs DIST_A DIST_B [--runs 14] [--latency MS] [--port 4451]
//   e.g.  git stash && npx vite build --mode prod --outDir dist-a && git stash pop
//         npx vite build --mode prod --outDir dist-b && node scripts/bench-ab.mjs dist-a dist-b
// Each build is served like scripts/preview-mock.mjs (vite preview + its own mock server), loaded
// as demo-supplier in a fresh context at CPU ×4 (--latency adds emulated network latency to every
// request). 'Ready' and TBT are measured as in scripts/bench.mjs (scripts/lib/firstLoad.mjs).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { median, pageProbe, totalBlockingTime } from './lib/firstLoad.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, servePreviews } from './lib/local.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dists = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const RUNS = Math.max(2, Number(option('--runs', 14)) || 14);
const LATENCY = Number(option('--latency', 0)) || 0;
const FIRST_PORT = Number(option('--port', 4451));
const SETTLE_MS = 2000;
if (dists.length !== 2 || !dists.every((d) => existsSync(`${d}/index.html`))) {
  console.error(
    'usage: node scripts/bench-ab.mjs DIST_A DIST_B [--runs 14] [--latency MS] [--port 4451] (two built dist directories)',
  );
  process.exit(2);
}

process.on('SIGINT', () => process.exit(130));

async function load(browser, { port, mockPort }) {
  await fetch(`http://127.0.0.1:${mockPort}/api/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (LATENCY) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.addInitScript(pageProbe, { kind: 'app' });
    await page.goto(`http://127.0.0.1:${port}/web/fea-vsm/?apptoken=demo-supplier`, { waitUntil: 'commit' });
    const ready = await page.evaluate(() => window.__bench.readyPromise);
    await page.waitForTimeout(SETTLE_MS);
    const { fcp, longtasks } = await page.evaluate(() => window.__bench);
    return { ready, tbt: totalBlockingTime(longtasks, fcp ?? 0, ready + SETTLE_MS).tbt };
  } finally {
    await context.close();
  }
}

const ms = (x) => `${Math.round(x)} ms`;

const servers = await servePreviews(dists, FIRST_PORT);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const [A, B] = [[], []];
try {
  for (const s of servers) await load(browser, s); // unmeasured warm-up of each
  for (let i = 0; i < RUNS; i++) {
    // alternate which build goes first, so neither always follows the other
    const order = i % 2 ? [1, 0] : [0, 1];
    const pair = [];
    for (const k of order) pair[k] = await load(browser, servers[k]);
    A.push(pair[0]);
    B.push(pair[1]);
    console.log(
      `run ${i + 1}/${RUNS}: A ready ${ms(pair[0].ready)} TBT ${ms(pair[0].tbt)} | B ready ${ms(pair[1].ready)} TBT ${ms(pair[1].tbt)}`,
    );
  }
} finally {
  await browser.close();
}
for (const key of ['ready', 'tbt']) {
  const diff = median(A.map((a, i) => B[i][key] - a[key]));
  const faster = B.filter((b, i) => b[key] < A[i][key]).length;
  console.log(
    `${key.padEnd(5)}  A ${ms(median(A.map((x) => x[key])))}  B ${ms(median(B.map((x) => x[key])))}  B−A paired median ${ms(diff)}  (B lower in ${faster} of ${RUNS})`,
  );
}
process.exit(0);
