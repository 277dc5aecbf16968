// Playwright journeys against the production build (npm run preview:mock) in Debian's chromium.
// Finds the browser, or installs it with apt-get when run as root; otherwise says what to install.
import { spawn, spawnSync } from 'node:child_process';
import { CHROMIUM_PATH, ensureDebianPackage, waitForServer } from './lib/local.mjs';

const CHROMIUM = CHROMIUM_PATH;

ensureDebianPackage(CHROMIUM, ['chromium', 'fonts-noto-cjk'], {
  name: 'Chromium',
  hint: 'or point CHROMIUM_PATH at a Chromium binary.',
});
const port = Number(process.env.PORT) || 4173;
const mockPort = Number(process.env.MOCK_PORT) || port + 1;
// Playwright workers, each with its own preview and mock server (its own database): the journeys
// reset the database and inject faults, so two workers never share one.
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
const servers = Array.from({ length: workers }, (_, i) => ({
  port: port + 10 * i,
  mockPort: i === 0 ? mockPort : port + 10 * i + 1,
}));
const children = [];
const startServer = ({ port: p, mockPort: m }, build) => {
  const child = spawn(process.execPath, ['scripts/preview-mock.mjs', ...(build ? ['--build'] : [])], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(p), MOCK_PORT: String(m) },
  });
  children.push(child);
  return waitForServer(`http://127.0.0.1:${p}/web/fea-vsm/`, 240000, () => child.exitCode !== null);
};
let code = 1;
try {
  // The first server builds; the others serve the same build.
  await startServer(servers[0], !process.env.E2E_NO_BUILD);
  await Promise.all(servers.slice(1).map((s) => startServer(s, false)));
  // Size budgets of the fresh build (issue 6): a breach fails the run, after the journeys.
  const size = spawnSync(process.execPath, ['scripts/size-budget.mjs', '--dist', process.env.DIST_DIR || 'dist'], {
    stdio: 'inherit',
  });
  const args = ['playwright', 'test', ...process.argv.slice(2)];
  const run = spawnSync('npx', args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: CHROMIUM,
      E2E_BASE_URLS: servers.map((s) => `http://127.0.0.1:${s.port}`).join(','),
    },
  });
  code = run.status ?? 1;
  // The same build behind real nginx with deploy/nginx/fea-vsm.conf and this mock server (issue 6: CSP).
  if (!process.env.E2E_SKIP_NGINX && !process.argv.slice(2).some((a) => !a.startsWith('-'))) {
    const nginx = spawnSync(process.execPath, ['scripts/nginx-e2e.mjs'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROMIUM_PATH: CHROMIUM,
        E2E_NO_BUILD: '1',
        MOCK_PORT: String(mockPort),
        NGINX_PORT: process.env.NGINX_PORT || String(port + 2),
      },
    });
    code ||= nginx.status ?? 1;
  }
  code ||= size.status ?? 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
}
process.exit(code);
