import i18next from 'i18next';
// The msw/node server tests/setup.ts runs for every test file; these tests only add their own
// handlers in front of the mock backend's (and setup resets them after each test).
import { server } from '@mocks/node';
import { http as mswHttp, HttpResponse, delay } from 'msw';
import zhErrors from '../../locales/zh-CN/errors.json';
import { ApiError, TIMEOUTS, configureHttp, http, isAbortError, type VendorHeaders } from '@/api/http';
import { environmentConfig } from '@/lib/hostConfig';

const notify = vi.fn();
const onSessionExpired = vi.fn();
const VENDOR: VendorHeaders = { venderId: '100101', bu: '12', partnerId: 'P10001' };
let token: string | null = 'tok-1';
let vendor: VendorHeaders | null = VENDOR;

const ok = (data: unknown) => HttpResponse.json({ returncode: '0', message: 'ok', data });
const fail = (returncode: string, message: string) => HttpResponse.json({ returncode, message, data: null });

/** Records every request a handler saw. */
function recorder() {
  const seen: { method: string; url: URL; headers: Headers; body: string }[] = [];
  const record = async (request: Request) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.clone().text(),
    });
  };
  return { seen, record };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  await i18next.init({
    lng: 'zh-CN',
    resources: { 'zh-CN': { errors: zhErrors } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  token = 'tok-1';
  vendor = VENDOR;
  notify.mockReset();
  onSessionExpired.mockReset();
  configureHttp({
    getToken: () => token,
    getVendor: () => vendor,
    getLanguage: () => 'zh-HK',
    notify,
    onSessionExpired,
    getEnvironment: () => environmentConfig('mock'),
  });
});

describe('sending', () => {
  it('sends at once: no XSRF cookie look-up holds a request (the backend authenticates by the apptoken header)', async () => {
    // A browser cookie store whose answer never comes: axios would wait on it before sending.
    const get = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal('cookieStore', { get });
    try {
      const { seen, record } = recorder();
      server.use(mswHttp.get('/api/fea-vsm/x/ping', async ({ request }) => (await record(request), ok('pong'))));
      await expect(http.get('/api/fea-vsm/x/ping')).resolves.toBe('pong');
      expect(get).not.toHaveBeenCalled();
      expect(seen[0].headers.has('x-xsrf-token')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('headers (SPEC §7 "a wrapper that adds an apptoken header and a language header")', () => {
  it('SPEC §7: a POST carries apptoken, language and the vendor headers venderId, bu, partnerId, with a JSON body', async () => {
    const { seen, record } = recorder();
    server.use(mswHttp.post('/api/fea-vsm/x/save', async ({ request }) => (await record(request), ok({ id: 1 }))));
    await expect(http.post('/api/fea-vsm/x/save', { partnerId: 'P10001', entId: 1 })).resolves.toEqual({ id: 1 });
    const [{ headers, body }] = seen;
    expect(headers.get('apptoken')).toBe('tok-1');
    expect(headers.get('language')).toBe('zh-HK');
    expect(headers.get('venderId')).toBe('100101');
    expect(headers.get('bu')).toBe('12');
    expect(headers.get('partnerId')).toBe('P10001');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toEqual({ partnerId: 'P10001', entId: 1 });
  });

  it('SPEC §7: "vendor headers … are added when vendor data exists" — none without vendor data, no apptoken without a token', async () => {
    vendor = null;
    token = null;
    const { seen, record } = recorder();
    server.use(mswHttp.post('/api/fea-vsm/x/list', async ({ request }) => (await record(request), ok([]))));
    await http.post('/api/fea-vsm/x/list');
    const [{ headers, body }] = seen;
    expect(headers.has('venderId')).toBe(false);
    expect(headers.has('bu')).toBe(false);
    expect(headers.has('partnerId')).toBe(false);
    expect(headers.has('apptoken')).toBe(false);
    expect(headers.get('language')).toBe('zh-HK');
    // SPEC §7 payloads carry entId (1); partnerId only with vendor data.
    expect(JSON.parse(body)).toEqual({ entId: 1 });
  });

  it('SPEC §7: "GET calls whose address contains group2/ drop those vendor headers"', async () => {
    const { seen, record } = recorder();
    server.use(
      mswHttp.get('/api/fea-vsm/common/group2/file/info', async ({ request }) => (await record(request), ok('x'))),
    );
    await http.get('/api/fea-vsm/common/group2/file/info', { fileUrl: 'group2/M00/a.pdf' });
    const [{ headers, url }] = seen;
    expect(headers.get('apptoken')).toBe('tok-1');
    expect(headers.get('language')).toBe('zh-HK');
    expect(headers.has('venderId')).toBe(false);
    expect(headers.has('bu')).toBe(false);
    expect(headers.has('partnerId')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
    expect(url.searchParams.get('fileUrl')).toBe('group2/M00/a.pdf');
  });

  it('SPEC §7: "other GETs are sent as multipart form data" — the Content-Type really goes out, with vendor headers and query params', async () => {
    const { seen, record } = recorder();
    server.use(mswHttp.get('/api/fea-vsm/x/get', async ({ request }) => (await record(request), ok({ a: 1 }))));
    await expect(http.get('/api/fea-vsm/x/get', { sheetId: 'S1', page: 2 })).resolves.toEqual({ a: 1 });
    const [{ method, headers, url }] = seen;
    expect(method).toBe('GET');
    expect(headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(headers.get('venderId')).toBe('100101');
    expect(url.searchParams.get('sheetId')).toBe('S1');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('SPEC §7: "Calls are POST under the /api prefix" — an address without the prefix is sent under /api', async () => {
    const { seen, record } = recorder();
    server.use(mswHttp.post('/api/fea-vsm/x/bare', async ({ request }) => (await record(request), ok(1))));
    await http.post('/fea-vsm/x/bare');
    expect(seen).toHaveLength(1);
    expect(seen[0].url.pathname).toBe('/api/fea-vsm/x/bare');
  });

  it('SPEC §7: "Base address is chosen by address pattern" — the first matching base is used', async () => {
    configureHttp({
      getEnvironment: () => ({
        ...environmentConfig('mock'),
        apiBases: [
          { pattern: /group2\//, base: 'http://files.example.test' },
          { pattern: /^\/api\//, base: '' },
        ],
      }),
    });
    const { seen, record } = recorder();
    server.use(
      mswHttp.get(
        'http://files.example.test/api/fea-vsm/common/group2/file/download',
        async ({ request }) => (await record(request), new HttpResponse('file')),
      ),
      mswHttp.post('http://localhost:3000/api/fea-vsm/x/here', async ({ request }) => (await record(request), ok(1))),
    );
    await http.download('/api/fea-vsm/common/group2/file/download', { fileUrl: 'group2/a.txt' }, { method: 'GET' });
    await http.post('/api/fea-vsm/x/here');
    expect(seen.map((s) => s.url.origin)).toEqual(['http://files.example.test', 'http://localhost:3000']);
  });
});

describe('envelope (SPEC §7 "Success is returncode 0 or 00000")', () => {
  it.each([
    ['returncode "0"', { returncode: '0' }],
    ['returncode "00000"', { returncode: '00000' }],
    ['returncode 0 as a number', { returncode: 0 }],
    ['code "00000" when returncode is missing', { code: '00000' }],
  ])('SPEC §7: success with %s resolves to data', async (_name, envelope) => {
    server.use(
      mswHttp.post('/api/fea-vsm/x/ok', () => HttpResponse.json({ ...envelope, message: '', data: { n: 7 } })),
    );
    await expect(http.post('/api/fea-vsm/x/ok')).resolves.toEqual({ n: 7 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('SPEC §7: "other codes give … an error" — ApiError business with the server message, toasted once', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/save', () => fail('E100', '单据已审核')));
    const error = await rejection(http.post('/api/fea-vsm/x/save', { a: 1 }));
    expect(error).toMatchObject({ kind: 'business', code: 'E100', message: '单据已审核' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '单据已审核');
  });

  it('SPEC §7: `code` decides when returncode is missing', async () => {
    server.use(
      mswHttp.post('/api/fea-vsm/x/save', () => HttpResponse.json({ code: '001', message: 'empty', data: null })),
    );
    const error = await rejection(http.post('/api/fea-vsm/x/save'));
    expect(error).toMatchObject({ kind: 'business', code: '001', message: '导入数据为空' });
  });

  it('SPEC §7: "other codes give an empty list" — a list call resolves to [] after the toast', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/list', () => fail('E200', '查询条件有误')));
    await expect(http.post('/api/fea-vsm/x/list', {}, { list: true })).resolves.toEqual([]);
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '查询条件有误');
  });

  it('silent calls reject without a toast (the caller handles the error)', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/save', () => fail('E100', '单据已审核')));
    const error = await rejection(http.post('/api/fea-vsm/x/save', {}, { silent: true }));
    expect(error.message).toBe('单据已审核');
    expect(notify).not.toHaveBeenCalled();
  });

  it('SPEC §8: a malformed (non-JSON) answer is ApiError malformed with "access exception, try later"', async () => {
    server.use(
      mswHttp.post(
        '/api/fea-vsm/x/broken',
        () => new HttpResponse('<html>gateway</html>{', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await rejection(http.post('/api/fea-vsm/x/broken'));
    expect(error).toMatchObject({ kind: 'malformed', message: '访问异常，请稍后再试' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '访问异常，请稍后再试');
  });

  it('SPEC §7: "binary responses pass through untouched" — bytes and file name of a download', async () => {
    const bytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 1, 2, 255]);
    server.use(
      mswHttp.post(
        '/api/fea-vsm/x/export',
        () =>
          new HttpResponse(bytes, {
            headers: {
              'Content-Type': 'application/vnd.ms-excel',
              'Content-Disposition': `attachment; filename="orders.xls"; filename*=UTF-8''${encodeURIComponent('订单.xls')}`,
            },
          }),
      ),
    );
    const { blob, filename } = await http.download('/api/fea-vsm/x/export', { params: {} });
    expect(filename).toBe('订单.xls');
    expect(new Uint8Array(await readBytes(blob))).toEqual(bytes);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a download reports its progress in percent', async () => {
    const bytes = new Uint8Array(64 * 1024).fill(7);
    server.use(
      mswHttp.get(
        '/api/fea-vsm/x/file',
        () => new HttpResponse(bytes, { headers: { 'Content-Length': String(bytes.length) } }),
      ),
    );
    const seen: number[] = [];
    const { blob } = await http.download('/api/fea-vsm/x/file', undefined, { onProgress: (pct) => seen.push(pct) });
    expect(blob.size).toBe(bytes.length);
    expect(seen.at(-1)).toBe(100);
  });

  it('SPEC §7: a blob download answered with an error envelope becomes that error', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/export', () => fail('E300', '导出数据超过上限')));
    const error = await rejection(http.download('/api/fea-vsm/x/export', {}));
    expect(error).toMatchObject({ kind: 'business', code: 'E300', message: '导出数据超过上限' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '导出数据超过上限');
  });

  it('SPEC §7: a blob download answered with a success envelope passes through as the blob', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/export', () => ok({ url: 'x' })));
    const { blob } = await http.download('/api/fea-vsm/x/export', {});
    expect(blob.size).toBeGreaterThan(0);
  });
});

describe('transport errors (SPEC §8)', () => {
  it('SPEC §8: "Timeout: request timed out, refresh and retry" — per-call time-out', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/slow', async () => (await delay(400), ok(1))));
    const error = await rejection(http.post('/api/fea-vsm/x/slow', {}, { timeout: 50 }));
    expect(error.kind).toBe('timeout');
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '请求超时，请刷新重试');
  });

  it('SPEC §7: "Request time-out is none by default" — a slow answer still arrives', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/slow', async () => (await delay(300), ok('late'))));
    await expect(http.post('/api/fea-vsm/x/slow')).resolves.toBe('late');
  });

  it('SPEC §9: time-out constants 120000 (lists, exports), 60000 (sums), 1200000 (sale report)', () => {
    expect(TIMEOUTS).toEqual({ list: 120000, sums: 60000, saleReport: 1200000 });
  });

  it('SPEC §8: "HTTP 404: resource not found"', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/gone', () => HttpResponse.json({ message: 'No route' }, { status: 404 })));
    const error = await rejection(http.post('/api/fea-vsm/x/gone'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: '请求的资源不存在' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '请求的资源不存在');
  });

  it('SPEC §8: "Otherwise the server message is shown" — HTTP 500 with an envelope', async () => {
    server.use(
      mswHttp.post('/api/fea-vsm/x/boom', () =>
        HttpResponse.json({ returncode: '9999', message: '数据库连接失败' }, { status: 500 }),
      ),
    );
    const error = await rejection(http.post('/api/fea-vsm/x/boom'));
    expect(error).toMatchObject({ kind: 'http', status: 500, code: '9999', message: '数据库连接失败' });
  });

  it('SPEC §8: "… or access exception, try later if empty" — HTTP 502 without a message', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/boom', () => new HttpResponse('Bad Gateway', { status: 502 })));
    const error = await rejection(http.post('/api/fea-vsm/x/boom'));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 'HTTP_502', message: '访问异常，请稍后再试' });
  });

  it('SPEC §8: a network error shows "access exception, try later"', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/down', () => HttpResponse.error()));
    const error = await rejection(http.post('/api/fea-vsm/x/down'));
    expect(error).toMatchObject({ kind: 'network', message: '访问异常，请稍后再试' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '访问异常，请稍后再试');
  });
});

describe('session expiry (SPEC §4/§8 "A0242 shows a warning and redirects to sign-in")', () => {
  const expiring = () => server.use(mswHttp.post('/api/fea-vsm/x/:name', () => fail('A0242', 'token invalid')));

  it('SPEC §8 A0242: five concurrent failing calls give ONE warning toast and ONE onSessionExpired', async () => {
    expiring();
    const errors = await Promise.all([1, 2, 3, 4, 5].map((n) => rejection(http.post(`/api/fea-vsm/x/c${n}`))));
    expect(errors.map((e) => e.kind)).toEqual(['session', 'session', 'session', 'session', 'session']);
    expect(errors[0].message).toBe('登录过期,请重新登录');
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', '登录过期,请重新登录');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('SPEC §8 A0242: calls of the same burst sent after the session was cleared stay quiet; silent calls still expire the session', async () => {
    expiring();
    onSessionExpired.mockImplementation(() => (token = null));
    await rejection(http.post('/api/fea-vsm/x/a', {}, { silent: true }));
    await rejection(http.post('/api/fea-vsm/x/b'));
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', '登录过期,请重新登录');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('SPEC §8 A0242: after signing in again (a new token) calls behave normally and a new expiry is handled again', async () => {
    expiring();
    await rejection(http.post('/api/fea-vsm/x/a'));
    token = 'tok-2';
    server.use(mswHttp.post('/api/fea-vsm/x/fine', () => ok('yes')));
    await expect(http.post('/api/fea-vsm/x/fine')).resolves.toBe('yes');
    await rejection(http.post('/api/fea-vsm/x/b'));
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith('warning', '登录过期,请重新登录');
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('SPEC §8 A0242: re-wiring the toasts (configureHttp with only notify) does not re-arm the warning', async () => {
    expiring();
    await rejection(http.post('/api/fea-vsm/x/a'));
    configureHttp({ notify });
    await rejection(http.post('/api/fea-vsm/x/b'));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('SPEC §8 A0242 on a list call: handled once, the list resolves to []', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/list', () => fail('A0242', '')));
    await expect(http.post('/api/fea-vsm/x/list', {}, { list: true })).resolves.toEqual([]);
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', '登录过期,请重新登录');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('cancellation and retries', () => {
  it('an aborted call rejects with ApiError aborted and never toasts', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/slow', async () => (await delay(500), ok(1))));
    const controller = new AbortController();
    const pending = http.post('/api/fea-vsm/x/slow', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(pending);
    expect(error.kind).toBe('aborted');
    expect(isAbortError(error)).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('an abort before the time-out is an abort, not a time-out', async () => {
    server.use(mswHttp.post('/api/fea-vsm/x/slow', async () => (await delay(500), ok(1))));
    const controller = new AbortController();
    const pending = http.post('/api/fea-vsm/x/slow', {}, { signal: controller.signal, timeout: 300 });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(pending);
    expect(error.kind).toBe('aborted');
    expect(notify).not.toHaveBeenCalled();
  });

  it('a call with an already aborted signal is not sent', async () => {
    const { seen, record } = recorder();
    server.use(mswHttp.get('/api/fea-vsm/x/get', async ({ request }) => (await record(request), ok(1))));
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(http.get('/api/fea-vsm/x/get', undefined, { signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
    expect(seen).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('isAbortError is false for other errors', () => {
    expect(isAbortError(new ApiError('network', 'NETWORK', 'x'))).toBe(false);
    expect(isAbortError(new Error('x'))).toBe(false);
  });

  it('a POST answered 500 is sent exactly once', async () => {
    let count = 0;
    server.use(mswHttp.post('/api/fea-vsm/x/save', () => (count++, new HttpResponse(null, { status: 500 }))));
    await rejection(http.post('/api/fea-vsm/x/save'));
    expect(count).toBe(1);
  });

  it('a POST meeting a network error is not retried', async () => {
    let count = 0;
    server.use(mswHttp.post('/api/fea-vsm/x/save', () => (count++, HttpResponse.error())));
    await rejection(http.post('/api/fea-vsm/x/save'));
    expect(count).toBe(1);
  });

  it('a GET with network errors is tried 3 times in all, then fails with one toast', async () => {
    let count = 0;
    server.use(mswHttp.get('/api/fea-vsm/x/get', () => (count++, HttpResponse.error())));
    const error = await rejection(http.get('/api/fea-vsm/x/get'));
    expect(count).toBe(3);
    expect(error.kind).toBe('network');
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '访问异常，请稍后再试');
  });

  it('a GET recovers when a retry succeeds', async () => {
    let count = 0;
    server.use(mswHttp.get('/api/fea-vsm/x/get', () => (++count < 2 ? HttpResponse.error() : ok('second'))));
    await expect(http.get('/api/fea-vsm/x/get')).resolves.toBe('second');
    expect(count).toBe(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP 503 answer', () => new HttpResponse(null, { status: 503 })],
    ['a business code', () => fail('E1', 'no')],
  ])('a GET is not retried after %s', async (_name, answer) => {
    let count = 0;
    server.use(mswHttp.get('/api/fea-vsm/x/get', () => (count++, answer())));
    await rejection(http.get('/api/fea-vsm/x/get'));
    expect(count).toBe(1);
  });

  it('an abort during the pause between retries stops the GET', async () => {
    let count = 0;
    server.use(mswHttp.get('/api/fea-vsm/x/get', () => (count++, HttpResponse.error())));
    const controller = new AbortController();
    const pending = http.get('/api/fea-vsm/x/get', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const error = await rejection(pending);
    expect(error.kind).toBe('aborted');
    expect(count).toBe(1);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('uploads (SPEC §7 "upload addresses get app and file-store attributes added")', () => {
  it('sends the file with the caller fields plus appCode and fileStore, never retried', async () => {
    let count = 0;
    let form: FormData | undefined;
    let contentType: string | null = null;
    server.use(
      mswHttp.post('/api/fea-vsm/common/upload', async ({ request }) => {
        count++;
        contentType = request.headers.get('content-type');
        form = await request.formData();
        return ok({ fileUrl: 'group2/M00/x.pdf', fileName: 'x.pdf', size: 3 });
      }),
    );
    const file = new File(['%PD'], 'x.pdf', { type: 'application/pdf' });
    await expect(http.upload('/api/fea-vsm/common/upload', file, { sheetId: 'S9' })).resolves.toMatchObject({
      fileUrl: 'group2/M00/x.pdf',
    });
    expect(count).toBe(1);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(form?.get('appCode')).toBe(environmentConfig('mock').appCode);
    expect(form?.get('fileStore')).toBe(environmentConfig('mock').fileStore);
    expect(form?.get('sheetId')).toBe('S9');
    // (The file name is checked on buildUploadForm: jsdom's FormData loses it on its way into msw.)
    expect(await (form?.get('file') as File).text()).toBe('%PD');
  });
});

async function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
