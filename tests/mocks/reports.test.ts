import { table } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { FULFILMENT_TARGET, weekOf } from '../../mocks/domains/reports/service';
import type { ReportPage, ReportRow, ReportSummary } from '@/features/reports/types';
import { SHOP_TYPE } from '@/features/masterData/contract';
import { api, call, data, DEMO_VENDOR } from './helpers';

/* Reports in the mock backend: SPEC §9 totals of the whole query, formats, .xls exports; the fulfilment scorecard. */

const R = '/api/fea-vsm/report';
const supplier = { vendor: DEMO_VENDOR };
const retailer = { token: 'demo-retailer' };
const body = (kind: string, params: Record<string, unknown> = {}, pageSize = 20) => ({
  kind,
  pageNo: 1,
  pageSize,
  params,
});
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('mock backend: reports', () => {
  it('sales by goods for the supplier only, with "data as of" and shares of the whole query', async () => {
    const page = await data<ReportPage>(`${R}/query`, body('sales', {}, 500), supplier);
    expect(page.total).toBeGreaterThan(5);
    expect(page.asOf).toMatch(new RegExp(`^${mockToday()} \\d\\d:\\d\\d:\\d\\d$`));
    expect(page.pageData.every((r) => r.venderId === '100101' && r.bu === '12')).toBe(true);
    const share = page.pageData.reduce((s, r) => s + r.share!, 0);
    expect(Math.abs(share - 100)).toBeLessThan(0.5);
    // SPEC §9: quantities 3 decimals, amounts 2, costs 4
    for (const r of page.pageData) {
      expect(decimals(r.saleQty!)).toBeLessThanOrEqual(3);
      expect(decimals(r.saleAmount!)).toBeLessThanOrEqual(2);
      expect(decimals(r.saleCost!)).toBeLessThanOrEqual(4);
    }
  });

  it('SPEC §9 totals come from the sum call for the whole query, not the page', async () => {
    const all = await data<ReportPage>(`${R}/query`, body('sales', {}, 1000), supplier);
    const sums = await data<ReportSummary>(`${R}/summary`, body('sales', {}, 5), supplier);
    const amount = all.pageData.reduce((s, r) => s + r.saleAmount!, 0);
    expect(sums.count).toBe(all.total);
    expect(sums.totals.saleAmount).toBeCloseTo(amount, 1);
    const first = await data<ReportPage>(`${R}/query`, body('sales', {}, 5), supplier);
    expect(first.pageData.reduce((s, r) => s + r.saleAmount!, 0)).toBeLessThan(sums.totals.saleAmount!);
  });

  it('the store filter narrows rows, sums and chart alike', async () => {
    const shopId = (await data<ReportPage>(`${R}/query`, body('sales', { groupBy: 'shop' }), supplier)).pageData[0]
      .shopId!;
    const whole = await data<ReportSummary>(`${R}/summary`, body('daily'), supplier);
    const one = await data<ReportSummary>(`${R}/summary`, body('daily', { shopId }), supplier);
    expect(one.totals.saleAmount!).toBeLessThan(whole.totals.saleAmount!);
    const chartSum = one.chart.points.reduce((s, p) => s + p.value, 0);
    expect(chartSum).toBeCloseTo(one.totals.saleAmount!, 0);
    expect(one.chart.type).toBe('line');
  });

  it('daily sales: one row per day of the period', async () => {
    const from = addDays(mockToday(), -7);
    const to = addDays(mockToday(), -1);
    const page = await data<ReportPage>(`${R}/query`, body('daily', { dateStart: from, dateEnd: to }), supplier);
    expect(page.pageData.map((r) => r.period)).toEqual([...Array(7)].map((_, i) => addDays(to, -i)));
  });

  it('refuses a period that ends before it starts, or reaches beyond the last 90 days', async () => {
    const today = mockToday();
    for (const params of [
      { dateStart: addDays(today, -1), dateEnd: addDays(today, -5) },
      { dateStart: addDays(today, -200), dateEnd: addDays(today, -1) },
    ])
      expect(await api(`${R}/query`, body('sales', params), supplier)).toMatchObject({ returncode: 'A0411' });
    expect(await api(`${R}/query`, body('nonsense'), supplier)).toMatchObject({ returncode: 'A0412' });
  });

  it('the retailer runs a report for one supplier (refused without one)', async () => {
    expect(await api(`${R}/query`, body('stock'), retailer)).toMatchObject({
      returncode: 'A0410',
      message: '请先选择供应商',
    });
    const page = await data<ReportPage>(`${R}/query`, body('stock', { venderId: '100101' }, 200), retailer);
    expect(page.total).toBeGreaterThan(0);
    expect(page.pageData.every((r) => r.venderId === '100101' && r.venderName)).toBe(true);
  });

  it('SPEC §9 inventory in cases: stock of stores and DCs as cases of the goods pack', async () => {
    const page = await data<ReportPage>(`${R}/query`, body('stock', {}, 500), supplier);
    const places = new Set(page.pageData.map((r) => r.dcId));
    const dcs = new Set(
      table('shops')
        .filter((s) => s.buId === '12')
        .map((s) => s.dcId),
    );
    expect([...places].some((p) => dcs.has(p!))).toBe(true);
    for (const r of page.pageData)
      expect(Number.isInteger(r.stockCases! * r.packSize!) || decimals(r.stockCases!) <= 3).toBe(true);
    const check = await data<ReportPage>(`${R}/query`, body('inventoryCheck', { diffOnly: '1' }, 500), supplier);
    expect(check.pageData.length).toBeGreaterThan(0);
    expect(check.pageData.every((r) => r.diffQty !== 0 && r.diffQty === r.countedQty! - r.bookQty!)).toBe(true);
  });

  it("promotion reports hold only promoted sales; Ole' only the boutique supermarkets (masterData SHOP_TYPE.boutique)", async () => {
    const promo = await data<ReportSummary>(`${R}/summary`, body('promotion'), supplier);
    const all = await data<ReportSummary>(`${R}/summary`, body('sales'), supplier);
    expect(promo.totals.saleAmount!).toBeGreaterThan(0);
    expect(promo.totals.saleAmount!).toBeLessThan(all.totals.saleAmount!);
    const boutique = new Set(
      table('shops')
        .filter((s) => s.shopType === SHOP_TYPE.boutique)
        .map((s) => s.shopId),
    );
    const ole = await data<ReportPage>(`${R}/query`, body('ole', { groupBy: 'shop' }, 100), supplier);
    expect(ole.pageData.length).toBeGreaterThan(0);
    expect(ole.pageData.every((r) => boutique.has(r.shopId!))).toBe(true);
  });

  it('fulfilment scorecard: fill and on-time rate per DC and week against the target; the orders below it one call away', async () => {
    const from = addDays(mockToday(), -60);
    const params = { dateStart: from, dateEnd: addDays(mockToday(), -1) };
    const page = await data<ReportPage>(`${R}/query`, body('fulfilment', params, 500), supplier);
    expect(page.total).toBeGreaterThan(0);
    for (const r of page.pageData) {
      expect(r.fillTarget).toBe(FULFILMENT_TARGET.fill);
      expect(r.fillRate).toBeCloseTo((r.receivedQty! / r.orderedQty!) * 100, 1);
      expect(r.period).toMatch(/^\d{4}-W\d\d$/);
    }
    const low = page.pageData.find((r) => r.fillRate! < FULFILMENT_TARGET.fill)!;
    expect(low).toBeDefined();
    const orders = await data<ReportPage>(
      `${R}/fulfilmentOrders`,
      body('fulfilment', { ...params, dcId: low.dcId, week: low.period }, 100),
      supplier,
    );
    expect(orders.total).toBe(low.orders);
    expect(orders.pageData[0].fillRate!).toBeLessThan(FULFILMENT_TARGET.fill);
    expect(orders.pageData.every((o) => o.dcId === low.dcId && o.period === low.period)).toBe(true);
  });

  it('each scorecard row names the days of its week within the query, and its orders are those of these days', async () => {
    const to = addDays(mockToday(), -1);
    const params = { dateStart: addDays(mockToday(), -90), dateEnd: to };
    const page = await data<ReportPage>(`${R}/query`, body('fulfilment', params, 500), supplier);
    const weeks = [...new Set(page.pageData.map((r) => r.period!))].sort();
    const edges = page.pageData.filter((r) => r.period === weeks[0] || r.period === weeks.at(-1));
    expect(edges.some((r) => r.weekStart === params.dateStart)).toBe(true);
    for (const row of edges) {
      expect(row.weekStart! >= params.dateStart && row.weekEnd! <= to && row.weekStart! <= row.weekEnd!).toBe(true);
      const orders = await data<ReportPage>(
        `${R}/fulfilmentOrders`,
        body('fulfilment', { dcId: row.dcId, week: row.period, dateStart: row.weekStart, dateEnd: row.weekEnd }, 200),
        supplier,
      );
      expect(orders.total).toBe(row.orders);
    }
  });

  it('weeks are ISO weeks', () => {
    expect(weekOf('2026-01-01')).toBe('2026-W01');
    expect(weekOf('2025-12-29')).toBe('2026-W01');
    expect(weekOf('2026-11-26')).toBe('2026-W48');
  });

  it(
    'the server export writes every row of the query as .xls (SPEC §9), never a cut file',
    { timeout: 60000 },
    async () => {
      const week = { dateStart: addDays(mockToday(), -7), dateEnd: addDays(mockToday(), -1) };
      const res = await call(`${R}/export`, body('saleReport', week, 20), supplier);
      expect(res.headers.get('Content-Type')).toBe('application/vnd.ms-excel');
      const { read, utils } = await import('xlsx');
      const sheet = read(new Uint8Array(await res.arrayBuffer())).Sheets;
      const rows = utils.sheet_to_json(Object.values(sheet)[0]);
      const sums = await data<ReportSummary>(`${R}/summary`, body('saleReport', week), supplier);
      expect(rows.length).toBe(sums.count);
      expect(sums.count).toBeGreaterThan(20);
    },
  );

  it("each export has its report's own columns in the caller's language: stock in cases with its stock cost, the scorecard with both rates and targets", async () => {
    const { read, utils } = await import('xlsx');
    const exported = async (
      kind: string,
      options: Parameters<typeof call>[2],
      params: Record<string, unknown> = {},
    ) => {
      const res = await call(`${R}/export`, body(kind, params), options);
      const sheet = Object.values(read(new Uint8Array(await res.arrayBuffer())).Sheets)[0];
      return utils.sheet_to_json<string[]>(sheet, { header: 1 });
    };
    const english = { ...retailer, headers: { language: 'en-US' } };
    const [stock, first] = await exported('stock', english, { venderId: '100101' });
    expect(stock).toEqual([
      'Supplier',
      'Store / DC',
      'Goods code',
      'Goods name',
      'Barcode',
      'Units per case',
      'Stock (cases)',
      'Stock cost',
    ]);
    // A code with its name, as the screen shows it.
    expect(first.slice(0, 2)).toEqual([expect.stringMatching(/^100101 /), expect.stringMatching(/^\w+ /)]);
    const period = { dateStart: addDays(mockToday(), -60), dateEnd: addDays(mockToday(), -1) };
    const [scorecard] = await exported('fulfilment', supplier, period);
    expect(scorecard).toEqual([
      '供应商',
      '周',
      '配送中心',
      '订单数',
      '订货数量',
      '到货数量',
      '到货率',
      '到货率目标',
      '准时率',
      '准时率目标',
    ]);
    const [byShop] = await exported('sales', supplier, { groupBy: 'shop' });
    expect(byShop).toEqual(['供应商', '门店/配送中心', '销售数量', '销售金额', '销售成本', '毛利', '销售占比']);
  });

  it('goods report: where each goods is listed, by category; new goods: sales of goods listed lately', async () => {
    const goods = await data<ReportPage>(`${R}/query`, body('goods', {}, 100), supplier);
    expect(goods.pageData.every((r: ReportRow) => r.shopCount! >= 0 && r.goodsName)).toBe(true);
    expect(goods.pageData.some((r) => r.shopCount! > 0)).toBe(true);
    const categoryId = goods.pageData[0].categoryId!;
    const one = await data<ReportPage>(`${R}/query`, body('goods', { categoryId }, 100), supplier);
    expect(one.total).toBeGreaterThan(0);
    expect(one.total).toBeLessThan(goods.total);
    expect(one.pageData.every((r) => r.categoryId === categoryId)).toBe(true);
    const fresh = await data<ReportPage>(`${R}/query`, body('newGoods', {}, 100), supplier);
    const cut = addDays(mockToday(), -180);
    expect(fresh.pageData.every((r) => r.createDate! >= cut)).toBe(true);
  });
});
