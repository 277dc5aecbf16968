import { api, call, data, DEMO_VENDOR } from './helpers';

const AUTH = '/api/fea-vsm/auth';

describe('mock backend: envelope and auth', () => {
  it('answers the SPEC §7 envelope on success', async () => {
    const res = await call(`${AUTH}/getApptokenInfo`, { apptoken: 'demo-supplier' }, { token: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(body).toEqual({
      returncode: '00000',
      message: 'success',
      data: {
        account: '10001',
        emplName: '华润食品有限公司',
        entId: '10001',
        postId: 'P2001',
        appId: 'A1001',
        access_token: 'at-demo-supplier',
        userType: 2,
      },
    });
  });

  it('answers A0242 with HTTP 200 for an unknown or missing token', async () => {
    for (const token of ['nope', null]) {
      const env = await api(`${AUTH}/getdatapermission`, { entId: 1 }, { token });
      expect(env).toEqual({ returncode: 'A0242', message: '登录过期,请重新登录', data: null });
    }
    expect(await api(`${AUTH}/getApptokenInfo`, { apptoken: 'nope' }, { token: null })).toEqual({
      returncode: 'A0242',
      message: '登录过期,请重新登录',
      data: null,
    });
    // …on every domain, GETs included
    expect(
      (await api('/api/fea-vsm/vender/i18n/preference/get', {}, { token: 'nope', method: 'GET' })).returncode,
    ).toBe('A0242');
    expect((await api('/api/fea-vsm/workbench/noticeList', {}, { token: 'nope' })).returncode).toBe('A0242');
  });

  it('the retailer is userType 1 with entId 1', async () => {
    const user = await data<{ userType: number; entId: string }>(
      `${AUTH}/getApptokenInfo`,
      { apptoken: 'demo-retailer' },
      { token: null },
    );
    expect(user).toMatchObject({ userType: 1, entId: '1' });
  });

  it('logout revokes the token until the next sign-in through the portal', async () => {
    expect(await data(`${AUTH}/logout`, {})).toBeNull();
    expect((await api(`${AUTH}/getdatapermission`, {})).returncode).toBe('A0242');
    expect((await api('/api/fea-vsm/menu/getAppMenu', {})).returncode).toBe('A0242');
    // another user's token is unaffected
    expect((await api(`${AUTH}/getdatapermission`, {}, { token: 'demo-retailer' })).returncode).toBe('00000');
    // signing in again with the token (portal link → getApptokenInfo) re-activates it
    await data(`${AUTH}/getApptokenInfo`, { apptoken: 'demo-supplier' }, { token: null });
    expect((await api(`${AUTH}/getdatapermission`, {})).returncode).toBe('00000');
  });

  it('lists the supplier combinations (getdatapermission)', async () => {
    const one = await data<Array<Record<string, unknown>>>(`${AUTH}/getdatapermission`, { entId: 1 });
    expect(one).toEqual([
      expect.objectContaining({
        bu: '12',
        buName: '华润万家',
        venderId: '100101',
        partnerId: 'P10001',
        venderName: '华润食品有限公司',
        tradeType: '1',
        entId: '1',
      }),
    ]);
    const multi = await data<Array<{ bu: string; disabled?: boolean }>>(
      `${AUTH}/getdatapermission`,
      { entId: 1 },
      { token: 'demo-supplier-multi' },
    );
    expect(multi).toHaveLength(4);
    expect(new Set(multi.map((o) => o.bu))).toEqual(new Set(['12', '31']));
    expect(multi.filter((o) => o.disabled === true)).toHaveLength(1);
    expect(await data(`${AUTH}/getdatapermission`, { entId: 1 }, { token: 'demo-retailer' })).toEqual([]);
  });

  it('venderLogin answers the vendor status (97 for the disabled demo)', async () => {
    expect(await data(`${AUTH}/venderLogin`, DEMO_VENDOR)).toEqual({ ...DEMO_VENDOR, status: '2', entId: '1' });
    const disabled = await data<{ status: string }>(
      `${AUTH}/venderLogin`,
      { venderId: '100301', bu: '12', partnerId: 'P10003' },
      { token: 'demo-supplier-disabled' },
    );
    expect(disabled.status).toBe('97');
    expect(await api(`${AUTH}/venderLogin`, { venderId: '100301', bu: '12', partnerId: 'P10003' })).toEqual({
      returncode: 'A0301',
      message: '无权访问该厂编',
      data: null,
    });
  });

  it('issues app tokens that work like a session', async () => {
    const { apptoken } = await data<{ apptoken: string }>(`${AUTH}/application/apply`, { appId: 'A1001' });
    expect(apptoken).toMatch(/^app-A1001-10001-/);
    expect((await api(`${AUTH}/myPosts`, {}, { token: apptoken })).data).toEqual([
      { postId: 'P2001', postName: '供应商管理员' },
    ]);
    await data(`${AUTH}/application/cancel`, { appId: 'A1001' });
    expect((await api(`${AUTH}/myPosts`, {}, { token: apptoken })).returncode).toBe('A0242');
  });

  it('answers rights, posts, apps and token', async () => {
    expect(
      (await data<{ rights: string[] }>(`${AUTH}/dataRights`, { appId: 'A1001', entId: 1, postId: 'P2001' })).rights,
    ).toContain('contact:new');
    expect(await data(`${AUTH}/listApp`, {})).toEqual([
      { appId: 'A1001', appName: '供应商协同平台', appCode: 'fea-vsm' },
    ]);
    expect(await data(`${AUTH}/getToken`, {})).toEqual({ access_token: 'at-demo-supplier' });
    expect(await data(`${AUTH}/turnOnValidate`, { partnerId: 'P10001' })).toEqual({ enabled: true });
  });
});

describe('mock backend: data isolation by vendor headers', () => {
  const MULTI_A = { venderId: '100202', bu: '12', partnerId: 'P10002' };
  const MULTI_B = { venderId: '310201', bu: '31', partnerId: 'P10002' };

  it('refuses a combination the supplier does not hold with A0301', async () => {
    const foreign = { venderId: '100202', bu: '12', partnerId: 'P10002' };
    expect(await api('/api/fea-vsm/workbench/todoCounts', {}, { vendor: foreign })).toEqual({
      returncode: 'A0301',
      message: '无权访问该厂编',
      data: null,
    });
    // right vendor, wrong bu
    expect(
      (await api('/api/fea-vsm/workbench/todoCounts', {}, { vendor: { ...DEMO_VENDOR, bu: '31' } })).returncode,
    ).toBe('A0301');
    // the disabled header row is not a selectable combination
    expect(
      (
        await api(
          '/api/fea-vsm/workbench/todoCounts',
          {},
          { token: 'demo-supplier-multi', vendor: { venderId: '100201', bu: '12', partnerId: 'P10002' } },
        )
      ).returncode,
    ).toBe('A0301');
    // …on any call carrying the headers
    expect((await api('/api/fea-vsm/common/buList', {}, { vendor: foreign })).returncode).toBe('A0301');
  });

  it('does not check the headers on the sign-in bootstrap calls (a stale selection must not block sign-in)', async () => {
    const stale = { venderId: '100202', bu: '12', partnerId: 'P10002' };
    expect(
      (await api(`${AUTH}/getApptokenInfo`, { apptoken: 'demo-supplier' }, { token: null, vendor: stale })).returncode,
    ).toBe('00000');
    expect((await api(`${AUTH}/getdatapermission`, {}, { vendor: stale })).returncode).toBe('00000');
    expect((await api(`${AUTH}/venderLogin`, DEMO_VENDOR, { vendor: stale })).returncode).toBe('00000');
  });

  it('requires a selected vendor for vendor-scoped calls of suppliers', async () => {
    expect(await api('/api/fea-vsm/workbench/todoCounts', {})).toEqual({
      returncode: 'A0302',
      message: '供应商厂编为空',
      data: null,
    });
  });

  it("a supplier sees only its selected vendor's documents; the retailer sees all", async () => {
    type Row = { goodsId: string; venderId: string; bu: string };
    const lookup = (token: string, vendor: typeof MULTI_A | null) =>
      data<{ total: number; pageData: Row[] }>(
        '/api/fea-vsm/lookup/constGoods',
        { pageNo: 1, pageSize: 1000, params: {} },
        { token, vendor },
      );
    const a = await lookup('demo-supplier-multi', MULTI_A);
    const b = await lookup('demo-supplier-multi', MULTI_B);
    const mine = await lookup('demo-supplier', DEMO_VENDOR);
    const all = await lookup('demo-retailer', null);
    expect(a.total).toBeGreaterThan(0);
    expect(b.total).toBeGreaterThan(0);
    expect(a.pageData.every((g) => g.venderId === '100202' && g.bu === '12')).toBe(true);
    expect(b.pageData.every((g) => g.venderId === '310201' && g.bu === '31')).toBe(true);
    expect(mine.pageData.every((g) => g.venderId === '100101')).toBe(true);
    expect(all.total).toBeGreaterThan(a.total + b.total + mine.total);
    expect(new Set(all.pageData.map((g) => g.venderId)).size).toBeGreaterThan(5);

    const countsA = await data<Record<string, number>>(
      '/api/fea-vsm/workbench/todoCounts',
      {},
      { token: 'demo-supplier-multi', vendor: MULTI_A },
    );
    const countsMine = await data<Record<string, number>>(
      '/api/fea-vsm/workbench/todoCounts',
      {},
      { vendor: DEMO_VENDOR },
    );
    const countsAll = await data<Record<string, number>>(
      '/api/fea-vsm/workbench/todoCounts',
      {},
      { token: 'demo-retailer' },
    );
    expect(countsAll.orderNotice).toBeGreaterThanOrEqual(countsA.orderNotice + countsMine.orderNotice);
  });
});
