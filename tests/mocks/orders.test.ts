import * as XLSX from 'xlsx';
import { table } from '../../mocks/db';
import { call, api, data, DEMO_VENDOR, type Vendor } from './helpers';

/* The orders domain of the mock (mocks/services/orders.ts): SPEC §3 order notices and change rows,
 * §4 'orders can be confirmed only in shipped status', §5 undelivered reasons, per-supplier isolation. */

type Page<T> = { total: number; pageData: T[] };
type Notice = {
  sheetId: string;
  venderId: string;
  bu: string;
  status: string;
  orderDate: string;
  amount: number;
  receiptStatus: string;
  receiptBy: string | null;
  undeliveredReason: string | null;
  venderName: string;
};
type Approval = {
  sheetId: string;
  venderId: string;
  status: string;
  checker: string | null;
  checkDate: string | null;
  replyReason: string | null;
  diffCount: number;
};
type Counts = { orderNotice: number; orderApproval: number };

const N = '/api/fea-vsm/order/notice';
const A = '/api/fea-vsm/order/approval';
const U = '/api/fea-vsm/order/undelivered';
const W = '/api/fea-vsm/workbench/todoCounts';
const MULTI_A: Vendor = { venderId: '100202', bu: '12', partnerId: 'P10002' };
const MULTI_B: Vendor = { venderId: '310201', bu: '31', partnerId: 'P10002' };
const all = { pageNo: 1, pageSize: 5000 };

const notices = (params: Record<string, unknown> = {}, vendor: Vendor | null = DEMO_VENDOR, token = 'demo-supplier') =>
  data<Page<Notice>>(`${N}/query`, { ...all, params }, { vendor, token });
const approvals = (
  params: Record<string, unknown> = {},
  vendor: Vendor | null = DEMO_VENDOR,
  token = 'demo-supplier',
) => data<Page<Approval>>(`${A}/query`, { ...all, params }, { vendor, token });

describe('mock orders: seed and query', () => {
  it('seeds hundreds of notices per demo combination over every status, with lines summing to the amount', async () => {
    const mine = await notices();
    expect(mine.total).toBeGreaterThanOrEqual(200);
    expect(new Set(mine.pageData.map((n) => n.status))).toEqual(new Set(['0', '1', '2', '3', '9']));
    expect(new Set(mine.pageData.map((n) => n.orderDate)).size).toBeGreaterThan(60);
    const doc = mine.pageData[3];
    const lines = await data<
      Array<{ orderQty: number; price: number; amount: number; taxRate: number; goodsName: string }>
    >(`${N}/lines`, { sheetId: doc.sheetId }, { vendor: DEMO_VENDOR });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.goodsName !== '' && [6, 9, 10, 11, 13, 16, 17].includes(l.taxRate))).toBe(true);
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBeCloseTo(doc.amount, 2);
  });

  it('pages, sorts and filters by status, pending, and an inclusive order-date range', async () => {
    const page = await data<Page<Notice>>(
      `${N}/query`,
      { pageNo: 2, pageSize: 10, orderBy: 'amount desc', params: {} },
      { vendor: DEMO_VENDOR },
    );
    expect(page.pageData).toHaveLength(10);
    const amounts = page.pageData.map((n) => n.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const pending = await notices({ status: 'pending' });
    const counts = await data<Counts>(W, {}, { vendor: DEMO_VENDOR });
    expect(pending.total).toBe(counts.orderNotice);
    expect(pending.pageData.every((n) => n.status === '0')).toBe(true);
    const day = (await notices()).pageData[10].orderDate;
    const byDay = await notices({ orderDateStart: day, orderDateEnd: day });
    expect(byDay.total).toBeGreaterThan(0);
    expect(byDay.pageData.every((n) => n.orderDate === day)).toBe(true);
  });

  it('isolates suppliers: each combination sees its own documents, the retailer sees all with a supplier filter', async () => {
    const a = await notices({}, MULTI_A, 'demo-supplier-multi');
    const b = await notices({}, MULTI_B, 'demo-supplier-multi');
    expect(new Set(a.pageData.map((n) => n.venderId))).toEqual(new Set(['100202']));
    expect(new Set(b.pageData.map((n) => n.venderId))).toEqual(new Set(['310201']));
    // A supplier's venderId param is ignored; another supplier's document is not found.
    expect((await notices({ venderId: '100202' })).pageData.every((n) => n.venderId === '100101')).toBe(true);
    const res = await api(`${N}/lines`, { sheetId: a.pageData[0].sheetId }, { vendor: DEMO_VENDOR });
    expect(res.returncode).toBe('B0404');
    // Not a combination the user holds.
    expect((await api(`${N}/query`, all, { vendor: MULTI_A })).returncode).toBe('A0301');

    const retail = await notices({}, null, 'demo-retailer');
    expect(retail.total).toBe(table('orderNotices').length);
    expect((await notices({ venderId: '310201' }, null, 'demo-retailer')).total).toBe(b.total);
    expect(retail.pageData[0].venderName).not.toBe('');
  });
});

