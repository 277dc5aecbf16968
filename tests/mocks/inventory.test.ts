import { table } from '../../mocks/db';
import { api, data, DEMO_VENDOR } from './helpers';

/* Inventory collaboration in the mock backend: SPEC §3 inventory collect, §9 unit cases. */

const I = '/api/fea-vsm/inventory';
type Row = {
  goodsId: string;
  venderId: string;
  venderName: string;
  allocableCases: number | null;
  openOrderQty: number;
  openOrderCases: number | null;
  shortCases: number | null;
  short: string;
  updateTime: string | null;
};
type Page<T> = { total: number; pageData: T[] };
const opts = { vendor: DEMO_VENDOR };
const query = (params: Record<string, unknown>, o: object = opts) =>
  data<Page<Row>>(`${I}/query`, { pageNo: 1, pageSize: 1000, params }, o);

describe('mock backend: inventory collaboration', () => {
  it('lists every goods of the supplier, entered or not; the retailer sees every supplier with names', async () => {
    const mine = await query({});
    expect(mine.total).toBe(table('goods').filter((g) => g.venderId === '100101' && g.bu === '12').length);
    expect(mine.pageData.some((r) => r.updateTime === null)).toBe(true);
    const all = await query({}, { token: 'demo-retailer' });
    expect(all.total).toBe(table('goods').length);
    const other = await query({ venderId: '120501' }, { token: 'demo-retailer' });
    expect(other.pageData.every((r) => r.venderId === '120501' && r.venderName.length > 0)).toBe(true);
  });

  it('counts open order notices in cases and marks the goods short against them (SPEC §3, §9 cases)', async () => {
    const all = await query({}, { token: 'demo-retailer' });
    const short = all.pageData.filter((r) => r.short === '1');
    expect(short.length).toBeGreaterThan(0);
    for (const r of all.pageData.filter((x) => x.allocableCases !== null)) {
      expect(r.shortCases).toBe(Math.max(0, r.openOrderCases! - r.allocableCases!));
      expect(r.short).toBe(r.shortCases! > 0 ? '1' : '0');
    }
    const filtered = await query({ short: '1' }, { token: 'demo-retailer' });
    expect(filtered.total).toBe(short.length);
  });

  it('the supplier updates its figures and the retailer reads them; a shortage ends when enough is allocable', async () => {
    const mine = await query({});
    const row = mine.pageData.find((r) => r.openOrderQty > 0) ?? mine.pageData[0];
    const input = {
      goodsId: row.goodsId,
      productionCycle: 7,
      unitsPerCase: 1,
      allocableCases: 0,
      inProductionCases: 40,
    };
    await data(`${I}/save`, input, opts);
    const seen = (await query({ goodsId: row.goodsId, venderId: '100101' }, { token: 'demo-retailer' })).pageData[0];
    expect(seen).toMatchObject({ allocableCases: 0, openOrderCases: Math.ceil(row.openOrderQty) });
    expect(seen.short).toBe(row.openOrderQty > 0 ? '1' : '0');
    await data(`${I}/save`, { ...input, allocableCases: 100000 }, opts);
    expect((await query({ goodsId: row.goodsId })).pageData[0]).toMatchObject({
      allocableCases: 100000,
      short: '0',
      shortCases: 0,
    });
  });

  it('refuses figures that are not whole cases or days, and the retailer entering figures', async () => {
    const goodsId = (await query({})).pageData[0].goodsId;
    const input = { goodsId, productionCycle: 7, unitsPerCase: 12, allocableCases: 10, inProductionCases: 0 };
    expect(await api(`${I}/save`, { ...input, allocableCases: 1.5 }, opts)).toMatchObject({
      returncode: 'A0410',
      message: '库存箱数须为不小于0的整数',
    });
    expect(await api(`${I}/save`, { ...input, inProductionCases: -1 }, opts)).toMatchObject({ returncode: 'A0410' });
    expect(await api(`${I}/save`, { ...input, productionCycle: '' }, opts)).toMatchObject({
      message: '生产周期须为0-365的整数天',
    });
    expect(await api(`${I}/save`, { ...input, unitsPerCase: 0 }, opts)).toMatchObject({
      message: '箱规须为大于0的整数',
    });
    expect(await api(`${I}/save`, input, { token: 'demo-retailer' })).toMatchObject({ returncode: 'A0303' });
    const foreign = table('goods').find((g) => g.venderId !== '100101')!;
    expect(await api(`${I}/save`, { ...input, goodsId: foreign.goodsId }, opts)).toMatchObject({ returncode: 'B0404' });
  });
});
