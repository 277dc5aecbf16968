/**
 * Standalone mock backend over real HTTP, for browser tests of the production build behind
 * `vite preview` / nginx: `node --import tsx mocks/server.ts` (MOCK_PORT, default 4174; host
 * 127.0.0.1, or MOCK_HOST). It answers /api/* by running the same msw handlers on a Fetch Request
 * built from the Node request (msw getResponse), serves GET /portal/ (the mock sign-in portal),
 * and exits cleanly on SIGTERM/SIGINT.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { fallbackHandlers, handlers } from './handlers';
import { handlersByPath } from './handlers/byPath';
import { withPortalContent } from './domains/portalContent/portalPage';
import { keepSeedForResets } from './db';

const PORTAL_HTML = new URL('./portal/index.html', import.meta.url);
const PORTAL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
// The journeys reset the DB before each test: each reset starts on the day's seed, made once.
keepSeedForResets();
const allHandlers = [...handlers, ...fallbackHandlers];
/** Only the handlers whose path can match (msw would try all 333 in turn for each request). */
const handlersFor = handlersByPath(allHandlers);

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') headers[name] = response.headers.getSetCookie();
    else headers[name] = value;
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.headers.has('content-length')) headers['content-length'] = String(bytes.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(bytes);
}

async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const path = new URL(req.url ?? '/', origin).pathname;
  if (path === '/portal') {
    res.writeHead(302, { Location: '/portal/' }).end();
    return;
  }
  if (path === '/portal/' || path === '/portal/index.html') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const html = Buffer.from(withPortalContent(await readFile(PORTAL_HTML, 'utf8')));
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': html.length,
      'Content-Security-Policy': PORTAL_CSP,
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
    return;
  }
  if (path.startsWith('/api/')) {
    const body = await readRaw(req);
    const response = await getResponse(handlersFor(path), toFetchRequest(req, body, origin));
    if (!response) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    if (response.type === 'error') {
      // The 'network' fault: drop the connection without an answer.
      res.socket?.destroy();
      return;
    }
    await sendFetchResponse(res, response);
    return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
}

export function startMockHttpServer(port: number, host: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    handle(req, res, origin).catch((error: unknown) => {
      console.error('[mock] request failed', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
  // Idle connections outlive a proxy's reuse of them (nginx keeps upstream connections for 60 s): with
  // Node's 5 s a proxy could send a request on a connection being closed and answer 502.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

const isMain = process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === import.meta.url;

if (isMain) {
  const port = Number(process.env.MOCK_PORT ?? 4174);
  const host = process.env.MOCK_HOST || '127.0.0.1';
  startMockHttpServer(Number.isFinite(port) ? port : 4174, host)
    .then(({ url, close }) => {
      console.log(`fea-vsm mock server listening on ${url} (api: ${url}/api/, portal: ${url}/portal/)`);
      const stop = () => {
        close().then(() => process.exit(0));
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    })
    .catch((error: unknown) => {
      console.error('fea-vsm mock server failed to start:', error);
      process.exit(1);
    });
}
