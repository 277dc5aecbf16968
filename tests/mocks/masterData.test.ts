import { table } from '../../mocks/db';
import { api, data, DEMO_VENDOR } from './helpers';

/* Master data in the mock backend: the shop search of SPEC §7 (stores with region, address, DC and status), settlement methods and the category tree (SPEC §2 /s/basicinfo). */

const C = '/api/fea-vsm/common';
const M = '/api/fea-vsm/masterdata';
type Page<T> = { total: number; pageData: T[] };
type Shop = {
  shopId: string;
  shopName: string;
  buId: string;
  buName: string;
  status: string;
  provinceName: string;
  cityName: string;
  dcId: string;
  dcName: string;
  address: string;
};
type Method = {
  id: string;
  venderId: string;
  bu: string;
  venderName: string;
  buName: string;
  payModeName: string;
  settleMethod: string;
  termDays: number;
  status: string;
  startDate: string;
  endDate: string | null;
};
type Category = {
  majorId: string;
  mediumId: string;
  mediumName: string;
  subId: string;
  subName: string;
  goodsCount: number;
};

describe('mock backend: shop search (SPEC §7)', () => {
  it("gives a supplier its selected BU's stores whatever BU it asks for, with region, DC and every status", async () => {
    const mine = await data<Page<Shop>>(
      `${C}/shopSearch`,
      { pageNo: 1, pageSize: 100, params: { buId: '31' } },
      { vendor: DEMO_VENDOR },
    );
    expect(mine.total).toBe(table('shops').filter((s) => s.buId === '12').length);
    expect(mine.total).toBeGreaterThanOrEqual(20);
    expect(mine.pageData.every((s) => s.buId === '12')).toBe(true);
    expect(new Set(mine.pageData.map((s) => s.status))).toEqual(new Set(['0', '1', '2', '3']));
    const first = mine.pageData[0];
    expect(first).toMatchObject({
      shopId: '1201',
      shopName: '深圳福田店',
      buName: '华润万家',
      provinceName: '广东省',
      cityName: '深圳市',
    });
    expect(first.dcName).toBe(table('orgs').find((o) => o.orgId === first.dcId && o.buIds.join() === '12')!.orgName);
    expect(first.dcName).toBe('深圳常温配送中心');
    expect(first.address).toContain('深圳市');
  });

  it("gives every DC an id of its own: only the headquarters org is 121, which SPEC §6 drops from a supplier's list", () => {
    expect(
      table('orgs')
        .filter((o) => o.orgId === '121')
        .map((o) => o.orgName),
    ).toEqual(['总部采购中心']);
    const ids = table('orgs').map((o) => o.orgId);
    expect(new Set(ids).size).toBe(ids.length);
    const shopIds = new Set(table('shops').map((s) => s.shopId));
    expect(ids.filter((id) => shopIds.has(id))).toEqual([]);
    // Every store's DC is one of its BU's.
    for (const s of table('shops'))
      expect(table('orgs').find((o) => o.orgId === s.dcId)?.buIds, s.shopId).toEqual([s.buId]);
  });

  it('lets the retailer search every store or one BU, by status, and sorts on request', async () => {
    const all = await data<Page<Shop>>(
      `${C}/shopSearch`,
      { pageNo: 1, pageSize: 10, params: {} },
      { token: 'demo-retailer' },
    );
    expect(all.total).toBe(table('shops').length);
    const closed = await data<Page<Shop>>(
      `${C}/shopSearch`,
      { pageNo: 1, pageSize: 100, params: { buId: '12', status: '3' } },
      { token: 'demo-retailer' },
    );
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.pageData.every((s) => s.status === '3' && s.buId === '12')).toBe(true);
    const byName = await data<Page<Shop>>(
      `${C}/shopSearch`,
      { pageNo: 1, pageSize: 5, orderBy: 'shopId desc', params: { buId: '31' } },
      { token: 'demo-retailer' },
    );
    expect(byName.pageData.map((s) => s.shopId)).toEqual([...byName.pageData.map((s) => s.shopId)].sort().reverse());
    expect(byName.pageData[0].shopId).toBe('3108');
  });
});

