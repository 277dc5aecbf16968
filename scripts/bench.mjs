// First-load benchmark of the supplier workbench against a baseline antd page (issue 6).
//   npm run bench                     build both, serve, measure 5 alternating runs, write reports/bench.json
//   node scripts/bench.mjs [--runs N] [--no-build] [--strict] [--out reports/bench.json]
//
// - The app: `vite build --mode prod` (after scripts/build-locales.mjs) into dist-bench-app/ (so a
//   parallel `npm test` rebuilding dist/ cannot pull files from under a run), served the way
//   scripts/preview-mock.mjs does: vite preview with /api and /portal proxied to the standalone
//   mock server (mocks/server.ts).
// - The baseline: bench/baseline (ConfigProvider, one Button, a 10-row Table) built with the app's
//   build options (bench/baseline/vite.config.ts), served by vite preview under /bench-baseline/.
// - Debian chromium (playwright-core), CPU throttled 4× (CDP Emulation.setCPUThrottlingRate), a
//   fresh browser context (empty cache and storage) per run, app and baseline alternating, one
//   unmeasured warm-up of each. Every wait has a timeout; the whole run has a watchdog.
// - Only 127.0.0.1 is reachable: the browser resolves every other host to nothing.
//
// Exit code: 0 whatever the timings say; with --strict, 1 when a size budget is breached.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { BUDGETS, analyzeBuild, heavyLibrariesIn, printTable, round } from './size-budget.mjs';
import { CHROMIUM_ARGS as BASE_CHROMIUM_ARGS } from './lib/local.mjs';

// ---------------------------------------------------------------------------------------------
// Settings
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

const RUNS = Math.min(Math.max(Number(option('--runs', 5)) || 5, 1), 30);
const WARMUP = 1;
const STRICT = flag('--strict');
const BUILD = !flag('--no-build');
const OUT = option('--out', 'reports/bench.json');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CPU_THROTTLING = 4;
const SETTLE_MS = 2000; // TBT and CLS are observed until ready + this
const STEP_TIMEOUT_MS = 45_000; // any single wait in the browser
const WATCHDOG_MS = 9 * 60_000; // the whole run, builds included
const HOST = '127.0.0.1';
// Ports: BENCH_PORT (default 4731) and the next free ones, so a parallel preview or e2e run of
// someone else is never in the way.
const FIRST_PORT = Number(process.env.BENCH_PORT) || 4731;
let APP_PORT, MOCK_PORT, BASELINE_PORT, APP_URL, BASELINE_URL;
const APP_BASE = '/web/fea-vsm/';
const BASELINE_BASE = '/bench-baseline/';
const APP_DIST = 'dist-bench-app';
const BASELINE_DIST = 'dist-bench-baseline';
const CHROMIUM_ARGS = [...BASE_CHROMIUM_ARGS, `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${HOST}`];

const notes = [];
const log = (line) => console.log(`bench: ${line}`);

// ---------------------------------------------------------------------------------------------
// Processes (only ours, ended by id)
let mockServer = null; // mocks/server.ts, in its own process group
let appServer = null;
let baselineServer = null;
let browser = null;
const serverOutput = [];

async function cleanup() {
  if (browser) await browser.close().catch(() => undefined);
  browser = null;
  for (const server of [appServer, baselineServer]) {
    if (server) await server.close().catch(() => undefined);
  }
  appServer = null;
  baselineServer = null;
  if (mockServer && mockServer.exitCode === null) {
    const child = mockServer;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const late = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(late);
  }
  mockServer = null;
}

const watchdog = setTimeout(() => {
  console.error(`bench: gave up after ${WATCHDOG_MS / 60000} minutes`);
  void cleanup().finally(() => process.exit(2));
}, WATCHDOG_MS);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().finally(() => process.exit(130)));

