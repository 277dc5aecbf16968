import { table } from '../../mocks/db';
import { api, data, DEMO_VENDOR } from './helpers';

/* Order liquidated damages in the mock backend: SPEC §5 dispute reason, §6 breach import, state machine (B0400). */

const D = '/api/fea-vsm/liquidateddamages';
type Page<T> = { total: number; pageData: T[] };
type Row = { sheetId: string; status: string; venderId: string; amount: number; venderName: string };

const demo = (status: string) => table('damages').filter((d) => d.venderId === '100101' && d.status === status);
const statusOf = (sheetId: string) => table('damages').find((d) => d.sheetId === sheetId)!.status;

describe('mock backend: liquidated damages', () => {
  it('seeds hundreds of breaches over the suppliers, with lines adding up to the amount', () => {
    const rows = table('damages');
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((d) => d.venderId)).size).toBeGreaterThanOrEqual(10);
    for (const status of ['0', '1', '2', '3', '4']) expect(demo(status).length).toBeGreaterThan(0);
    for (const d of rows.slice(0, 50))
      expect(Math.round(d.lines.reduce((s, l) => s + l.amount, 0) * 100)).toBe(Math.round(d.amount * 100));
  });

  it('isolates suppliers by the vendor headers; the retailer sees all, with supplier names', async () => {
    const mine = await data<Page<Row>>(`${D}/query`, { pageNo: 1, pageSize: 500, params: {} }, { vendor: DEMO_VENDOR });
    expect(mine.total).toBe(table('damages').filter((d) => d.venderId === '100101').length);
    expect(mine.pageData.every((d) => d.venderId === '100101')).toBe(true);
    const all = await data<Page<Row>>(
      `${D}/query`,
      { pageNo: 1, pageSize: 20, params: {} },
      { token: 'demo-retailer' },
    );
    expect(all.total).toBe(table('damages').length);
    const other = await data<Page<Row>>(
      `${D}/query`,
      { pageNo: 1, pageSize: 20, params: { venderId: '120501' } },
      { token: 'demo-retailer' },
    );
    expect(other.pageData.every((d) => d.venderId === '120501' && d.venderName.length > 0)).toBe(true);
    const foreign = table('damages').find((d) => d.venderId !== '100101')!;
    expect(await api(`${D}/lines`, { sheetId: foreign.sheetId }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0404',
    });
    expect(await api(`${D}/confirm`, { sheetIds: [foreign.sheetId] }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0404',
    });
  });

  it("reads status 'pending' as the pending statuses of the caller's side", async () => {
    const supplier = await data<Page<Row>>(
      `${D}/query`,
      { pageNo: 1, pageSize: 500, params: { status: 'pending' } },
      { vendor: DEMO_VENDOR },
    );
    expect(supplier.total).toBe(demo('0').length + demo('4').length);
    const retailer = await data<Page<Row>>(
      `${D}/query`,
      { pageNo: 1, pageSize: 1, params: { status: 'pending' } },
      { token: 'demo-retailer' },
    );
    expect(retailer.total).toBe(table('damages').filter((d) => d.status === '2').length);
  });

  it('filters an inclusive breach-date range, an end date alone too', async () => {
    const query = (params: Record<string, string>) =>
      data<Page<Row & { breachDate: string }>>(
        `${D}/query`,
        { pageNo: 1, pageSize: 500, params },
        { token: 'demo-retailer' },
      );
    const day = table('damages')[5].breachDate;
    const onDay = await query({ breachDateStart: day, breachDateEnd: day });
    expect(onDay.total).toBe(table('damages').filter((d) => d.breachDate === day).length);
    const upTo = await query({ breachDateEnd: day });
    expect(upTo.total).toBe(table('damages').filter((d) => d.breachDate <= day).length);
    expect(upTo.total).toBeLessThan(table('damages').length);
  });

  it('confirms and disputes (reason required, SPEC §5), and refuses moves the state machine does not list (B0400)', async () => {
    const [a, b] = demo('0');
    expect(await api(`${D}/confirm`, { sheetIds: [] }, { vendor: DEMO_VENDOR })).toMatchObject({
      message: '请先勾选单据',
    });
    expect(await api(`${D}/dispute`, { sheetIds: [a.sheetId], reason: '  ' }, { vendor: DEMO_VENDOR })).toMatchObject({
      message: '申诉原因不能为空',
    });
    expect(statusOf(a.sheetId)).toBe('0');
    await data(`${D}/dispute`, { sheetIds: [a.sheetId], reason: '已足量送货' }, { vendor: DEMO_VENDOR });
    expect(table('damages').find((d) => d.sheetId === a.sheetId)).toMatchObject({
      status: '2',
      disputeReason: '已足量送货',
    });
    await data(`${D}/confirm`, { sheetIds: [b.sheetId] }, { vendor: DEMO_VENDOR });
    expect(statusOf(b.sheetId)).toBe('1');
    // Confirmed cannot be disputed; one refused breach leaves the others unchanged.
    const c = demo('0')[0];
    expect(
      await api(`${D}/dispute`, { sheetIds: [c.sheetId, b.sheetId], reason: 'x' }, { vendor: DEMO_VENDOR }),
    ).toMatchObject({ returncode: 'B0400', message: '当前单据不允许此操作' });
    expect(statusOf(c.sheetId)).toBe('0');
    // Only the retailer reviews; only suppliers confirm.
    expect(await api(`${D}/review`, { sheetIds: [a.sheetId], accept: true }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'A0303',
    });
    expect(await api(`${D}/confirm`, { sheetIds: [c.sheetId] }, { token: 'demo-retailer' })).toMatchObject({
      returncode: 'A0303',
    });
  });

  it('lets the retailer accept or reject a dispute (a rejection needs a reason); a rejected one can then be confirmed', async () => {
    const [a, b] = demo('2');
    expect(
      await api(`${D}/review`, { sheetIds: [a.sheetId], accept: false, reason: '' }, { token: 'demo-retailer' }),
    ).toMatchObject({ message: '驳回原因不能为空' });
    await data(`${D}/review`, { sheetIds: [a.sheetId], accept: false, reason: '无证明' }, { token: 'demo-retailer' });
    expect(table('damages').find((d) => d.sheetId === a.sheetId)).toMatchObject({
      status: '4',
      reviewReason: '无证明',
    });
    await data(`${D}/review`, { sheetIds: [b.sheetId], accept: true }, { token: 'demo-retailer' });
    expect(statusOf(b.sheetId)).toBe('3');
    expect(
      await api(`${D}/review`, { sheetIds: [b.sheetId], accept: false, reason: 'x' }, { token: 'demo-retailer' }),
    ).toMatchObject({ returncode: 'B0400' });
    await data(`${D}/confirm`, { sheetIds: [a.sheetId] }, { vendor: DEMO_VENDOR });
    expect(statusOf(a.sheetId)).toBe('1');
  });

  it('imports breaches for the retailer with damages:import, all rows or none', async () => {
    const ok = {
      venderId: '100101',
      orderSheetId: 'DH1',
      shopId: '1201',
      breachType: '2',
      amount: '88.50',
      breachDate: '2025/6/1',
    };
    const before = table('damages').length;
    expect(
      await api(`${D}/import`, { rows: [ok, { ...ok, amount: '1.234' }] }, { token: 'demo-retailer' }),
    ).toMatchObject({ returncode: 'A0433' });
    expect(
      await api(`${D}/import`, { rows: [ok, { ...ok, shopId: '3101' }] }, { token: 'demo-retailer' }),
    ).toMatchObject({ returncode: 'A0433' });
    expect(table('damages').length).toBe(before);
    expect(await api(`${D}/import`, { rows: [ok] }, { vendor: DEMO_VENDOR })).toMatchObject({ returncode: 'A0303' });
    const { sheetIds } = await data<{ sheetIds: string[] }>(
      `${D}/import`,
      { rows: [ok, { ...ok, breachType: '1' }] },
      { token: 'demo-retailer' },
    );
    expect(table('damages').length).toBe(before + 2);
    expect(table('damages').find((d) => d.sheetId === sheetIds[0])).toMatchObject({
      status: '0',
      venderId: '100101',
      bu: '12',
      amount: 88.5,
      breachDate: '2025-06-01',
    });
    // The supplier sees the new breach.
    const mine = await data<Page<Row>>(
      `${D}/query`,
      { pageNo: 1, pageSize: 5, params: { sheetId: sheetIds[0] } },
      { vendor: DEMO_VENDOR },
    );
    expect(mine.pageData.map((d) => d.sheetId)).toEqual([sheetIds[0]]);
  });
});
