import dayjs from 'dayjs';
import { table } from '../../mocks/db';
import { mockToday } from '../../mocks/db/clock';
import { clearFaults, listFaults, setFault } from '../../mocks/faults';
import { resetMock } from '../../mocks/node';
import { api, call, data, DEMO_VENDOR } from './helpers';

const BU_LIST = '/api/fea-vsm/common/buList';

describe('mock backend: faults', () => {
  it('delay: answers normally after the delay', async () => {
    setFault({ path: 'buList', kind: 'delay', ms: 150 });
    const started = performance.now();
    expect((await api(BU_LIST)).returncode).toBe('00000');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('network: fetch rejects', async () => {
    setFault({ path: 'buList', kind: 'network' });
    await expect(call(BU_LIST)).rejects.toThrow(TypeError);
  });

  it('http500: HTTP 500', async () => {
    setFault({ path: 'buList', kind: 'http500' });
    const res = await call(BU_LIST);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('Internal Server Error');
  });

  it('malformed: HTTP 200 with a body that is not JSON', async () => {
    setFault({ path: 'buList', kind: 'malformed' });
    const res = await call(BU_LIST);
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('A0242: the session-expired envelope', async () => {
    setFault({ path: 'buList', kind: 'A0242' });
    expect(await api(BU_LIST)).toEqual({ returncode: 'A0242', message: '登录过期,请重新登录', data: null });
  });

  it('times: clears itself after that many requests', async () => {
    setFault({ path: 'buList', kind: 'http500', times: 2 });
    expect((await call(BU_LIST)).status).toBe(500);
    expect(listFaults()).toEqual([expect.objectContaining({ remaining: 1 })]);
    expect((await call(BU_LIST)).status).toBe(500);
    expect((await call(BU_LIST)).status).toBe(200);
    expect(listFaults()).toEqual([]);
  });

  it('matches by substring or /regex/ and leaves other paths alone', async () => {
    setFault({ path: '/workbench\\/(todo|sales)/', kind: 'A0242' });
    expect((await api('/api/fea-vsm/workbench/todoCounts', {}, { vendor: DEMO_VENDOR })).returncode).toBe('A0242');
    expect((await api('/api/fea-vsm/workbench/salesShare', {}, { vendor: DEMO_VENDOR })).returncode).toBe('A0242');
    expect((await api('/api/fea-vsm/workbench/noticeList', {})).returncode).toBe('00000');
    clearFaults();
    expect((await api('/api/fea-vsm/workbench/todoCounts', {}, { vendor: DEMO_VENDOR })).returncode).toBe('00000');
  });

  it('body: matches only requests whose body contains the text (any SPEC §7 table query, whatever its address)', async () => {
    setFault({ path: '/api/', body: '"pageNo"', kind: 'http500', times: 1 });
    expect((await call(BU_LIST)).status).toBe(200);
    expect((await call('/api/fea-vsm/workbench/noticeList', { pageNo: 1, pageSize: 6 })).status).toBe(500);
    expect(listFaults()).toEqual([]);
    expect(() => setFault({ path: '/api/', body: '', kind: 'http500' })).toThrow('fault.body');
  });

  it('takes a full path as a plain path, not as a /regex/ with its last segment as flags', async () => {
    setFault({ path: '/api/fea-vsm/workbench/todoCounts', kind: 'A0242' });
    expect((await api('/api/fea-vsm/workbench/todoCounts', {}, { vendor: DEMO_VENDOR })).returncode).toBe('A0242');
    expect((await api('/api/fea-vsm/workbench/noticeList', {})).returncode).toBe('00000');
  });

  it('is switchable over HTTP (POST /api/__mock/faults, /faults/clear) without a token', async () => {
    expect(
      await data('/api/__mock/faults', { path: 'buList', kind: 'http500', times: 5 }, { token: null }),
    ).toMatchObject({ path: 'buList', kind: 'http500', times: 5 });
    expect((await call(BU_LIST)).status).toBe(500);
    expect(await data('/api/__mock/faults', {}, { token: null, method: 'GET' })).toEqual([
      expect.objectContaining({ kind: 'http500', remaining: 4 }),
    ]);
    // a catch-all fault never blocks the control calls
    await data('/api/__mock/faults', { path: '/api/', kind: 'network' }, { token: null });
    expect(await data('/api/__mock/faults/clear', {}, { token: null })).toBeNull();
    expect((await call(BU_LIST)).status).toBe(200);
    expect((await api('/api/__mock/faults', { path: 'x', kind: 'boom' }, { token: null })).returncode).toBe('A0400');
  });
});

describe('mock backend: expire a token', () => {
  it('POST /api/__mock/expire: every later call with the token answers A0242 until it signs in again', async () => {
    expect(await data('/api/__mock/expire', { token: 'demo-supplier' }, { token: null })).toBeNull();
    expect((await api('/api/fea-vsm/auth/getdatapermission', {})).returncode).toBe('A0242');
    expect((await api(BU_LIST)).returncode).toBe('A0242');
    expect((await api('/api/fea-vsm/auth/getdatapermission', {}, { token: 'demo-retailer' })).returncode).toBe('00000');
    await data('/api/fea-vsm/auth/getApptokenInfo', { apptoken: 'demo-supplier' }, { token: null });
    expect((await api('/api/fea-vsm/auth/getdatapermission', {})).returncode).toBe('00000');
    expect((await api('/api/__mock/expire', { token: 'no-such-token' }, { token: null })).returncode).toBe('A0400');
  });
});

describe('mock backend: reset', () => {
  it('POST /api/__mock/reset reseeds the database (and clears faults)', async () => {
    const seeded = JSON.stringify(table('orderNotices'));
    await data('/api/fea-vsm/auth/logout', {});
    await data('/api/fea-vsm/vender/i18n/preference/set', { languageCode: 'en-US' }, { token: 'demo-retailer' });
    setFault({ path: 'buList', kind: 'http500' });
    table('orderNotices').forEach((d) => (d.status = '9'));
    expect((await api('/api/fea-vsm/auth/getdatapermission', {})).returncode).toBe('A0242');

    expect(await data('/api/__mock/reset', {}, { token: null })).toBeNull();
    expect((await api('/api/fea-vsm/auth/getdatapermission', {})).returncode).toBe('00000');
    expect(
      await data('/api/fea-vsm/vender/i18n/preference/get', {}, { token: 'demo-retailer', method: 'GET' }),
    ).toEqual({ languageCode: null });
    expect(JSON.stringify(table('orderNotices'))).toBe(seeded);
    expect((await call(BU_LIST)).status).toBe(200);
  });

  it('POST /api/__mock/reset also returns to the real date a test pinned with /clock (the next test on that portal expects today)', async () => {
    await data('/api/__mock/clock', { today: '2027-03-10' }, { token: null });
    expect(mockToday()).toBe('2027-03-10');
    await data('/api/__mock/reset', {}, { token: null });
    expect(mockToday()).toBe(dayjs().format('YYYY-MM-DD'));
  });

  it('resetMock() does the same for Vitest, and the seed is deterministic', async () => {
    const before = JSON.stringify({ goods: table('goods'), sales: table('sales'), mails: table('mails') });
    await data('/api/fea-vsm/common/auditLog', { moduleId: 'x', moduleName: 'y' });
    expect(table('auditLogs')).toHaveLength(1);
    resetMock();
    expect(table('auditLogs')).toHaveLength(0);
    expect(JSON.stringify({ goods: table('goods'), sales: table('sales'), mails: table('mails') })).toBe(before);
  });
});
