import { server } from '@mocks/node';
import { http as mswHttp, HttpResponse } from 'msw';
import { configureHttp, http } from '@/api/http';
import { queryNotices } from '@/features/orders/api';
import { environmentConfig } from '@/lib/hostConfig';
import { DEMO_VENDOR, ORIGIN } from './helpers';

/** SPEC §7 "payloads generally carry partnerId and entId (1)": added by the HTTP client, required by the mock. */

const NOTICE_QUERY = '/api/fea-vsm/order/notice/query';
const PAGE = { pageNo: 1, pageSize: 10, params: {} };

/** A raw POST, as a client that forgets the payload fields would send it. */
async function rawPost(
  path: string,
  body: unknown,
  token = 'demo-supplier',
  vendor: typeof DEMO_VENDOR | null = DEMO_VENDOR,
) {
  const headers: Record<string, string> = {
    apptoken: token,
    language: 'zh-CN',
    'Content-Type': 'application/json',
    ...(vendor ?? {}),
  };
  const res = await fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as { returncode: string; message: string };
}

describe('SPEC §7 payload fields: the mock requires them on a supplier’s document query', () => {
  it('refuses a query without partnerId or entId with the §7 envelope and a §8 message', async () => {
    expect(await rawPost(NOTICE_QUERY, { ...PAGE, entId: 1 })).toMatchObject({
      returncode: 'A0400',
      message: 'partnerId不能为空',
    });
    expect(await rawPost(NOTICE_QUERY, { ...PAGE, partnerId: 'P10001' })).toMatchObject({
      returncode: 'A0400',
      message: 'entId不能为空',
    });
  });

  it('refuses another partner than the vendor headers’ one (A0301), answers with both fields', async () => {
    expect(await rawPost(NOTICE_QUERY, { ...PAGE, partnerId: 'P10002', entId: 1 })).toMatchObject({
      returncode: 'A0301',
    });
    expect(await rawPost(NOTICE_QUERY, { ...PAGE, partnerId: 'P10001', entId: 1 })).toMatchObject({
      returncode: '00000',
    });
  });

  it('leaves retailer staff’s queries and other calls alone', async () => {
    expect(await rawPost(NOTICE_QUERY, PAGE, 'demo-retailer', null)).toMatchObject({ returncode: '00000' });
    expect(await rawPost('/api/fea-vsm/common/getCompanyList', { buId: '12' })).toMatchObject({ returncode: '00000' });
  });
});

describe('SPEC §7 payload fields: the HTTP client adds them in one place', () => {
  const sent: Array<{ path: string; type: string | null; body: string }> = [];
  const record = ({ request }: { request: Request }) => {
    void request
      .clone()
      .text()
      .then((body) =>
        sent.push({ path: new URL(request.url).pathname, type: request.headers.get('content-type'), body }),
      );
  };
  let vendor: typeof DEMO_VENDOR | null = DEMO_VENDOR;
  beforeEach(() => {
    sent.length = 0;
    vendor = DEMO_VENDOR;
    configureHttp({
      getToken: () => (vendor ? 'demo-supplier' : 'demo-retailer'),
      getVendor: () => vendor,
      getLanguage: () => 'zh-CN',
      notify: () => undefined,
      onSessionExpired: () => undefined,
      getEnvironment: () => environmentConfig('mock'),
    });
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));
  const bodyOf = async (path: string) => {
    await vi.waitFor(() => expect(sent.some((s) => s.path === path)).toBe(true));
    return sent.find((s) => s.path === path)!;
  };

  it('a screen’s bare page query reaches the mock with the combination’s partnerId and entId 1, and is answered', async () => {
    const page = await queryNotices(PAGE);
    expect(page.total).toBeGreaterThan(0);
    expect(JSON.parse((await bodyOf(NOTICE_QUERY)).body)).toEqual({ ...PAGE, partnerId: 'P10001', entId: 1 });
  });

  it('keeps the fields a caller names; retailer staff send entId only', async () => {
    await http.post('/api/fea-vsm/common/searchPartnerBlack', { partnerId: 'P10004', entId: '1' });
    expect(JSON.parse((await bodyOf('/api/fea-vsm/common/searchPartnerBlack')).body)).toEqual({
      partnerId: 'P10004',
      entId: '1',
    });
    vendor = null;
    await queryNotices(PAGE);
    expect(JSON.parse((await bodyOf(NOTICE_QUERY)).body)).toEqual({ ...PAGE, entId: 1 });
  });

  it('sends uploads, array bodies and GETs as they are', async () => {
    server.use(
      mswHttp.post('*/api/fea-vsm/x/upload', () => HttpResponse.json({ returncode: '0', message: 'ok', data: null })),
      mswHttp.post('*/api/fea-vsm/x/batch', () => HttpResponse.json({ returncode: '0', message: 'ok', data: null })),
      mswHttp.get('*/api/fea-vsm/x/get', () => HttpResponse.json({ returncode: '0', message: 'ok', data: null })),
    );
    await http.upload('/api/fea-vsm/x/upload', new Blob(['x'], { type: 'text/plain' }), { note: 'n' });
    await http.post('/api/fea-vsm/x/batch', [{ a: 1 }]);
    await http.get('/api/fea-vsm/x/get', { a: '1' });
    const upload = await bodyOf('/api/fea-vsm/x/upload');
    expect(upload.type).toMatch(/multipart\/form-data/);
    expect(upload.body).not.toMatch(/partnerId|entId/);
    expect(JSON.parse((await bodyOf('/api/fea-vsm/x/batch')).body)).toEqual([{ a: 1 }]);
    expect((await bodyOf('/api/fea-vsm/x/get')).body).toBe('');
  });
});
