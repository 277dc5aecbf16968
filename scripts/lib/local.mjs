// What the scripts that start servers and Chromium share.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

/** Debian's Chromium as this workplace runs it (no sandbox as root, no background network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Chromium 156 opens a renderer for its omnibox's WebUI popup with every new window (each Playwright
 * context): ~1.8 s of CPU at each page's first load on 2 cores, competing with it (a query screen's
 * boot 3.4 → 2.5 s; reports/npm-test.md). A user's browser has its omnibox already.
 */
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
/**
 * Playwright's own `--disable-features`: Chromium takes the last of two such switches, so ours repeats
 * them (tests/scripts/chromiumArgs.test.ts compares this with the installed Playwright's list).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP].join(',')}`,
];

/**
 * Waits until a local server answers `url` below HTTP 500; bounded by `ms`. `gaveUp()` may end
 * the wait early (a child process that exited).
 */
export async function waitForServer(url, ms = 60000, gaveUp = () => false) {
  const until = Date.now() + ms;
  while (Date.now() < until && !gaveUp()) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

/**
 * Serves each built dist as scripts/preview-mock.mjs does (vite preview with a mock server of its own),
 * the i-th on `firstPort + 10 i` and its mock one port above; they stop when this process exits.
 */
export async function servePreviews(dists, firstPort) {
  const servers = dists.map((dist, i) => ({ dist, port: firstPort + 10 * i, mockPort: firstPort + 10 * i + 1 }));
  const children = [];
  process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));
  for (const s of servers) {
    const child = spawn(process.execPath, ['scripts/preview-mock.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DIST_DIR: s.dist, PORT: String(s.port), MOCK_PORT: String(s.mockPort) },
    });
    children.push(child);
    await waitForServer(`http://127.0.0.1:${s.port}/web/fea-vsm/`, 60000, () => child.exitCode !== null);
  }
  return servers;
}

/**
 * Makes sure `binary` exists: apt-get installs `packages` when run as root, otherwise the process ends
 * saying what to install (`hint`: the other way, e.g. an environment variable pointing at a binary).
 */
export function ensureDebianPackage(binary, packages, { name, hint, installArgs = [] }) {
  if (existsSync(binary)) return false;
  if (!(typeof process.getuid === 'function' && process.getuid() === 0)) {
    console.error(
      `${name} was not found at ${binary}.\nInstall it with:  sudo apt-get install -y ${packages.join(' ')}\n${hint}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(' and ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...installArgs, ...packages],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  return true;
}

/** The production build of the app into `outDir` (the zh-HK texts first); exits the process if it fails. */
export function buildApp(outDir, mode = 'prod') {
  const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' });
  if (run(process.execPath, ['scripts/build-locales.mjs']).status !== 0) process.exit(1);
  if (run('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir]).status !== 0) process.exit(1);
}
