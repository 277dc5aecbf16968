// The production build behind REAL nginx with deploy/nginx/fea-vsm.conf, on loopback: the Playwright
// journeys (scripts/e2e.mjs, one nginx and mock per worker) and the bench's Lighthouse scenario
// (scripts/bench.mjs) serve through it.
// nginx (Debian package `nginx`) is apt-installed when run as root and missing. It runs in the
// foreground from a generated prefix directory, as `nobody` when started by root, with the deployable
// config whose `# @test:` lines point at the build and at the standalone mock server.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureDebianPackage, waitForServer } from './local.mjs';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const NOBODY = 65534;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function ensureNginx() {
  const installed = ensureDebianPackage(NGINX, ['nginx'], {
    name: 'nginx',
    hint: 'or point NGINX_PATH at an nginx binary.',
    installArgs: ['--no-install-recommends'],
  });
  // The package starts a system service on port 80; the tests need none.
  if (installed) spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
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

function writePrefix({ distDir, mockPort, nginxPort, securityHeaders }) {
  const prefix = mkdtempSync(join(tmpdir(), 'fea-vsm-nginx-'));
  mkdirSync(join(prefix, 'root', 'web'), { recursive: true });
  symlinkSync(distDir, join(prefix, 'root', 'web', 'fea-vsm'));
  const headers = join(prefix, 'security-headers.conf');
  writeFileSync(headers, securityHeaders ? readFileSync('deploy/nginx/security-headers.conf', 'utf8') : '');
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

/** The standalone mock server on `mockPort`: the one already answering there (as in `npm test`), else a new one. */
async function ensureMock(mockPort, children) {
  try {
    if ((await fetch(`http://127.0.0.1:${mockPort}/portal/`)).ok) return;
  } catch {
    // not running: start one
  }
  const mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, MOCK_PORT: String(mockPort) },
  });
  children.push(mock);
  await waitForServer(`http://127.0.0.1:${mockPort}/portal/`, 30000, () => mock.exitCode !== null);
}

/**
 * nginx serving `distDir` on 127.0.0.1:`nginxPort` with /api and /portal on the mock at `mockPort`.
 * `securityHeaders: false` leaves out the CSP and the other security headers (the bench's baseline page,
 * whose antd makes its styles at run time without a nonce). Resolves `{ base, conf, stop(keepPrefix) }`;
 * stop ends nginx and any mock server it started.
 */
export async function startNginx({ distDir, mockPort, nginxPort, securityHeaders = true }) {
  ensureNginx();
  const children = [];
  const prefix = writePrefix({ distDir: resolve(distDir), mockPort, nginxPort, securityHeaders });
  const stop = (keepPrefix = false) => {
    children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
    if (keepPrefix) console.log(`nginx prefix kept for inspection: ${prefix}`);
    else rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await ensureMock(mockPort, children);
    const conf = join(prefix, 'nginx.conf');
    const asUser = isRoot ? { uid: NOBODY, gid: NOBODY } : {};
    const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], {
      stdio: 'inherit',
      ...asUser,
    });
    if (check.status !== 0) throw new Error(`nginx -t refused ${conf}`);
    const nginx = spawn(NGINX, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], {
      stdio: 'inherit',
      ...asUser,
    });
    children.push(nginx);
    const base = `http://127.0.0.1:${nginxPort}`;
    await waitForServer(`${base}/web/fea-vsm/`, 20000, () => nginx.exitCode !== null);
    console.log(`nginx: ${base}/web/fea-vsm/ (config ${conf}, upstream 127.0.0.1:${mockPort})`);
    return { base, conf, stop };
  } catch (error) {
    stop(true);
    throw error;
  }
}

/**
 * Each of `pages` ({ distDir, securityHeaders }) behind an nginx of its own (ports from `nginxPorts`), the API on
 * the mock at `mockPort`, for the time of `measure(servers)`; servers[i] is pages[i]'s ({ base }).
 */
export async function withNginxPages({ pages, mockPort, nginxPorts }, measure) {
  const servers = [];
  try {
    for (const [i, page] of pages.entries())
      servers.push(
        await startNginx({
          distDir: page.distDir,
          mockPort,
          nginxPort: nginxPorts[i],
          securityHeaders: page.securityHeaders,
        }),
      );
    return await measure(servers);
  } finally {
    for (const server of servers) server.stop();
  }
}
