import { api, data, DEMO_VENDOR } from './helpers';

const C = '/api/fea-vsm/common';
type Page<T> = { pageNo: number; pageSize: number; total: number; pageData: T[] };

describe('mock backend: common', () => {
  it('answers the dictionaries RUNTYPE, SALETAXRATE and GOODSFUNCTION', async () => {
    const dics = await data<Record<string, Array<{ dictionaryId: string; fieldValue: string; fieldName: string }>>>(
      `${C}/getDic`,
      { entId: 1, params: ['RUNTYPE', 'SALETAXRATE', 'GOODSFUNCTION'] },
    );
    expect(Object.keys(dics)).toEqual(['RUNTYPE', 'SALETAXRATE', 'GOODSFUNCTION']);
    expect(dics.SALETAXRATE.map((d) => d.fieldValue)).toEqual(['6', '9', '10', '11', '13', '16', '17']);
    expect(dics.SALETAXRATE[0]).toEqual({ dictionaryId: 'SALETAXRATE-6', fieldValue: '6', fieldName: '6%' });
    expect(dics.RUNTYPE.map((d) => d.fieldName)).toContain('经销');
    expect(dics.GOODSFUNCTION.length).toBeGreaterThan(2);
  });

  it('answers the raw company list of a BU (the client applies the org rule)', async () => {
    const bu12 = await data<Array<{ orgId: string; orgName: string }>>(`${C}/getCompanyList`, { buId: '12' });
    const ids = bu12.map((o) => o.orgId);
    expect(ids).toContain('121');
    expect(ids).not.toContain('120');
    expect(ids).toContain('12001');
    expect(bu12.every((o) => typeof o.orgName === 'string' && o.orgName.length > 0)).toBe(true);
    const bu88 = await data<Array<{ orgId: string }>>(`${C}/getCompanyList`, { buId: '88' });
    expect(bu88.map((o) => o.orgId)).toContain('121');
    // org 120 exists for the org search
    const orgs = await data<Page<{ orgId: string; orgName: string; type: string }>>(`${C}/orgSearch`, {
      pageNo: 1,
      pageSize: 100,
      params: { keyword: '物流运营' },
    });
    expect(orgs.pageData).toEqual([{ orgId: '120', orgName: '物流运营中心', type: 'DC' }]);
  });

  it('answers BU lists, partner black/CA/vendor codes', async () => {
    const bus = await data<Array<{ buId: string; buName: string }>>(`${C}/buList`);
    expect(bus.map((b) => b.buId)).toEqual(['12', '13', '16', '17', '18', '19', '27', '31', '32', '88']);
    expect(bus[0]).toEqual({ buId: '12', buName: '华润万家' });
    expect((await data<unknown[]>(`${C}/getCertBUList`)).length).toBeGreaterThan(0);
    expect(
      await data(`${C}/searchPartnerBlack`, { partnerId: 'P10004', entId: 1 }, { token: 'demo-supplier-blacklisted' }),
    ).toEqual({ status: 1 });
    expect(await data(`${C}/searchPartnerBlack`, { partnerId: 'P10001', entId: 1 })).toEqual({ status: 0 });
    expect(await data(`${C}/getVenderCaByPartnerId`, { partnerId: 'P10001' })).toEqual({ status: 'Y' });
    const codes = await data<Array<{ venderId: string; bu: string; status: string; tradeType: string }>>(
      `${C}/searchPartnerVender`,
      { partnerId: 'P10002' },
      { token: 'demo-supplier-multi' },
    );
    expect(codes).toHaveLength(4);
    expect(codes.some((c) => c.status === '98')).toBe(true);
    expect(
      await data<unknown[]>(
        `${C}/searchPartnerVender`,
        { partnerId: 'P10002', buId: '31' },
        { token: 'demo-supplier-multi' },
      ),
    ).toHaveLength(2);
  });

  it('partnerSearch pages with size 10000 and isolates suppliers', async () => {
    const mine = await data<Page<{ partnerId: string; buId: string }>>(`${C}/partnerSearch`, {
      pageNo: 1,
      pageSize: 10000,
      params: { partnerId: 'P1' },
    });
    expect(mine.pageSize).toBe(10000);
    expect(mine.pageData.every((p) => p.partnerId === 'P10001')).toBe(true);
    const all = await data<Page<{ partnerId: string; buId: string }>>(
      `${C}/partnerSearch`,
      { pageNo: 1, pageSize: 10000, params: { buId: '31' } },
      { token: 'demo-retailer' },
    );
    expect(all.total).toBeGreaterThan(1);
    expect(all.pageData.every((p) => p.buId === '31')).toBe(true);
  });

  it('answers regions, lists, shops, help and URLs', async () => {
    const provinces = await data<Array<{ id: string; name: string }>>(`${C}/provinces`);
    expect(provinces.find((p) => p.name === '广东省')).toBeDefined();
    const cities = await data<Array<{ id: string; name: string }>>(`${C}/cities`, { parentId: '440000' });
    expect(cities.map((c) => c.name)).toContain('深圳市');
    expect((await data<unknown[]>(`${C}/regions`, { parentId: '440300' })).length).toBeGreaterThan(2);
    for (const name of [
      'payModes',
      'accountTypes',
      'financingTypes',
      'taxLevels',
      'certTypes',
      'certCategories',
      'evidenceTypes',
      'categoryList',
    ]) {
      const list = await data<Array<{ id: string; name: string }>>(`${C}/${name}`);
      expect(list.length, name).toBeGreaterThan(1);
      expect(list[0], name).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String) }));
    }
    const shops = await data<Page<{ buId: string }>>(`${C}/shopSearch`, {
      pageNo: 1,
      pageSize: 2,
      params: { buId: '12' },
    });
    expect(shops).toMatchObject({ pageNo: 1, pageSize: 2, total: 26 });
    expect(shops.pageData).toHaveLength(2);
    expect((await data<Array<{ url: string }>>(`${C}/helpList`))[0].url).toContain(
      '/api/fea-vsm/common/group2/file/download?fileUrl=',
    );
    expect(await data(`${C}/commonUrls`, { appCode: 'fea-vsm' })).toEqual({
      helpUrl: '/web/fea-vsm/help',
      portalUrl: '/portal/',
      fileUrl: '/api/fea-vsm/common/group2/file/download?fileUrl=',
    });
  });

  it('records the audit log and lists it in the operation log', async () => {
    await data(`${C}/auditLog`, {
      entName: '华润食品有限公司',
      userId: '10001',
      userName: '华润食品有限公司',
      logInId: '10001',
      objectType: 4,
      moduleId: 'MS0401',
      moduleName: '订货通知单',
    });
    const log = await data<Page<{ moduleName: string }>>(`${C}/operationLog`, { pageNo: 1, pageSize: 10, params: {} });
    expect(log.total).toBe(1);
    expect(log.pageData[0].moduleName).toBe('订货通知单');
    expect(
      (
        await data<Page<unknown>>(
          `${C}/operationLog`,
          { pageNo: 1, pageSize: 10, params: {} },
          { token: 'demo-supplier-multi' },
        )
      ).total,
    ).toBe(0);
  });
});

