import { table, updateRows } from '../../mocks/db';
import { receiveOrder } from '../../mocks/domains/acceptance/service';
import { api, call, data, DEMO_VENDOR, type Vendor } from './helpers';

/** The acceptance (receipt) documents of the mock: isolation, the pending filter, lines, confirm, export. */

const A = '/api/fea-vsm/acceptance';
type Row = {
  sheetId: string;
  status: string;
  venderId: string;
  bu: string;
  receiptDate: string;
  orderSheetId: string;
  shopId: string;
  shopName: string;
  sheetType: string;
  amount: number;
  orderQty: number;
  receivedQty: number;
  diffQty: number;
};
type Page = { total: number; pageData: Row[] };
type Line = {
  goodsName: string;
  barcode: string;
  orderQty: number;
  receivedQty: number;
  diffQty: number;
  price: number;
  cost: number;
  amount: number;
  taxRate: number;
};
const MULTI: Vendor = { venderId: '310201', bu: '31', partnerId: 'P10002' };
const asSupplier = { vendor: DEMO_VENDOR };
const todo = async (options: object) =>
  (await data<{ acceptance: number }>('/api/fea-vsm/workbench/todoCounts', {}, options)).acceptance;

describe('mock backend: acceptance documents', () => {
  it('gives the demo supplier hundreds of its own documents in both statuses, paged and sorted', async () => {
    const page = await data<Page>(
      `${A}/query`,
      { pageNo: 2, pageSize: 50, orderBy: 'amount desc', params: {} },
      asSupplier,
    );
    expect(page.total).toBeGreaterThanOrEqual(200);
    expect(page.pageData).toHaveLength(50);
    expect(page.pageData.every((r) => r.venderId === '100101' && r.bu === '12')).toBe(true);
    expect(page.pageData.map((r) => r.amount)).toEqual([...page.pageData.map((r) => r.amount)].sort((a, b) => b - a));
    const all = table('acceptances').filter((a) => a.venderId === '100101');
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['0', '1']));
  });

  it('isolates suppliers by their vendor headers; the retailer sees every supplier', async () => {
    const multi = await data<Page>(
      `${A}/query`,
      { pageNo: 1, pageSize: 500, params: {} },
      { token: 'demo-supplier-multi', vendor: MULTI },
    );
    expect(multi.total).toBe(table('acceptances').filter((a) => a.venderId === '310201' && a.bu === '31').length);
    expect(multi.pageData.every((r) => r.venderId === '310201')).toBe(true);
    // A supplier cannot pick another supplier with the venderId param or read its lines.
    const sneaky = await data<Page>(
      `${A}/query`,
      { pageNo: 1, pageSize: 5, params: { venderId: '310201' } },
      asSupplier,
    );
    expect(sneaky.pageData.every((r) => r.venderId === '100101')).toBe(true);
    expect((await api(`${A}/lines`, { sheetId: multi.pageData[0].sheetId }, asSupplier)).returncode).toBe('B0404');
    const retailer = await data<Page>(`${A}/query`, { pageNo: 1, pageSize: 1, params: {} }, { token: 'demo-retailer' });
    expect(retailer.total).toBe(table('acceptances').length);
    const one = await data<Page>(
      `${A}/query`,
      { pageNo: 1, pageSize: 500, params: { venderId: '310201' } },
      { token: 'demo-retailer' },
    );
    expect(one.pageData.every((r) => r.venderId.startsWith('310201'))).toBe(true);
  });

  it('reads status "pending" as the pending statuses: the result agrees with the to-do count', async () => {
    const pending = await data<Page>(
      `${A}/query`,
      { pageNo: 1, pageSize: 100, params: { status: 'pending' } },
      asSupplier,
    );
    expect(pending.total).toBe(await todo(asSupplier));
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.pageData.every((r) => r.status === '0')).toBe(true);
    const retailer = await data<Page>(
      `${A}/query`,
      { pageNo: 1, pageSize: 1, params: { status: 'pending' } },
      { token: 'demo-retailer' },
    );
    expect(retailer.total).toBe(await todo({ token: 'demo-retailer' }));
  });

  it('filters by receipt date range, order number and type, with the store or DC name', async () => {
    const some = table('acceptances').find((a) => a.venderId === '100101' && a.sheetType === '2')!;
    const page = await data<Page>(
      `${A}/query`,
      {
        pageNo: 1,
        pageSize: 500,
        params: { receiptDateStart: some.receiptDate, receiptDateEnd: some.receiptDate, sheetType: '2' },
      },
      asSupplier,
    );
    expect(page.pageData.map((r) => r.sheetId)).toContain(some.sheetId);
    expect(page.pageData.every((r) => r.sheetType === '2' && r.shopName.includes('配送中心'))).toBe(true);
    const byOrder = await data<Page>(
      `${A}/query`,
      { pageNo: 1, pageSize: 5, params: { orderSheetId: some.orderSheetId } },
      asSupplier,
    );
    expect(byOrder.pageData[0].sheetId).toBe(some.sheetId);
  });

  it('SPEC §5 date range: an end date alone is applied (every receipt up to it), like a start date alone', async () => {
    const mine = table('acceptances').filter((a) => a.venderId === '100101' && a.bu === '12');
    const days = [...new Set(mine.map((a) => a.receiptDate.slice(0, 10)))].sort();
    const middle = days[Math.floor(days.length / 2)];
    const query = async (params: object) =>
      (await data<Page>(`${A}/query`, { pageNo: 1, pageSize: 500, params }, asSupplier)).pageData.map((r) =>
        r.receiptDate.slice(0, 10),
      );
    const upTo = await query({ receiptDateEnd: middle });
    expect(upTo.length).toBeGreaterThan(0);
    expect(upTo.every((d) => d <= middle)).toBe(true);
    expect(upTo.length).toBeLessThan(mine.length);
    const from = await query({ receiptDateStart: middle });
    expect(from.every((d) => d >= middle)).toBe(true);
  });

  it('answers the lines: ordered, received, difference, price, cost and amount that add up to the header', async () => {
    const doc = table('acceptances').find((a) => a.venderId === '100101' && a.receivedQty !== a.orderQty)!;
    const lines = await data<Line[]>(`${A}/lines`, { sheetId: doc.sheetId }, asSupplier);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(l.goodsName).not.toBe('');
      expect(l.diffQty).toBeCloseTo(l.receivedQty - l.orderQty, 3);
      expect(l.amount).toBeCloseTo(l.receivedQty * l.price, 1);
      expect(l.cost).toBeCloseTo(l.price / (1 + l.taxRate / 100), 3);
      expect([6, 9, 10, 11, 13, 16, 17]).toContain(l.taxRate); // SPEC §9 tax rate labels
    }
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBeCloseTo(doc.amount, 1);
  });

  it('lets the supplier confirm pending documents (to-do drops) and refuses the rest with B0400, all or none', async () => {
    const before = await todo(asSupplier);
    const [a, b] = table('acceptances').filter((x) => x.venderId === '100101' && x.status === '0');
    const done = table('acceptances').find((x) => x.venderId === '100101' && x.status === '1')!;
    // SPEC §8 'current document does not allow this operation': nothing changes.
    expect(await api(`${A}/confirm`, { sheetIds: [a.sheetId, done.sheetId] }, asSupplier)).toMatchObject({
      returncode: 'B0400',
      message: '当前单据不允许此操作',
    });
    expect(table('acceptances').find((x) => x.sheetId === a.sheetId)!.status).toBe('0');
    // SPEC §8 'select documents to confirm or print first'
    expect((await api(`${A}/confirm`, { sheetIds: [] }, asSupplier)).returncode).toBe('B0420');
    expect(await data(`${A}/confirm`, { sheetIds: [a.sheetId, b.sheetId] }, asSupplier)).toEqual({ confirmed: 2 });
    const confirmed = table('acceptances').find((x) => x.sheetId === a.sheetId)!;
    expect(confirmed).toMatchObject({ status: '1', checker: '华润食品有限公司' });
    expect(await todo(asSupplier)).toBe(before - 2);
    // Confirmed once: a second confirmation is refused.
    expect((await api(`${A}/confirm`, { sheetIds: [a.sheetId] }, asSupplier)).returncode).toBe('B0400');
  });

  it('refuses confirmation to the retailer and to another supplier', async () => {
    const a = table('acceptances').find((x) => x.venderId === '100101' && x.status === '0')!;
    expect((await api(`${A}/confirm`, { sheetIds: [a.sheetId] }, { token: 'demo-retailer' })).returncode).toBe('B0424');
    expect(
      (await api(`${A}/confirm`, { sheetIds: [a.sheetId] }, { token: 'demo-supplier-multi', vendor: MULTI }))
        .returncode,
    ).toBe('B0404');
    expect(table('acceptances').find((x) => x.sheetId === a.sheetId)!.status).toBe('0');
  });

  it('shows an order received at its DC on the acceptance query, with the order lines, pending', async () => {
    const order = table('orderNotices').find(
      (o) => o.venderId === '100101' && o.status === '2' && o.logisticsMode === '2' && !!o.transferDc,
    )!;
    expect(order).toBeDefined();
    const before = await todo(asSupplier);
    updateRows('orderNotices', (o) => o.sheetId === order.sheetId, { status: '3' });
    const made = receiveOrder(order.sheetId);
    expect(receiveOrder(order.sheetId).sheetId).toBe(made.sheetId); // one acceptance per order
    const page = await data<Page>(
      `${A}/query`,
      { pageNo: 1, pageSize: 5, params: { orderSheetId: order.sheetId } },
      asSupplier,
    );
    expect(page.pageData).toEqual([
      expect.objectContaining({ sheetId: made.sheetId, sheetType: '2', shopId: order.transferDc, status: '0' }),
    ]);
    const lines = await data<Line[]>(`${A}/lines`, { sheetId: made.sheetId }, asSupplier);
    const orderLines = table('orderNoticeLines').filter((l) => l.sheetId === order.sheetId);
    expect(lines.map((l) => l.orderQty)).toEqual(orderLines.map((l) => l.orderQty));
    expect(await todo(asSupplier)).toBe(before + 1);
  });

  it('exports every matching document as .xls, and refuses an empty export', async () => {
    const res = await call(`${A}/export`, { pageNo: 1, pageSize: 20, params: { status: '0' } }, asSupplier);
    expect(res.headers.get('content-type')).toBe('application/vnd.ms-excel');
    const { read, utils } = await import('xlsx');
    // The sheet is named by the export's title in the user's language (SPEC §9).
    const book = read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toContain('验收单号');
    expect(rows).toHaveLength(
      table('acceptances').filter((a) => a.venderId === '100101' && a.status === '0').length + 1,
    );
    expect((await api(`${A}/export`, { params: { sheetId: 'NONE' } }, asSupplier)).returncode).toBe('B0410');
  });
});