describe('mock orders: state machine', () => {
  it('confirms receipt of unconfirmed notices only (SPEC §4 B0400), and the to-do count drops', async () => {
    const before = await data<Counts>(W, {}, { vendor: DEMO_VENDOR });
    const [open] = (await notices({ status: '0' })).pageData;
    const [shipped] = (await notices({ status: '2' })).pageData;
    expect((await api(`${N}/confirmReceipt`, { sheetIds: [] }, { vendor: DEMO_VENDOR })).returncode).toBe('B0420');
    // All or nothing: one refused document leaves the other unchanged.
    const refused = await api(
      `${N}/confirmReceipt`,
      { sheetIds: [open.sheetId, shipped.sheetId] },
      { vendor: DEMO_VENDOR },
    );
    expect(refused).toMatchObject({ returncode: 'B0400', message: '当前单据不允许此操作' });
    expect(table('orderNotices').find((n) => n.sheetId === open.sheetId)!.status).toBe('0');

    expect(await data(`${N}/confirmReceipt`, { sheetIds: [open.sheetId] }, { vendor: DEMO_VENDOR })).toEqual({
      confirmed: 1,
    });
    const after = await data<Counts>(W, {}, { vendor: DEMO_VENDOR });
    expect(after.orderNotice).toBe(before.orderNotice - 1);
    const receipt = (
      await data<Page<Notice>>(
        `${N}/receipts`,
        { ...all, params: { sheetId: open.sheetId } },
        { token: 'demo-retailer' },
      )
    ).pageData[0];
    expect(receipt).toMatchObject({ status: '1', receiptStatus: '1', receiptBy: '华润食品有限公司' });
    // The retailer cannot confirm for a supplier.
    expect(
      (await api(`${N}/confirmReceipt`, { sheetIds: [shipped.sheetId] }, { token: 'demo-retailer' })).returncode,
    ).toBe('B0424');
  });

  it('confirms or rejects only shipped change documents, a rejection needs a reason; the retailer sees the change', async () => {
    const before = await data<Counts>(W, {}, { vendor: DEMO_VENDOR });
    const shipped = (await approvals({ status: 'pending' })).pageData;
    expect(shipped.length).toBe(before.orderApproval);
    expect(shipped.every((a) => a.status === '1')).toBe(true);
    const [notShipped] = (await approvals({ status: '0' })).pageData;
    expect((await api(`${A}/confirm`, { sheetIds: [notShipped.sheetId] }, { vendor: DEMO_VENDOR })).returncode).toBe(
      'B0400',
    );
    expect(
      (await api(`${A}/reject`, { sheetIds: [shipped[0].sheetId], reason: '  ' }, { vendor: DEMO_VENDOR })).message,
    ).toBe('请输入驳回原因');
    expect((await api(`${A}/confirm`, {}, { vendor: DEMO_VENDOR })).returncode).toBe('B0420');

    await data(`${A}/confirm`, { sheetIds: [shipped[0].sheetId], reason: '同意' }, { vendor: DEMO_VENDOR });
    await data(`${A}/reject`, { sheetIds: [shipped[1].sheetId], reason: '库存不足' }, { vendor: DEMO_VENDOR });
    expect((await data<Counts>(W, {}, { vendor: DEMO_VENDOR })).orderApproval).toBe(before.orderApproval - 2);
    // Confirmed once: not again.
    expect((await api(`${A}/confirm`, { sheetIds: [shipped[0].sheetId] }, { vendor: DEMO_VENDOR })).returncode).toBe(
      'B0400',
    );

    const seen = await approvals({ sheetId: shipped[1].sheetId }, null, 'demo-retailer');
    expect(seen.pageData[0]).toMatchObject({ status: '3', checker: '华润食品有限公司', replyReason: '库存不足' });
    expect(seen.pageData[0].checkDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('answers change rows with the difference marker where promQty ≠ entryQty', async () => {
    const withDiff = (await approvals({ difference: '1' })).pageData[0];
    const lines = await data<Array<{ promQty: number; entryQty: number; difference: boolean; flag: string }>>(
      `${A}/lines`,
      { sheetId: withDiff.sheetId },
      { vendor: DEMO_VENDOR },
    );
    expect(lines.filter((l) => l.difference)).toHaveLength(withDiff.diffCount);
    expect(lines.every((l) => l.difference === (l.promQty !== l.entryQty))).toBe(true);
  });

  it('saves an undelivered reason: a reason must be chosen and a document ticked, unshipped notices only', async () => {
    const open = (
      await data<Page<Notice>>(`${U}/query`, { ...all, params: { reasonGiven: '0' } }, { vendor: DEMO_VENDOR })
    ).pageData;
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((n) => ['0', '1'].includes(n.status) && n.undeliveredReason === null)).toBe(true);
    expect(await api(`${U}/save`, { sheetIds: [], reason: '1' }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0421',
      message: '请先勾选单据',
    });
    expect(await api(`${U}/save`, { sheetIds: [open[0].sheetId] }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0422',
      message: '请选择未送货原因',
    });
    const [received] = (await notices({ status: '3' })).pageData;
    expect(
      (await api(`${U}/save`, { sheetIds: [received.sheetId], reason: '1' }, { vendor: DEMO_VENDOR })).returncode,
    ).toBe('B0400');

    await data(`${U}/save`, { sheetIds: [open[0].sheetId], reason: '2', remark: '设备检修' }, { vendor: DEMO_VENDOR });
    const given = await data<Page<Notice & { undeliveredRemark: string; undeliveredBy: string }>>(
      `${U}/query`,
      { ...all, params: { reasonGiven: '1', sheetId: open[0].sheetId } },
      { token: 'demo-retailer' },
    );
    expect(given.pageData[0]).toMatchObject({
      undeliveredReason: '2',
      undeliveredRemark: '设备检修',
      undeliveredBy: '华润食品有限公司',
    });
  });
});

describe('mock orders: export', () => {
  it('exports every row of the query as .xls (the supplier as the grid shows it: code and name)', async () => {
    const res = await call(
      `${N}/export`,
      { pageNo: 1, pageSize: 20, params: { status: '0' } },
      { token: 'demo-retailer' },
    );
    expect(res.headers.get('Content-Type')).toBe('application/vnd.ms-excel');
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0].slice(0, 3)).toEqual(['单据号', '供应商', '状态']);
    expect(rows.length - 1).toBe(table('orderNotices').filter((n) => n.status === '0').length);
    expect((await api(`${N}/export`, { params: { sheetId: 'nothing' } }, { vendor: DEMO_VENDOR })).returncode).toBe(
      'B0410',
    );
  });
});