describe('mock backend: lookups', () => {
  const L = '/api/fea-vsm/lookup';
  const KINDS: Record<string, string[]> = {
    constGoods: ['goodsId', 'goodsName', 'barcode', 'spec', 'unit'],
    contractId: ['contractId', 'contractName', 'venderId', 'startDate', 'endDate', 'status'],
    finEntityId: ['finEntityId', 'finEntityName', 'taxNumber'],
    lessMajor: ['lessMajorId', 'lessMajorName', 'majorId', 'majorName'],
    major: ['majorId', 'majorName'],
    origin: ['originId', 'originName'],
    partner: ['partnerId', 'partnerName', 'partnerCode'],
    tempId: ['tempId', 'tempName', 'tempType'],
  };

  it('answers every kind with records in data.pageData', async () => {
    for (const [kind, fields] of Object.entries(KINDS)) {
      const page = await data<Page<Record<string, unknown>>>(
        `${L}/${kind}`,
        { pageNo: 1, pageSize: 10, params: {} },
        { vendor: DEMO_VENDOR },
      );
      expect(page.pageData.length, kind).toBeGreaterThan(0);
      for (const f of fields) expect(page.pageData[0], `${kind}.${f}`).toHaveProperty(f);
    }
  });

  it('filters by the typed value and pages', async () => {
    const all = await data<Page<{ goodsId: string; goodsName: string; barcode: string }>>(
      `${L}/constGoods`,
      { pageNo: 1, pageSize: 10, params: {} },
      { token: 'demo-retailer' },
    );
    expect(all.pageData).toHaveLength(10);
    expect(all.total).toBeGreaterThan(10);
    const page2 = await data<Page<{ goodsId: string }>>(
      `${L}/constGoods`,
      { pageNo: 2, pageSize: 10, params: {} },
      { token: 'demo-retailer' },
    );
    expect(page2.pageData[0].goodsId).not.toBe(all.pageData[0].goodsId);

    const one = all.pageData[3];
    const byId = await data<Page<{ goodsId: string }>>(
      `${L}/constGoods`,
      { pageNo: 1, pageSize: 10, params: { goodsId: one.goodsId } },
      { token: 'demo-retailer' },
    );
    expect(byId.pageData.map((g) => g.goodsId)).toEqual([one.goodsId]);
    const byBarcode = await data<Page<{ goodsId: string }>>(
      `${L}/constGoods`,
      { pageNo: 1, pageSize: 10, params: { barcode: one.barcode } },
      { token: 'demo-retailer' },
    );
    expect(byBarcode.total).toBe(1);
    const byName = await data<Page<{ goodsName: string }>>(
      `${L}/constGoods`,
      { pageNo: 1, pageSize: 10, params: { goodsName: '生抽' } },
      { token: 'demo-retailer' },
    );
    expect(byName.total).toBeGreaterThan(1);
    expect(byName.pageData.every((g) => g.goodsName.includes('生抽'))).toBe(true);
    const none = await data<Page<unknown>>(
      `${L}/constGoods`,
      { pageNo: 1, pageSize: 10, params: { goodsId: '999999999' } },
      { token: 'demo-retailer' },
    );
    expect(none).toMatchObject({ total: 0, pageData: [] });
    const kw = await data<Page<{ majorName: string }>>(`${L}/major`, {
      pageNo: 1,
      pageSize: 10,
      params: { keyword: '乳制' },
    });
    expect(kw.pageData).toEqual([{ majorId: '15', majorName: '乳制品' }]);
    const less = await data<Page<{ majorId: string }>>(`${L}/lessMajor`, {
      pageNo: 1,
      pageSize: 10,
      params: { majorId: '12' },
    });
    expect(less.pageData.every((r) => r.majorId === '12')).toBe(true);
  });

  it('refuses an unknown kind', async () => {
    expect((await api(`${L}/nope`, { pageNo: 1, pageSize: 10, params: {} })).returncode).toBe('A0404');
  });
});
