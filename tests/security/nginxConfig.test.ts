import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentConfig } from '@/lib/hostConfig';

// Issue 6, production serving: the deployable nginx config keeps the promised headers. The same
// file runs under real nginx in `npm test` (scripts/e2e.mjs serves every journey through it; e2e/csp.spec.ts reads its headers).
const server = readFileSync('deploy/nginx/fea-vsm.conf', 'utf8');
const headers = readFileSync('deploy/nginx/security-headers.conf', 'utf8');
const policy = /Content-Security-Policy "([^"]+)"/.exec(headers)![1];
const csp = Object.fromEntries(
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .map(([name, ...values]) => [name, values]),
) as Record<string, string[]>;

/** The body of `location <spec> { … }` (nested blocks included). */
function location(spec: string): string {
  const start = server.indexOf(`location ${spec} {`);
  expect(start, `location ${spec}`).toBeGreaterThan(-1);
  let depth = 0;
  for (let i = server.indexOf('{', start); i < server.length; i += 1) {
    if (server[i] === '{') depth += 1;
    if (server[i] === '}' && --depth === 0) return server.slice(start, i + 1);
  }
  throw new Error('unbalanced');
}

describe('CSP', () => {
  it('scripts only from the origin: no unsafe-inline, no unsafe-eval anywhere', () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|\*/);
  });
  it('style elements by the per-request nonce that index.html receives', () => {
    expect(csp['style-src']).toEqual(["'self'", "'nonce-$request_id'"]);
    expect(location('= /web/fea-vsm/index.html')).toMatch(/sub_filter "__CSP_NONCE__" "\$request_id";/);
    expect(readFileSync('index.html', 'utf8')).toContain('<meta name="csp-nonce" content="__CSP_NONCE__" />');
  });
  it('object-src none, base-uri self, frame-ancestors none; workers and previews allowed', () => {
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['img-src'].slice(0, 3)).toEqual(["'self'", 'data:', 'blob:']);
  });
  it('every gateway the client calls in an environment (file store, APISIX) may be called and shown', () => {
    const gateways = (['test', 'uat', 'prod'] as const)
      .flatMap((env) => environmentConfig(env).apiBases.map((b) => b.base))
      .filter(Boolean);
    expect(gateways.length).toBeGreaterThanOrEqual(6);
    for (const origin of gateways) {
      expect(csp['connect-src']).toContain(origin);
      expect(csp['img-src']).toContain(origin);
    }
  });
  it('Referrer-Policy no-referrer and nosniff on every answer (always)', () => {
    expect(headers).toMatch(/add_header Referrer-Policy "no-referrer" always;/);
    expect(headers).toMatch(/add_header X-Content-Type-Options "nosniff" always;/);
  });
});

describe('serving', () => {
  it('every location that adds headers of its own includes the security headers again', () => {
    // nginx drops inherited add_header lines in a block with any add_header of its own.
    const blocks = server.split(/(?=\n\s*location )/).slice(1);
    for (const block of blocks.map((b) => b.split(/\n\s*location /)[0])) {
      if (/add_header Cache-Control/.test(block))
        expect(block).toMatch(/include snippets\/fea-vsm-security-headers\.conf;/);
    }
    expect(server.match(/include snippets\/fea-vsm-security-headers\.conf;/g)!.length).toBeGreaterThanOrEqual(4);
  });
  it('hashed assets cached for a year, index.html never, history fallback to index.html', () => {
    expect(location('/web/fea-vsm/assets/')).toMatch(/Cache-Control "public, max-age=31536000, immutable"/);
    expect(location('/web/fea-vsm/assets/')).toMatch(/try_files \$uri =404;/);
    expect(location('= /web/fea-vsm/index.html')).toMatch(/Cache-Control "no-cache, no-store, must-revalidate"/);
    expect(location('/web/fea-vsm/')).toMatch(/try_files \$uri \/web\/fea-vsm\/index\.html;/);
  });
  it('gzip on, /api and the mock portal proxied to the backend upstream', () => {
    expect(server).toMatch(/\n\s*gzip on;/);
    expect(server).toMatch(/gzip_types [^;]*application\/javascript/);
    expect(location('/api/')).toMatch(/proxy_pass http:\/\/fea_vsm_backend;/);
    expect(location('/portal')).toMatch(/proxy_pass http:\/\/fea_vsm_backend;/);
    expect(server).toMatch(/upstream fea_vsm_backend \{/);
  });
});
