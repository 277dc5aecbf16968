// The production build behind REAL nginx with deploy/nginx/fea-vsm.conf (issue 6): the CSP journey
// (e2e/csp.spec.ts) and any spec given on the command line run against it.
//   node scripts/nginx-e2e.mjs [playwright args]     build into DIST_DIR when missing (or --build)
//   DIST_DIR=dist-x MOCK_PORT=4471 NGINX_PORT=4472 E2E_NO_BUILD=1 …
// nginx (Debian package `nginx`) is apt-installed when run as root and missing. It runs in the
// foreground on loopback from a generated prefix directory, as `nobody` when started by root, with
// the deployable config whose `# @test:` lines point at this build and at the standalone mock
// server (reused when one already answers on MOCK_PORT, as in `npm test`).
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitForServer } from './lib/local.mjs';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const NOBODY = 65534;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const distDir = resolve(process.env.DIST_DIR || 'dist');
const mockPort = Number(process.env.MOCK_PORT) || 4174;
const nginxPort = Number(process.env.NGINX_PORT) || mockPort + 1;

function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (!isRoot) {
    console.error(
      `nginx was not found at ${NGINX}.\nInstall it with:  sudo apt-get install -y nginx\nor point NGINX_PATH at an nginx binary.`,
    );
    process.exit(1);
  }
  console.log('Installing nginx with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'nginx'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  // The package starts a system service on port 80; the tests need none.
  spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
}

function build() {
  const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' });
  if (run(process.execPath, ['scripts/build-locales.mjs']).status !== 0) process.exit(1);
  if (run('npx', ['vite', 'build', '--mode', process.env.BUILD_MODE || 'prod', '--outDir', distDir]).status !== 0)
    process.exit(1);
}

/** The deployable server block with its `# @test:` lines pointed at this run. */
export function testServerConfig(source, { port, root, upstream, headers }) {
  return source
    .split('\n')
    .map((line) => {
      const marker = /#\s*@test:\s*(\w+)/.exec(line);
      if (!marker) return line;
      const indent = /^\s*/.exec(line)[0];
      switch (marker[1]) {
        case 'listen':
          return `${indent}listen 127.0.0.1:${port};`;
        case 'root':
          return `${indent}root ${root};`;
        case 'upstream':
          return `${indent}server ${upstream};`;
        case 'include':
          return `${indent}include ${headers};`;
        default:
          throw new Error(`unknown @test marker: ${marker[1]}`);
      }
    })
    .join('\n');
}

function writePrefix() {
  const prefix = mkdtempSync(join(tmpdir(), 'fea-vsm-nginx-'));
  mkdirSync(join(prefix, 'root', 'web'), { recursive: true });
  symlinkSync(distDir, join(prefix, 'root', 'web', 'fea-vsm'));
  const headers = join(prefix, 'security-headers.conf');
  writeFileSync(headers, readFileSync('deploy/nginx/security-headers.conf', 'utf8'));
  const server = testServerConfig(readFileSync('deploy/nginx/fea-vsm.conf', 'utf8'), {
    port: nginxPort,
    root: join(prefix, 'root'),
    upstream: `127.0.0.1:${mockPort}`,
    headers,
  });
  writeFileSync(join(prefix, 'fea-vsm.conf'), server);
  const temp = (name) => `${name}_temp_path ${join(prefix, name)};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(prefix, 'access.log')};`,
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      `  include ${join(prefix, 'fea-vsm.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  if (isRoot) {
    for (const p of [prefix, join(prefix, 'root'), join(prefix, 'root', 'web')]) chownSync(p, NOBODY, NOBODY);
  }
  return prefix;
}

async function main() {
  ensureNginx();
  if (process.argv.includes('--build') || (!process.env.E2E_NO_BUILD && !existsSync(join(distDir, 'index.html'))))
    build();
  const args = process.argv.slice(2).filter((a) => a !== '--build');

  const children = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  process.on('SIGINT', () => (stop(), process.exit(130)));
  process.on('SIGTERM', () => (stop(), process.exit(143)));

  let mockUp = false;
  try {
    mockUp = (await fetch(`http://127.0.0.1:${mockPort}/portal/`)).ok;
  } catch {
    // not running: start one below
  }
  if (!mockUp) {
    const mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
      stdio: 'inherit',
      env: { ...process.env, MOCK_PORT: String(mockPort) },
    });
    children.push(mock);
    await waitForServer(`http://127.0.0.1:${mockPort}/portal/`, 30000, () => mock.exitCode !== null);
  }

  const prefix = writePrefix();
  const conf = join(prefix, 'nginx.conf');
  const asUser = isRoot ? { uid: NOBODY, gid: NOBODY } : {};
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], {
    stdio: 'inherit',
    ...asUser,
  });
  if (check.status !== 0) {
    stop();
    process.exit(check.status ?? 1);
  }
  const nginx = spawn(NGINX, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], {
    stdio: 'inherit',
    ...asUser,
  });
  children.push(nginx);
  const base = `http://127.0.0.1:${nginxPort}`;
  let code = 1;
  try {
    await waitForServer(`${base}/web/fea-vsm/`, 20000, () => nginx.exitCode !== null);
    console.log(`nginx: ${base}/web/fea-vsm/ (config ${conf}, upstream 127.0.0.1:${mockPort})`);
    const specs = args.some((a) => !a.startsWith('-')) ? [] : ['e2e/csp.spec.ts'];
    const run = spawnSync('npx', ['playwright', 'test', ...specs, ...args], {
      stdio: 'inherit',
      env: {
        ...process.env,
        // Two workers on the one nginx and mock: the CSP checks only read, so the two menus' sweeps
        // share the backend and run side by side.
        E2E_BASE_URLS: `${base},${base}`,
        E2E_NGINX: '1',
        ...(process.env.E2E_JSON ? { E2E_JSON: process.env.E2E_JSON.replace(/\.json$/, '-nginx.json') } : {}),
      },
    });
    code = run.status ?? 1;
  } finally {
    stop();
    if (code === 0 && !process.env.KEEP_NGINX_PREFIX) rmSync(prefix, { recursive: true, force: true });
    else console.log(`nginx prefix kept for inspection: ${prefix}`);
  }
  process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
