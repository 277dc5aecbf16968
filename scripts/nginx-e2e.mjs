// The production build behind REAL nginx with deploy/nginx/fea-vsm.conf (issue 6): the CSP journey
// (e2e/csp.spec.ts) and any spec given on the command line run against it.
//   node scripts/nginx-e2e.mjs [playwright args]     build into DIST_DIR when missing (or --build)
//   DIST_DIR=dist-x MOCK_PORT=4471 NGINX_PORT=4472 E2E_NO_BUILD=1 …
// The mock server already answering on MOCK_PORT is reused (as in `npm test`); scripts/lib/nginx.mjs
// says how nginx runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startNginx } from './lib/nginx.mjs';

const distDir = resolve(process.env.DIST_DIR || 'dist');
const mockPort = Number(process.env.MOCK_PORT) || 4174;
const nginxPort = Number(process.env.NGINX_PORT) || mockPort + 1;

function build() {
  const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' });
  if (run(process.execPath, ['scripts/build-locales.mjs']).status !== 0) process.exit(1);
  if (run('npx', ['vite', 'build', '--mode', process.env.BUILD_MODE || 'prod', '--outDir', distDir]).status !== 0)
    process.exit(1);
}

if (process.argv.includes('--build') || (!process.env.E2E_NO_BUILD && !existsSync(join(distDir, 'index.html'))))
  build();
const args = process.argv.slice(2).filter((a) => a !== '--build');

let server;
try {
  server = await startNginx({ distDir, mockPort, nginxPort });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.on('SIGINT', () => (server.stop(), process.exit(130)));
process.on('SIGTERM', () => (server.stop(), process.exit(143)));
let code = 1;
try {
  const specs = args.some((a) => !a.startsWith('-')) ? [] : ['e2e/csp.spec.ts'];
  const run = spawnSync('npx', ['playwright', 'test', ...specs, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // Two workers on the one nginx and mock: the CSP checks only read, so the two menus' sweeps
      // share the backend and run side by side.
      E2E_BASE_URLS: `${server.base},${server.base}`,
      E2E_NGINX: '1',
      ...(process.env.E2E_JSON ? { E2E_JSON: process.env.E2E_JSON.replace(/\.json$/, '-nginx.json') } : {}),
    },
  });
  code = run.status ?? 1;
} finally {
  server.stop(code !== 0 || Boolean(process.env.KEEP_NGINX_PREFIX));
}
process.exit(code);
