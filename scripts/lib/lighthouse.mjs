// Lighthouse on pages served like production: a build behind nginx with deploy/nginx/fea-vsm.conf (gzip,
// caching, CSP), the API on the bench's mock server (issue 39 item 3). Mobile (Lighthouse's default:
// simulated slow 4G, CPU ×4) and desktop presets, the median run by score reported with what held its
// main thread.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withNginxPages } from './nginx.mjs';
import { middleOf } from './firstLoad.mjs';

/**
 * Fetched by npx on first use rather than installed with the project: a bench tool, ~120 packages that
 * neither the portal nor `npm test` needs. 12.x: Lighthouse 13 needs Node 22.19, the project runs on 20.
 */
export const LIGHTHOUSE = 'lighthouse@12.8.2';

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  siMs: 'speed-index',
  ttiMs: 'interactive',
  cls: 'cumulative-layout-shift',
};

const round = (n, digits = 0) => (n === null || n === undefined ? null : Number(n.toFixed(digits)));
const fileOf = (url) => (url.startsWith('http') ? new URL(url).pathname.split('/').pop() || url : url);

/** The figures of one Lighthouse report (LHR) that the bench keeps. */
export function figuresOf(lhr) {
  const audits = lhr.audits;
  const figures = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, round(audits[id]?.numericValue, key === 'cls' ? 3 : 0)]),
  );
  const items = (id) => audits[id]?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    ...figures,
    benchmarkIndex: round(lhr.environment?.benchmarkIndex),
    // Where the main thread went (simulated ms): by kind of work, and by script.
    mainThreadMs: Object.fromEntries(items('mainthread-work-breakdown').map((i) => [i.group, round(i.duration)])),
    scripts: items('bootup-time')
      .slice(0, 6)
      .map((i) => ({ file: fileOf(i.url), totalMs: round(i.total), scriptingMs: round(i.scripting) })),
    longTasks: items('long-tasks')
      .slice(0, 8)
      .map((i) => ({ file: fileOf(i.url), ms: round(i.duration), atMs: round(i.startTime) })),
    lcpElement: items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.selector ?? null,
  };
}

/**
 * The median run, so that its breakdown belongs to its figures: runs ordered from the worst to the best (by score;
 * of equal scores, more blocking time first), the middle one, the worse of the middle two.
 */
export function medianRun(runs) {
  return middleOf(runs, (a, b) => a.score - b.score || b.tbtMs - a.tbtMs);
}

/** How often a run is tried when Lighthouse itself says to run it again. */
const TRIES = 2;

/**
 * Lighthouse's runtime errors that it says to retry ("Something went wrong with recording the trace over your
 * page load. Please run Lighthouse again. (NO_NAVSTART)"): the run, not the page, failed.
 */
export const worthAnotherRun = (stderr) => /Please run Lighthouse again/.test(stderr);

/**
 * `attempt()` ({ ok, stderr, value }) up to `tries` times while it fails with an error worth another run;
 * its value, or an Error with the last stderr.
 */
export function runWithRetry(attempt, tries = TRIES, onRetry = () => {}) {
  for (let i = 1; ; i += 1) {
    const result = attempt();
    if (result.ok) return result.value();
    if (i >= tries || !worthAnotherRun(result.stderr)) throw new Error(result.stderr.slice(-500));
    onRetry(result.stderr);
  }
}

/** One Lighthouse run of `url` with `preset`; its figures. */
function lighthouseRun({ url, preset, file, chromiumPath, chromiumArgs, log }) {
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${file}`,
    '--quiet',
    `--chrome-flags=${chromiumArgs.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const env = { ...process.env, CHROME_PATH: chromiumPath };
  try {
    return runWithRetry(
      () => {
        const lh = spawnSync('npx', args, { encoding: 'utf8', timeout: 180_000, env });
        return {
          ok: lh.status === 0,
          stderr: lh.error?.message ?? lh.stderr ?? '',
          value: () => figuresOf(JSON.parse(readFileSync(file, 'utf8'))),
        };
      },
      TRIES,
      (stderr) => log(`lighthouse ${preset} ${url}: run again (${stderr.trim().split('\n').at(-1)})`),
    );
  } catch (error) {
    throw new Error(`lighthouse ${preset} ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Lighthouse on each of `pages` ({ name, distDir, path, securityHeaders }), each behind an nginx of its own
 * (ports from `nginxPorts`): `runs` runs per preset and page, the pages alternating so that the machine's
 * ups and downs fall on both. `resetMock()` runs before each load: each signs in to the same seeded data.
 * Resolves { [page name]: { path, mobile, desktop } }.
 */
export async function lighthouseOfPages({
  pages,
  mockPort,
  nginxPorts,
  runs,
  chromiumPath,
  chromiumArgs,
  resetMock,
  log,
}) {
  const out = mkdtempSync(join(tmpdir(), 'fea-vsm-lighthouse-'));
  try {
    return await withNginxPages({ pages, mockPort, nginxPorts }, async (servers) => {
      const result = Object.fromEntries(pages.map((p) => [p.name, { path: p.path }]));
      for (const preset of ['mobile', 'desktop']) {
        const samples = Object.fromEntries(pages.map((p) => [p.name, []]));
        for (let run = 0; run < runs; run += 1) {
          for (const [i, page] of pages.entries()) {
            await resetMock();
            const figures = lighthouseRun({
              url: `${servers[i].base}${page.path}`,
              preset,
              file: join(out, `${page.name}-${preset}-${run}.json`),
              chromiumPath,
              chromiumArgs,
              log,
            });
            log(
              `lighthouse ${page.name} ${preset} ${run + 1}/${runs}: ${figures.score} (LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms)`,
            );
            samples[page.name].push(figures);
          }
        }
        for (const page of pages)
          result[page.name][preset] = {
            ...medianRun(samples[page.name]),
            scores: samples[page.name].map((s) => s.score),
          };
      }
      return { lighthouse: LIGHTHOUSE, runs, ...result };
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