function run(cmd, cmdArgs, label) {
  const started = Date.now();
  const r = spawnSync(cmd, cmdArgs, { encoding: 'utf8', timeout: 240_000, env: { ...process.env, FORCE_COLOR: '0' } });
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    throw new Error(`${label} failed (${r.error?.message ?? `exit ${r.status}`})`);
  }
  log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (mockServer && mockServer.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(serverOutput.join('').slice(-4000));
  throw new Error(`${url} did not come up within ${ms} ms`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

async function freePorts(count) {
  const ports = [];
  for (let port = FIRST_PORT; port < FIRST_PORT + 50 && ports.length < count; port++) if (await portIsFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`no ${count} free ports from ${FIRST_PORT}`);
  return ports;
}

async function startServers() {
  [APP_PORT, MOCK_PORT, BASELINE_PORT] = await freePorts(3);
  APP_URL = `http://${HOST}:${APP_PORT}${APP_BASE}?apptoken=demo-supplier`;
  BASELINE_URL = `http://${HOST}:${BASELINE_PORT}${BASELINE_BASE}`;
  mockServer = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MOCK_PORT: String(MOCK_PORT) },
  });
  const keep = (d) => {
    serverOutput.push(String(d));
    if (serverOutput.length > 200) serverOutput.shift();
  };
  mockServer.stdout.on('data', keep);
  mockServer.stderr.on('data', keep);
  await waitFor(`http://${HOST}:${MOCK_PORT}/portal/`, 30_000);
  const target = `http://${HOST}:${MOCK_PORT}`;
  appServer = await preview({
    mode: 'prod',
    logLevel: 'warn',
    build: { outDir: APP_DIST },
    preview: { port: APP_PORT, strictPort: true, host: HOST, proxy: { '/api': { target }, '/portal': { target } } },
  });
  baselineServer = await preview({
    configFile: 'bench/baseline/vite.config.ts',
    logLevel: 'warn',
    preview: { port: BASELINE_PORT, strictPort: true, host: HOST },
  });
  await waitFor(`http://${HOST}:${APP_PORT}${APP_BASE}`, 60_000);
  await waitFor(BASELINE_URL, 20_000);
}

