import { table } from '../../mocks/db';
import { api, call, data, DEMO_VENDOR, type Vendor } from './helpers';

/**
 * Returns in the mock: the return notice state machine (0 → 1 by the supplier, which makes the
 * return document; 1 → 2 when the retailer executes that document), isolation, the pending
 * filters behind both sides' 'return notice' to-do, the SPEC §9 deadlines, exports and memos.
 */

const R = '/api/fea-vsm/returns';
type Notice = {
  sheetId: string;
  status: string;
  venderId: string;
  goodsKind: string;
  createDate: string;
  deadline: string;
  amount: number;
};
type Doc = { sheetId: string; status: string; venderId: string; noticeSheetId: string; amount: number; qty: number };
type Page<T> = { total: number; pageData: T[] };
type Memo = { memoId: string; sheetId: string; text: string; creator: string; modifier: string | null };
const MULTI: Vendor = { venderId: '310201', bu: '31', partnerId: 'P10002' };
const asSupplier = { vendor: DEMO_VENDOR };
const asRetailer = { token: 'demo-retailer' };
const todo = async (options: object) =>
  (await data<{ returnNotice: number }>('/api/fea-vsm/workbench/todoCounts', {}, options)).returnNotice;
const noticeStatus = (id: string) => table('returnNotices').find((n) => n.sheetId === id)!.status;

describe('mock backend: return notices', () => {
  it('gives the demo supplier hundreds of notices in every status, isolated from other suppliers', async () => {
    const own = await data<Page<Notice>>(`${R}/noticeQuery`, { pageNo: 1, pageSize: 500, params: {} }, asSupplier);
    expect(own.total).toBeGreaterThanOrEqual(150);
    expect(own.pageData.every((n) => n.venderId === '100101')).toBe(true);
    expect(new Set(own.pageData.map((n) => n.status))).toEqual(new Set(['0', '1', '2']));
    const other = table('returnNotices').find((n) => n.venderId === '310201')!;
    expect((await api(`${R}/noticeLines`, { sheetId: other.sheetId }, asSupplier)).returncode).toBe('B0404');
    const multi = await data<Page<Notice>>(
      `${R}/noticeQuery`,
      { pageNo: 1, pageSize: 500, params: {} },
      { token: 'demo-supplier-multi', vendor: MULTI },
    );
    expect(multi.pageData.every((n) => n.venderId === '310201')).toBe(true);
    expect(
      (await data<Page<Notice>>(`${R}/noticeQuery`, { pageNo: 1, pageSize: 1, params: {} }, asRetailer)).total,
    ).toBe(table('returnNotices').length);
  });

  it('SPEC §9: the deadline is 3 days after the notice for perishables, 7 for general goods', () => {
    for (const n of table('returnNotices').slice(0, 100)) {
      const days = (Date.parse(n.deadline) - Date.parse(n.createDate.slice(0, 10))) / 86400000;
      expect(days).toBe(n.goodsKind === '1' ? 3 : 7);
    }
  });

  it('supplier pending filter = the supplier to-do; confirming makes the return document and drops the to-do', async () => {
    const pending = await data<Page<Notice>>(
      `${R}/noticeQuery`,
      { pageNo: 1, pageSize: 100, params: { status: 'pending' } },
      asSupplier,
    );
    const before = await todo(asSupplier);
    expect(pending.total).toBe(before);
    expect(pending.pageData.every((n) => n.status === '0')).toBe(true);
    const retailerBefore = await todo(asRetailer);
    const [a, b] = pending.pageData;
    const answer = await data<{ confirmed: number; returnDocs: string[] }>(
      `${R}/noticeConfirm`,
      { sheetIds: [a.sheetId, b.sheetId] },
      asSupplier,
    );
    expect(answer.confirmed).toBe(2);
    expect([noticeStatus(a.sheetId), noticeStatus(b.sheetId)]).toEqual(['1', '1']);
    expect(await todo(asSupplier)).toBe(before - 2);
    // The retailer now has two more returns to execute, listed on return-sales with status=pending.
    expect(await todo(asRetailer)).toBe(retailerBefore + 2);
    const docs = await data<Page<Doc>>(
      `${R}/docQuery`,
      { pageNo: 1, pageSize: 5, params: { noticeSheetId: a.sheetId } },
      asSupplier,
    );
    expect(docs.pageData).toEqual([
      expect.objectContaining({ sheetId: answer.returnDocs[0], status: '0', amount: a.amount }),
    ]);
  });

  it('refuses with B0400 a notice that is not pending (all or none), B0420 with none ticked, and the retailer', async () => {
    const [p] = table('returnNotices').filter((n) => n.venderId === '100101' && n.status === '0');
    const done = table('returnNotices').find((n) => n.venderId === '100101' && n.status === '2')!;
    expect(await api(`${R}/noticeConfirm`, { sheetIds: [p.sheetId, done.sheetId] }, asSupplier)).toMatchObject({
      returncode: 'B0400',
      message: '当前单据不允许此操作',
    });
    expect(noticeStatus(p.sheetId)).toBe('0');
    expect((await api(`${R}/noticeConfirm`, { sheetIds: [] }, asSupplier)).returncode).toBe('B0420');
    expect((await api(`${R}/noticeConfirm`, { sheetIds: [p.sheetId] }, asRetailer)).returncode).toBe('B0424');
    expect(table('returnDocs').some((d) => d.noticeSheetId === p.sheetId)).toBe(false);
  });

  it('exports the matching notices as .xls', async () => {
    const res = await call(`${R}/noticeExport`, { params: { status: '0' } }, asSupplier);
    expect(res.headers.get('content-type')).toBe('application/vnd.ms-excel');
    const { read, utils } = await import('xlsx');
    const book = read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows).toHaveLength(
      table('returnNotices').filter((n) => n.venderId === '100101' && n.status === '0').length + 1,
    );
    expect((await api(`${R}/noticeExport`, { params: { sheetId: 'NONE' } }, asSupplier)).returncode).toBe('B0410');
  });
});

