// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { server as mswServer } from '../../mocks/node';

/**
 * The standalone mock server over real HTTP: started as its own process exactly as documented
 * (`node --import tsx mocks/server.ts`) on a random port (MOCK_PORT=0).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let child: ChildProcess;
let base = '';
let stdout = '';

beforeAll(async () => {
  // Real sockets only: stop msw/node's interception in this file.
  mswServer.close();
  child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock server did not start: ${stdout}`)), 20000);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}: ${stdout}`)));
  });
}, 30000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

const post = (path: string, body: unknown, token: string | null = 'demo-supplier') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { apptoken: token } : {}) },
    body: JSON.stringify(body),
  });

describe('standalone mock server', () => {
  it('logs one line at start', () => {
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });

  it('answers /api calls through the same handlers', async () => {
    const res = await post('/api/fea-vsm/auth/getApptokenInfo', { apptoken: 'demo-retailer' }, null);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      returncode: '00000',
      message: 'success',
      data: { userType: 1, account: '90001' },
    });
    expect(await (await post('/api/fea-vsm/menu/getAppMenu', {}, 'unknown')).json()).toEqual({
      returncode: 'A0242',
      message: '登录过期,请重新登录',
      data: null,
    });
    const counts = await fetch(`${base}/api/fea-vsm/workbench/todoCounts`, {
      method: 'POST',
      headers: {
        apptoken: 'demo-supplier',
        venderId: '100101',
        bu: '12',
        partnerId: 'P10001',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(((await counts.json()) as { data: { orderNotice: number } }).data.orderNotice).toBeGreaterThan(0);
    const pref = await fetch(`${base}/api/fea-vsm/vender/i18n/preference/get`, {
      headers: { apptoken: 'demo-supplier' },
    });
    expect(await pref.json()).toEqual({ returncode: '00000', message: 'success', data: { languageCode: null } });
  });

  it('answers 404 for an unknown /api call and other paths', async () => {
    const res = await post('/api/fea-vsm/nope/nothing', {});
    expect(res.status).toBe(404);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });

  it('passes multipart uploads and binary downloads through', async () => {
    const bytes = new Uint8Array(70000).map((_, i) => (i * 31 + 7) % 256);
    const form = new FormData();
    form.append('file', new File([bytes], 'scan.pdf', { type: 'application/pdf' }));
    form.append('appCode', 'fea-vsm');
    form.append('fileStore', 'group2');
    const up = await fetch(`${base}/api/fea-vsm/common/upload`, {
      method: 'POST',
      headers: { apptoken: 'demo-supplier' },
      body: form,
    });
    const { data } = (await up.json()) as { data: { fileUrl: string; size: number } };
    expect(data.size).toBe(70000);
    const dl = await fetch(
      `${base}/api/fea-vsm/common/group2/file/download?fileUrl=${encodeURIComponent(data.fileUrl)}`,
      { headers: { apptoken: 'demo-supplier' } },
    );
    expect(dl.headers.get('content-disposition')).toContain('scan.pdf');
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(bytes);
  });

  it('applies faults over HTTP, a network fault drops the connection', async () => {
    await post('/api/__mock/faults', { path: 'buList', kind: 'network', times: 1 }, null);
    await expect(post('/api/fea-vsm/common/buList', {})).rejects.toThrow();
    expect((await post('/api/fea-vsm/common/buList', {})).status).toBe(200);
    await post('/api/__mock/faults', { path: 'buList', kind: 'malformed' }, null);
    await expect((await post('/api/fea-vsm/common/buList', {})).json()).rejects.toThrow();
    await post('/api/__mock/reset', {}, null);
    expect((await post('/api/fea-vsm/common/buList', {})).status).toBe(200);
  });

  it('serves the mock sign-in portal at /portal/ without inline script', async () => {
    const res = await fetch(`${base}/portal/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    for (const token of [
      'demo-supplier',
      'demo-supplier-multi',
      'demo-supplier-disabled',
      'demo-supplier-blacklisted',
      'demo-retailer',
    ]) {
      expect(html).toContain(`href="/web/fea-vsm/?apptoken=${token}"`);
    }
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect((await fetch(`${base}/portal`, { redirect: 'manual' })).headers.get('location')).toBe('/portal/');
  });

  it('exits cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