const mockCall = (what) =>
  fetch(`http://${HOST}:${APP_PORT}/api/__mock/${what}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(10_000) });

// ---------------------------------------------------------------------------------------------
// In the page (addInitScript, before any script of the page): long tasks, layout shifts, FCP and
// the moment the page is ready, from a MutationObserver (no polling).
function pageProbe({ kind }) {
  const b = (window.__bench = { kind, fcp: null, readyDom: null, ready: null, longtasks: [], shifts: [] });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // entry type not supported
    }
  };
  observe('longtask', (e) => b.longtasks.push({ start: e.startTime, duration: e.duration }));
  observe('layout-shift', (e) => b.shifts.push({ start: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  });
  const isReady =
    kind === 'app'
      ? () => {
          // The workbench's to-do cards with their numbers (src/features/workbench/components/TodoCards.tsx).
          const counts = document.querySelectorAll('[data-testid^="todo-count-"]');
          if (counts.length === 0) return false;
          for (const el of counts) if (!/^\d+$/.test((el.textContent ?? '').trim())) return false;
          return counts[0].checkVisibility ? counts[0].checkVisibility() : true;
        }
      : () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 10;
  b.readyPromise = new Promise((resolve) => {
    const check = () => {
      if (b.readyDom !== null || !isReady()) return;
      b.readyDom = performance.now();
      mo.disconnect();
      // Visible: the frame that paints it.
      requestAnimationFrame(() => {
        b.ready = performance.now();
        resolve(b.ready);
      });
    };
    const mo = new MutationObserver(check);
    mo.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The page's resource entries for JS files: URL and times (ms from navigation start). */
const scriptEntries = () =>
  performance
    .getEntriesByType('resource')
    .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
    .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }));

// ---------------------------------------------------------------------------------------------
// Metrics
const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Total Blocking Time (Lighthouse): the part of each long task beyond 50 ms, clipped to [from, to]. */
function totalBlockingTime(tasks, from, to) {
  let tbt = 0;
  let longest = 0;
  for (const t of tasks) {
    const start = Math.max(t.start, from);
    const end = Math.min(t.start + t.duration, to);
    if (end <= start) continue;
    longest = Math.max(longest, end - start);
    tbt += Math.max(0, end - start - 50);
  }
  return { tbt, longest };
}

/** CLS: the largest session window (gap < 1 s, length ≤ 5 s) of shifts without recent input, up to `to`. */
function cumulativeLayoutShift(shifts, to) {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts.filter((x) => !x.hadRecentInput && x.start <= to).sort((a, b) => a.start - b.start)) {
    if (s.start - last < 1000 && s.start - first < 5000) current += s.value;
    else {
      current = s.value;
      first = s.start;
    }
    last = s.start;
    best = Math.max(best, current);
  }
  return best;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// One measured load
let appAnalysis = null;
let baselineAnalysis = null;
const offHostRequests = new Set();

async function newPage(kind) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN', serviceWorkers: 'block' });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' }).catch(() => cdp.send('Performance.enable'));
  await page.addInitScript(pageProbe, { kind });
  const bodies = new Map();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('request', (req) => {
    const host = new URL(req.url()).hostname;
    if (host !== HOST && !req.url().startsWith('data:')) offHostRequests.add(req.url());
  });
  page.on('response', (res) => {
    if (/\.m?js$/.test(new URL(res.url()).pathname)) bodies.set(res.url(), res.body().catch(() => null));
  });
  return { context, page, cdp, bodies, errors };
}

/**
 * JS loaded before ready: requested before the task that rendered the ready state began and
 * finished before that render; with gzip size and the heavy libraries found in each file. (Chunks
 * the ready render itself starts, e.g. the workbench charts, may finish while that task still
 * runs: they are after ready, not part of the first load.)
 */
async function firstLoadScripts(page, bodies, { readyDom, longtasks }, { base, analysis }) {
  const readyTask = longtasks.find((t) => t.start <= readyDom && readyDom <= t.start + t.duration + 1);
  const cutoff = readyTask ? readyTask.start : readyDom;
  const entries = (await page.evaluate(scriptEntries)).filter((e) => e.start < cutoff && e.end > 0 && e.end <= readyDom);
  const files = [];
  for (const e of entries) {
    const body = await withTimeout(bodies.get(e.url) ?? Promise.resolve(null), 10_000, `body of ${e.url}`);
    if (!body) throw new Error(`no body captured for ${e.url}`);
    const pathname = new URL(e.url).pathname;
    const file = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
    const chunk = analysis?.chunks.find((c) => c.file === file);
    files.push({
      file,
      gzipKB: gzipSync(body).length / 1000,
      endMs: e.end,
      heavy: heavyLibrariesIn({ modules: chunk?.moduleIds ?? [], code: body.toString('utf8') }).concat(
        chunk?.heavy.filter((h) => h.via.startsWith('module')) ?? [],
      ),
    });
  }
  for (const f of files) f.heavy = [...new Map(f.heavy.map((h) => [h.lib, h])).values()];
  return files;
}

async function measureLoad(kind) {
  const { context, page, cdp, bodies, errors } = await newPage(kind);
  try {
    if (kind === 'app') {
      await mockCall('reset');
      await mockCall('faults/clear');
    }
    await page.goto(kind === 'app' ? APP_URL : BASELINE_URL, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    const ready = await withTimeout(page.evaluate(() => window.__bench.readyPromise), STEP_TIMEOUT_MS, `${kind} ready`).catch(async (error) => {
      const shot = `reports/bench-${kind}-not-ready.png`;
      await page.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(`${error.message} at ${page.url()} (screenshot ${shot})${errors.length ? `; page errors: ${errors.slice(0, 5).join(' | ')}` : ''}`);
    });
    // Main-thread work up to ready (CDP Performance metrics, seconds → ms): where the time went.
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const work = {
      taskMs: metrics.TaskDuration * 1000,
      scriptMs: metrics.ScriptDuration * 1000,
      styleMs: metrics.RecalcStyleDuration * 1000,
      layoutMs: metrics.LayoutDuration * 1000,
    };
    // Observe TBT and CLS until ready + SETTLE_MS (page time).
    await page.evaluate((until) => new Promise((r) => setTimeout(r, Math.max(0, until - performance.now()))), ready + SETTLE_MS);
    const b = await page.evaluate(() => {
      const { fcp, readyDom, ready: r, longtasks, shifts } = window.__bench;
      const nav = performance.getEntriesByType('navigation')[0];
      return { fcp, readyDom, ready: r, longtasks, shifts, redirects: nav ? nav.redirectCount : 0 };
    });
    const windowEnd = b.ready + SETTLE_MS;
    const { tbt, longest } = totalBlockingTime(b.longtasks, b.fcp ?? 0, windowEnd);
    const files = await firstLoadScripts(page, bodies, b, kind === 'app' ? { base: APP_BASE, analysis: appAnalysis } : { base: BASELINE_BASE, analysis: baselineAnalysis });
    const result = {
      readyMs: b.ready,
      readyDomMs: b.readyDom,
      fcpMs: b.fcp,
      tbtMs: tbt,
      longestTaskMs: longest,
      cls: cumulativeLayoutShift(b.shifts, windowEnd),
      initialJsGzipKB: files.reduce((s, f) => s + f.gzipKB, 0),
      files,
      work,
    };
    if (kind === 'app') {
      result.zhHk = await measureZhHkSwitch(page);
      result.scenarios = await runScenarios(page);
    }
    return result;
  } finally {
    await context.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// zh-HK switch from the header's language menu
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

async function measureZhHkSwitch(page) {
  const cnLang = readJson('locales/zh-CN/lang.json');
  const hkLang = readJson('locales/zh-HK/lang.json');
  const hkWorkbench = readJson('locales/zh-HK/workbench.json');
  const expected = { headerName: hkLang.name['zh-HK'], todoLabel: hkWorkbench.todoOrderNotice };
  await page.getByRole('button', { name: cnLang.menuLabel }).click();
  const item = page.getByRole('menuitem', { name: cnLang.name['zh-HK'] });
  await item.waitFor({ state: 'visible' });
  await page.evaluate((exp) => {
    const s = (window.__bench.switch = { t0: null, t1: null });
    document.addEventListener(
      'click',
      (e) => {
        if (s.t0 === null && e.target instanceof Element && e.target.closest('[role="menuitem"]')) s.t0 = e.timeStamp;
      },
      true,
    );
    const done = () => {
      const header = document.querySelector('header')?.textContent ?? '';
      const todo = document.querySelector('[data-testid="todo-count-orderNotice"]')?.parentElement?.textContent ?? '';
      return header.includes(exp.headerName) && todo.includes(exp.todoLabel);
    };
    s.done = new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        if (s.t0 === null || s.t1 !== null || !done()) return;
        s.t1 = performance.now();
        mo.disconnect();
        requestAnimationFrame(() => resolve((s.painted = performance.now())));
      });
      mo.observe(document, { childList: true, subtree: true, characterData: true });
    });
  }, expected);
  await item.click();
  await withTimeout(page.evaluate(() => window.__bench.switch.done), STEP_TIMEOUT_MS, 'zh-HK switch');
  return page.evaluate(() => {
    const s = window.__bench.switch;
    const opencc = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= s.t0 && /cn2t|opencc/i.test(e.name))
      .map((e) => ({ url: e.name, start: e.startTime - s.t0, end: e.responseEnd - s.t0 }));
    return { ms: s.painted - s.t0, opencc, openccBeforeSwitched: opencc.some((e) => e.end > 0 && e.end + s.t0 <= s.t1) };
  });
}

// ---------------------------------------------------------------------------------------------
// Kit scenarios, run in the signed-in app page after the workbench measurements. Each `run` gets
// the page and `longestTaskDuring` and returns its fields; `run: null` records nulls and the note.
// Adding one later is a small async function here (navigate to its screen, act, measure).
/** Longest long task (ms, page time) while `action` runs. */
async function longestTaskDuring(page, action) {
  const from = await page.evaluate(() => performance.now());
  const started = Date.now();
  await action();
  const to = await page.evaluate(() => performance.now());
  const tasks = await page.evaluate(() => window.__bench.longtasks);
  const longest = tasks.filter((t) => t.start + t.duration >= from && t.start <= to).reduce((m, t) => Math.max(m, t.duration), 0);
  return { ms: Date.now() - started, longestTaskMs: longest };
}

const SCENARIOS = {
  grid10k: {
    fields: ['domRows', 'longestTaskMs'],
    run: null,
    note: 'grid10k: null — the kit grid screen (10 000 rows, virtualised) is not in the build yet; add SCENARIOS.grid10k.run in scripts/bench.mjs: open it, count rendered rows (domRows), longest task while scrolling.',
  },
  export100k: {
    fields: ['ms', 'longestTaskMs'],
    run: null,
    note: 'export100k: null — the kit grid export (100 000 rows to xlsx) is not in the build yet; add SCENARIOS.export100k.run in scripts/bench.mjs: trigger the export, wait for the download, time it and the longest main-thread task.',
  },
};

async function runScenarios(page) {
  const out = {};
  for (const [name, s] of Object.entries(SCENARIOS)) {
    if (!s.run) {
      out[name] = Object.fromEntries(s.fields.map((f) => [f, null]));
      continue;
    }
    try {
      out[name] = await withTimeout(s.run(page, { longestTaskDuring: (action) => longestTaskDuring(page, action) }), STEP_TIMEOUT_MS, name);
    } catch (error) {
      out[name] = Object.fromEntries(s.fields.map((f) => [f, null]));
      notes.push(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  if (!existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);
  if (BUILD) {
    run(process.execPath, ['scripts/build-locales.mjs'], 'locales');
    run('npx', ['vite', 'build', '--mode', 'prod', '--outDir', APP_DIST, '--emptyOutDir', '--logLevel', 'warn'], `app build (vite build --mode prod → ${APP_DIST}/)`);
    run('npx', ['vite', 'build', '--config', 'bench/baseline/vite.config.ts', '--logLevel', 'warn'], 'baseline build');
  }
  if (!existsSync(`${APP_DIST}/index.html`) || !existsSync(`${BASELINE_DIST}/index.html`)) throw new Error(`${APP_DIST}/ or ${BASELINE_DIST}/ is missing: run without --no-build`);
  appAnalysis = analyzeBuild(APP_DIST);
  baselineAnalysis = analyzeBuild(BASELINE_DIST);

  await startServers();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
  CHROMIUM_VERSION = browser.version();
  log(`chromium ${browser.version()}, CPU ×${CPU_THROTTLING}, ${RUNS} runs (+${WARMUP} warm-up) alternating app / baseline`);

  const samples = { app: [], baseline: [] };
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const order = i % 2 === 0 ? ['app', 'baseline'] : ['baseline', 'app'];
    for (const kind of order) {
      const r = await measureLoad(kind);
      const warm = i < WARMUP;
      log(
        `${warm ? 'warm-up' : `run ${i - WARMUP + 1}/${RUNS}`} ${kind.padEnd(8)} ready ${r.readyMs.toFixed(0)} ms, FCP ${r.fcpMs?.toFixed(0) ?? '-'} ms, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, JS ${r.initialJsGzipKB.toFixed(1)} KB` +
          (r.zhHk ? `, zh-HK ${r.zhHk.ms.toFixed(0)} ms` : ''),
      );
      if (!warm) samples[kind].push(r);
    }
  }
  await cleanup();
  const loadAfter = os.loadavg()[0];

  // ----- results
  const pick = (kind, f) => median(samples[kind].map(f));
  const app = {
    ready: pick('app', (r) => r.readyMs),
    fcp: pick('app', (r) => r.fcpMs),
    tbt: pick('app', (r) => r.tbtMs),
    longest: pick('app', (r) => r.longestTaskMs),
    cls: pick('app', (r) => r.cls),
    js: pick('app', (r) => r.initialJsGzipKB),
    zhHk: pick('app', (r) => r.zhHk.ms),
  };
  const base = {
    ready: pick('baseline', (r) => r.readyMs),
    fcp: pick('baseline', (r) => r.fcpMs),
    tbt: pick('baseline', (r) => r.tbtMs),
    longest: pick('baseline', (r) => r.longestTaskMs),
    cls: pick('baseline', (r) => r.cls),
    js: pick('baseline', (r) => r.initialJsGzipKB),
  };
  // The files of the median app run (the set is the same in every run unless a race changes it).
  const fileSets = new Set(samples.app.map((r) => r.files.map((f) => f.file).sort().join(',')));
  if (fileSets.size > 1) notes.push(`the set of JS files loaded before ready differed between runs (${fileSets.size} variants); initialJsGzipKB is the median`);
  const appFiles = samples.app[0].files;
  const heavy = [...new Map(samples.app.flatMap((r) => r.files.flatMap((f) => f.heavy.map((h) => [`${h.lib}|${f.file}`, { ...h, file: f.file }])))).values()];
  const openccSwitch = samples.app.some((r) => r.zhHk.openccBeforeSwitched);
  const largest = appAnalysis.largestRouteChunk;
  const scenarios = samples.app[0].scenarios;
  for (const s of Object.values(SCENARIOS)) if (!s.run) notes.push(s.note);
  if (offHostRequests.size) notes.push(`requests to other hosts were blocked: ${[...offHostRequests].slice(0, 5).join(', ')}`);
  notes.push(
    `timings: medians of ${RUNS} runs, CPU ×${CPU_THROTTLING}, fresh context per run; ready = rAF after the DOM shows all to-do counts (app) / 10 table rows (baseline), from navigation start; TBT over [FCP, ready + ${SETTLE_MS} ms]; CLS = largest session window up to ready + ${SETTLE_MS} ms; sizes = zlib gzip (level 6) of each JS response requested before the task that rendered ready and finished before it, KB = 1000 bytes; mainThreadToReadyMs = CDP Performance metrics (TaskDuration, ScriptDuration, RecalcStyleDuration, LayoutDuration; thread time) when ready was reached`,
  );
  notes.push(
    `machine: ${os.cpus().length} CPUs, 1-min load average ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after the runs` +
      (loadBefore > 1 ? ' — other work was running: timings are inflated, compare ratios rather than absolute times' : ''),
  );
  notes.push(`zhHkSwitchMs: click on the zh-HK item of the header language menu → header shows "${readJson('locales/zh-HK/lang.json').name['zh-HK']}" and the to-do labels are zh-HK (next frame); opencc ${openccSwitch ? 'WAS loaded before the switch finished (on the critical path)' : 'was not on the critical path of the switch'}`);

  const ratio = (a, b) => (a !== null && b ? a / b : null);
  const budgets = [
    { budget: `initial JS ≤ ${BUDGETS.initialVsBaseline}× baseline`, kind: 'size', value: `${app.js.toFixed(1)} / ${base.js.toFixed(1)} KB = ${ratio(app.js, base.js).toFixed(2)}×`, pass: app.js <= BUDGETS.initialVsBaseline * base.js },
    { budget: `initial JS < ${BUDGETS.initialJsGzipKB} KB gzip`, kind: 'size', value: `${app.js.toFixed(1)} KB`, pass: app.js < BUDGETS.initialJsGzipKB },
    { budget: `route chunk of our code ≤ ${BUDGETS.routeChunkGzipKB} KB gzip`, kind: 'size', value: largest ? `${largest.gzipKB.toFixed(1)} KB (${largest.file})` : 'none', pass: !largest || largest.gzipKB <= BUDGETS.routeChunkGzipKB },
    { budget: 'no xlsx / pdf.js / opencc / charts before ready', kind: 'size', value: heavy.length ? heavy.map((h) => `${h.lib} in ${h.file}`).join('; ') : 'none', pass: heavy.length === 0 },
    { budget: 'workbench ready ≤ 1.5× baseline', kind: 'timing', value: `${app.ready.toFixed(0)} / ${base.ready.toFixed(0)} ms = ${ratio(app.ready, base.ready).toFixed(2)}×`, pass: app.ready <= 1.5 * base.ready },
    { budget: 'TBT < 200 ms', kind: 'timing', value: `${app.tbt.toFixed(0)} ms`, pass: app.tbt < 200 },
    { budget: 'CLS < 0.1', kind: 'timing', value: app.cls.toFixed(3), pass: app.cls < 0.1 },
  ];

  console.log(`\nmedians of ${RUNS} runs (CPU ×${CPU_THROTTLING}, fresh context each)\n`);
  const fmt = (v, d = 0) => (v === null || v === undefined ? '-' : v.toFixed(d));
  printTable(
    [
      { metric: 'ready (ms from navigation start)', app: fmt(app.ready), baseline: fmt(base.ready), ratio: fmt(ratio(app.ready, base.ready), 2) },
      { metric: 'FCP (ms)', app: fmt(app.fcp), baseline: fmt(base.fcp), ratio: fmt(ratio(app.fcp, base.fcp), 2) },
      { metric: 'JS before ready (KB gzip)', app: fmt(app.js, 1), baseline: fmt(base.js, 1), ratio: fmt(ratio(app.js, base.js), 2) },
      { metric: 'TBT (ms)', app: fmt(app.tbt), baseline: fmt(base.tbt), ratio: '' },
      { metric: 'longest task (ms)', app: fmt(app.longest), baseline: fmt(base.longest), ratio: '' },
      { metric: 'CLS', app: fmt(app.cls, 3), baseline: fmt(base.cls, 3), ratio: '' },
      ...['taskMs', 'scriptMs', 'styleMs', 'layoutMs'].map((k) => {
        const a = pick('app', (r) => r.work[k]);
        const bl = pick('baseline', (r) => r.work[k]);
        return { metric: `main thread to ready: ${k.replace('Ms', '')} (ms)`, app: fmt(a), baseline: fmt(bl), ratio: fmt(ratio(a, bl), 2) };
      }),
      { metric: 'zh-HK switch (ms)', app: fmt(app.zhHk), baseline: '', ratio: '' },
      { metric: 'largest route chunk (KB gzip)', app: largest ? `${largest.gzipKB.toFixed(1)} ${largest.file}` : '-', baseline: '', ratio: '' },
    ],
    ['metric', 'app', 'baseline', 'ratio'],
  );
  console.log('\nJS loaded before the workbench was ready (first run):');
  printTable(
    [...appFiles].sort((a, b) => b.gzipKB - a.gzipKB).map((f) => ({ file: f.file, 'gzip KB': f.gzipKB.toFixed(1), 'done at ms': f.endMs.toFixed(0) })),
    ['file', 'gzip KB', 'done at ms'],
  );
  console.log('');
  printTable(budgets.map((b) => ({ ...b, result: b.pass ? 'pass' : 'FAIL' })), ['budget', 'kind', 'value', 'result']);

  const report = {
    generatedAt: new Date().toISOString(),
    commit: gitCommit(),
    chromium: CHROMIUM_VERSION,
    cpuThrottling: CPU_THROTTLING,
    runs: RUNS,
    initialJsGzipKB: round(app.js),
    baselineInitialJsGzipKB: round(base.js),
    largestRouteChunkGzipKB: largest ? round(largest.gzipKB) : null,
    largestRouteChunk: largest?.file ?? null,
    workbenchReadyMs: round(app.ready, 0),
    baselineReadyMs: round(base.ready, 0),
    workbenchFcpMs: round(app.fcp, 0),
    workbenchTbtMs: round(app.tbt, 0),
    workbenchLongestTaskMs: round(app.longest, 0),
    workbenchCls: round(app.cls, 4),
    grid10k: scenarios.grid10k,
    export100k: scenarios.export100k,
    zhHkSwitchMs: round(app.zhHk, 0),
    mainThreadToReadyMs: Object.fromEntries(
      ['taskMs', 'scriptMs', 'styleMs', 'layoutMs'].map((k) => [k.replace('Ms', ''), { app: round(pick('app', (r) => r.work[k]), 0), baseline: round(pick('baseline', (r) => r.work[k]), 0) }]),
    ),
    budgets: budgets.map(({ budget, kind, value, pass }) => ({ budget, kind, value, pass })),
    firstLoadFiles: [...appFiles].sort((a, b) => b.gzipKB - a.gzipKB).map((f) => ({ file: f.file, gzipKB: round(f.gzipKB) })),
    heavyBeforeReady: heavy,
    samples: {
      workbenchReadyMs: samples.app.map((r) => round(r.readyMs, 0)),
      baselineReadyMs: samples.baseline.map((r) => round(r.readyMs, 0)),
      workbenchTbtMs: samples.app.map((r) => round(r.tbtMs, 0)),
      workbenchCls: samples.app.map((r) => round(r.cls, 4)),
      zhHkSwitchMs: samples.app.map((r) => round(r.zhHk.ms, 0)),
    },
    notes,
  };
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${OUT} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const sizeBreaches = budgets.filter((b) => b.kind === 'size' && !b.pass);
  return STRICT && sizeBreaches.length ? 1 : 0;
}

let CHROMIUM_VERSION = null;
function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', timeout: 5000 }).trim();
  } catch {
    return null;
  }
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.stack : String(error)}`);
  code = 1;
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(code);