describe('mock backend: return documents', () => {
  it('one document per confirmed or completed notice: executed exactly when the notice is completed', () => {
    const notices = new Map(table('returnNotices').map((n) => [n.sheetId, n.status]));
    expect(table('returnDocs')).toHaveLength(table('returnNotices').filter((n) => n.status !== '0').length);
    for (const d of table('returnDocs')) expect(d.status).toBe(notices.get(d.noticeSheetId) === '2' ? '1' : '0');
  });

  it('the retailer sees every supplier; status=pending = its to-do; lines are the notice lines', async () => {
    const all = await data<Page<Doc>>(`${R}/docQuery`, { pageNo: 1, pageSize: 1, params: {} }, asRetailer);
    expect(all.total).toBe(table('returnDocs').length);
    const pending = await data<Page<Doc>>(
      `${R}/docQuery`,
      { pageNo: 1, pageSize: 500, params: { status: 'pending' } },
      asRetailer,
    );
    expect(pending.total).toBe(await todo(asRetailer));
    expect(pending.pageData.every((d) => d.status === '0')).toBe(true);
    const own = await data<Page<Doc>>(`${R}/docQuery`, { pageNo: 1, pageSize: 500, params: {} }, asSupplier);
    expect(own.pageData.every((d) => d.venderId === '100101')).toBe(true);
    const doc = own.pageData[0];
    const lines = await data<Array<{ qty: number; amount: number; goodsName: string }>>(
      `${R}/docLines`,
      { sheetId: doc.sheetId },
      asSupplier,
    );
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBeCloseTo(doc.amount, 1);
    expect(lines.every((l) => l.goodsName !== '')).toBe(true);
  });

  it('the retailer executes a waiting return: document executed, notice completed, to-do drops; suppliers may not', async () => {
    const before = await todo(asRetailer);
    const doc = table('returnDocs').find((d) => d.status === '0')!;
    expect((await api(`${R}/docExecute`, { sheetIds: [doc.sheetId] }, asSupplier)).returncode).toBe('B0425');
    expect(await data(`${R}/docExecute`, { sheetIds: [doc.sheetId] }, asRetailer)).toEqual({ executed: 1 });
    expect(table('returnDocs').find((d) => d.sheetId === doc.sheetId)).toMatchObject({
      status: '1',
      checker: '王晓梅',
    });
    expect(noticeStatus(doc.noticeSheetId)).toBe('2');
    expect(await todo(asRetailer)).toBe(before - 1);
    expect((await api(`${R}/docExecute`, { sheetIds: [doc.sheetId] }, asRetailer)).returncode).toBe('B0400');
  });
});

describe('mock backend: return memos', () => {
  it('are the retailer’s: listed, added with required text, edited', async () => {
    expect((await api(`${R}/memoQuery`, { params: {} }, asSupplier)).returncode).toBe('B0425');
    const before = await data<Page<Memo>>(`${R}/memoQuery`, { pageNo: 1, pageSize: 1, params: {} }, asRetailer);
    expect(before.total).toBe(table('returnMemos').length);
    const doc = table('returnDocs')[3];
    expect(await api(`${R}/memoSave`, { sheetId: doc.sheetId, text: '   ' }, asRetailer)).toMatchObject({
      returncode: 'A0410',
      message: '备忘内容不能为空',
    });
    expect((await api(`${R}/memoSave`, { sheetId: doc.sheetId, text: 'x'.repeat(201) }, asRetailer)).returncode).toBe(
      'A0410',
    );
    expect((await api(`${R}/memoSave`, { sheetId: 'TD-NONE', text: 'note' }, asRetailer)).returncode).toBe('B0404');
    const added = await data<Memo>(`${R}/memoSave`, { sheetId: doc.sheetId, text: '  pickup on Monday ' }, asRetailer);
    expect(added).toMatchObject({ sheetId: doc.sheetId, text: 'pickup on Monday', creator: '王晓梅', modifier: null });
    const edited = await data<Memo>(`${R}/memoSave`, { memoId: added.memoId, text: 'picked up' }, asRetailer);
    expect(edited).toMatchObject({ memoId: added.memoId, text: 'picked up', modifier: '王晓梅' });
    const found = await data<Page<Memo>>(
      `${R}/memoQuery`,
      { pageNo: 1, pageSize: 5, params: { sheetId: doc.sheetId, text: 'picked' } },
      asRetailer,
    );
    expect(found.pageData.map((m) => m.memoId)).toEqual([added.memoId]);
  });
});