describe('mock backend: settlement methods', () => {
  it('lists every supplier and BU for the retailer (dozens of rows, with names), newest period first per supplier', async () => {
    const page = await data<Page<Method>>(
      `${M}/settlementMethods`,
      { pageNo: 1, pageSize: 200, params: {} },
      { token: 'demo-retailer' },
    );
    expect(page.total).toBe(table('settlementMethods').length);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(new Set(page.pageData.map((m) => m.bu)).size).toBeGreaterThanOrEqual(5);
    for (const status of ['0', '1', '2']) expect(page.pageData.some((m) => m.status === status)).toBe(true);
    const demo = page.pageData.filter((m) => m.venderId === '100101');
    expect(demo.length).toBeGreaterThanOrEqual(10);
    // The next period (not yet in force), then the one in force, then the expired ones.
    expect(demo.map((m) => m.status).slice(0, 3)).toEqual(['2', '1', '0']);
    expect(demo[0]).toMatchObject({ venderName: '华润食品有限公司', buName: '华润万家' });
    expect(demo.map((m) => m.startDate)).toEqual([...demo.map((m) => m.startDate)].sort().reverse());
    expect(page.pageData.every((m) => m.payModeName.length > 0)).toBe(true);
  });

  it('gives cash on delivery and prepayment no credit term', () => {
    const rows = table('settlementMethods');
    expect(rows.some((m) => m.settleMethod === '1' && m.termDays > 0)).toBe(true);
    expect(rows.filter((m) => m.settleMethod === '2' || m.settleMethod === '3').every((m) => m.termDays === 0)).toBe(
      true,
    );
  });

  it('filters by supplier, method and the day a method is in force; refuses a date that is not one (SPEC §5 dates)', async () => {
    const q = (params: Record<string, unknown>) =>
      data<Page<Method>>(`${M}/settlementMethods`, { pageNo: 1, pageSize: 200, params }, { token: 'demo-retailer' });
    const one = await q({ venderId: '120501' });
    expect(one.pageData.every((m) => m.venderId === '120501')).toBe(true);
    const inForce = table('settlementMethods').find((m) => m.venderId === '100101' && m.status === '1')!;
    const onDay = await q({ venderId: '100101', onDate: inForce.startDate.replace(/-/g, '/') });
    expect(onDay.pageData.map((m) => m.id)).toEqual([inForce.id]);
    const refused = await api(
      `${M}/settlementMethods`,
      { pageNo: 1, pageSize: 20, params: { onDate: '2025-02-30' } },
      { token: 'demo-retailer' },
    );
    expect(refused).toMatchObject({ returncode: 'A0440', message: '生效日期格式不正确', data: null });
  });

  it("shows a supplier only its own combination's methods, whatever supplier it names", async () => {
    const page = await data<Page<Method>>(
      `${M}/settlementMethods`,
      { pageNo: 1, pageSize: 200, params: { venderId: '120501' } },
      { vendor: DEMO_VENDOR },
    );
    expect(page.total).toBe(table('settlementMethods').filter((m) => m.venderId === '100101').length);
    expect(page.pageData.every((m) => m.venderId === '100101')).toBe(true);
  });
});

describe('mock backend: category tree (major → medium → sub)', () => {
  it('answers one row per sub-category with its medium and major, and the goods under it', async () => {
    const page = await data<Page<Category>>(
      `${M}/categoryQuery`,
      { pageNo: 1, pageSize: 100, params: {} },
      { token: 'demo-retailer' },
    );
    expect(page.total).toBe(table('categories').filter((c) => c.level === 3).length);
    const biscuits = page.pageData.find((r) => r.subId === '100101')!;
    expect(biscuits).toMatchObject({ majorId: '10', mediumId: '1001', mediumName: '饼干糕点', subName: '饼干' });
    expect(biscuits.goodsCount).toBe(table('goods').filter((g) => g.subId === '100101').length);
  });

  it('narrows by the major and lessMajor codes and by a keyword; a medium outside the major answers nothing', async () => {
    const q = (params: Record<string, unknown>) =>
      data<Page<Category>>(`${M}/categoryQuery`, { pageNo: 1, pageSize: 100, params }, { token: 'demo-retailer' });
    const drinks = await q({ majorId: '12' });
    expect(drinks.pageData.map((r) => r.subId)).toEqual(['120101', '120102', '120103', '120201', '120202']);
    expect((await q({ lessMajorId: '1202' })).pageData.map((r) => r.subName)).toEqual(['啤酒', '白酒']);
    expect((await q({ majorId: '10', lessMajorId: '1202' })).total).toBe(0);
    expect((await q({ keyword: '酸奶' })).pageData.map((r) => r.subId)).toEqual(['150201', '150202']);
  });
});
