// Playwright journeys against the production build in Debian's chromium, each worker behind its own
// real nginx with deploy/nginx/fea-vsm.conf (the CSP, gzip and caching a user gets) and its own mock
// server (its own database): the journeys reset the database and inject faults, so two workers never
// share one. Finds the browser and nginx, or installs them with apt-get when run as root.
//   node scripts/e2e.mjs [playwright args]     build, size budgets, journeys
//   E2E_NO_BUILD=1  serve dist/ as it is     E2E_WORKERS=N  workers (default 2)
//   E2E_PREVIEW=1   vite preview instead of nginx (no CSP: e2e/csp.spec.ts skips)
import { spawn, spawnSync } from 'node:child_process';
import { CHROMIUM_PATH, buildApp, ensureDebianPackage, waitForServer } from './lib/local.mjs';
import { startNginx } from './lib/nginx.mjs';

const CHROMIUM = CHROMIUM_PATH;

ensureDebianPackage(CHROMIUM, ['chromium', 'fonts-noto-cjk'], {
  name: 'Chromium',
  hint: 'or point CHROMIUM_PATH at a Chromium binary.',
});
const port = Number(process.env.PORT) || 4173;
const mockPort = Number(process.env.MOCK_PORT) || port + 1;
const distDir = process.env.DIST_DIR || 'dist';
const behindNginx = !process.env.E2E_PREVIEW;
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
const servers = Array.from({ length: workers }, (_, i) => ({
  port: port + 10 * i,
  mockPort: i === 0 ? mockPort : port + 10 * i + 1,
}));

const stops = [];
const startPreview = ({ port: p, mockPort: m }) => {
  const child = spawn(process.execPath, ['scripts/preview-mock.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(p), MOCK_PORT: String(m), DIST_DIR: distDir },
  });
  stops.push(() => child.kill('SIGTERM'));
  return waitForServer(`http://127.0.0.1:${p}/web/fea-vsm/`, 60000, () => child.exitCode !== null);
};
const startServer = async (s) => {
  if (!behindNginx) return startPreview(s);
  const nginx = await startNginx({ distDir, mockPort: s.mockPort, nginxPort: s.port });
  stops.push((failed) => nginx.stop(failed && Boolean(process.env.KEEP_NGINX_PREFIX)));
};

let code = 1;
try {
  if (!process.env.E2E_NO_BUILD) buildApp(distDir);
  await Promise.all(servers.map(startServer));
  // Size budgets of the fresh build (issue 6): a breach fails the run, after the journeys.
  const size = spawnSync(process.execPath, ['scripts/size-budget.mjs', '--dist', distDir], { stdio: 'inherit' });
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: CHROMIUM,
      E2E_BASE_URLS: servers.map((s) => `http://127.0.0.1:${s.port}`).join(','),
      ...(behindNginx ? { E2E_NGINX: '1' } : {}),
    },
  });
  code = run.status ?? 1;
  code ||= size.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const stop of stops) stop(code !== 0);
}
process.exit(code);
