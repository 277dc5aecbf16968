import { table } from '../../mocks/db';
import { mockToday } from '../../mocks/db/clock';
import { api, data, DEMO_VENDOR } from './helpers';
import { SETTLEMENT_ERRORS } from '@/features/settlement/contract';
import { mockWords, screenText } from './screenTexts';

/*
 * The retailer's dispute desk in the mock backend (docs/API.md "Settlement" desk/…): every supplier's
 * disputes, answered by retailer staff in full, in part (SPEC §5 reason required) or rejected (SPEC §5
 * rejection reason required); a supplier is refused (SPEC §6 roles, §8 message).
 */

const S = '/api/fea-vsm/settlement';
const R = { token: 'demo-retailer' };
const V = { vendor: DEMO_VENDOR };
type Page<T> = { total: number; pageData: T[] };
type Row = {
  disputeId: string;
  status: string;
  venderId: string;
  venderName: string;
  amount: number;
  itemIds: string[];
  sheetIds: string[];
  createDate: string;
};

const desk = (params: Record<string, unknown>, pageSize = 500) =>
  data<Page<Row>>(`${S}/desk/query`, { pageNo: 1, pageSize, params }, R);
const answer = (body: Record<string, unknown>) => api<Record<string, unknown>>(`${S}/desk/answer`, body, R);
const dispute = (id: string) => table('disputes').find((d) => d.disputeId === id)!;
const expense = (id: string) => table('expenseDocs').find((e) => e.sheetId === id)!;
/** An open expense case of a supplier other than the demo one, with its one expense. */
const foreignOpen = () =>
  table('disputes').find((d) => d.status === '0' && d.source === '1' && d.venderId !== '100101')!;

/** The demo supplier disputes one expense to confirm; answers the new case's id. */
async function raise(): Promise<string> {
  const free = table('expenseDocs').find(
    (e) => e.venderId === '100101' && e.bu === '12' && e.status === '0' && e.disputeDeadline >= mockToday(),
  )!;
  const res = await data<{ disputeId: string }>(
    `${S}/expense/dispute`,
    { sheetIds: [free.sheetId], reason: '促销未执行' },
    V,
  );
  return res.disputeId;
}

describe('mock backend: the dispute desk lists (retailer staff)', () => {
  it("lists the disputes of every supplier with the supplier's name; status 0 the open ones", async () => {
    const open = await desk({ status: '0' });
    const expected = table('disputes').filter((d) => d.status === '0');
    expect(open.total).toBe(expected.length);
    expect(new Set(open.pageData.map((r) => r.venderId)).size).toBeGreaterThan(1);
    expect(open.pageData.every((r) => r.status === '0' && r.venderName !== '')).toBe(true);
    const all = await desk({});
    expect(all.total).toBe(table('disputes').length);
  });

  it('filters by supplier code or name, number, document and the day it was raised', async () => {
    const other = foreignOpen();
    const name = table('vendors').find((v) => v.venderId === other.venderId && v.bu === other.bu)!.venderName;
    const byCode = await desk({ venderId: other.venderId });
    expect(byCode.pageData.length).toBeGreaterThan(0);
    expect(byCode.pageData.every((r) => r.venderId.startsWith(other.venderId))).toBe(true);
    const byName = await desk({ venderId: name });
    expect(byName.pageData.map((r) => r.disputeId)).toContain(other.disputeId);
    expect((await desk({ disputeId: other.disputeId })).pageData.map((r) => r.disputeId)).toEqual([other.disputeId]);
    expect((await desk({ docId: other.itemIds[0] })).pageData.map((r) => r.disputeId)).toEqual([other.disputeId]);
    const day = other.createDate.slice(0, 10);
    const thatDay = await desk({ createDateStart: day, createDateEnd: day });
    expect(thatDay.pageData.map((r) => r.disputeId)).toContain(other.disputeId);
    expect(thatDay.pageData.every((r) => r.createDate.slice(0, 10) === day)).toBe(true);
    const totals = await data<{ count: number }>(`${S}/desk/totals`, { params: { status: '0' } }, R);
    expect(totals.count).toBe(table('disputes').filter((d) => d.status === '0').length);
  });

  it('names the settlement sheet a culled document was removed from', async () => {
    const docs = table('settleDocs')
      .filter((d) => d.venderId === '100101' && d.status === '1')
      .slice(0, 2);
    const { sheetId } = await data<{ sheetId: string }>(`${S}/doc/merge`, { sheetIds: docs.map((d) => d.sheetId) }, V);
    const { disputeId } = await data<{ disputeId: string }>(
      `${S}/doc/cull`,
      { sheetIds: [docs[0].sheetId], mode: 'dispute', reason: '数量不符' },
      V,
    );
    const [row] = (await desk({ disputeId })).pageData;
    expect(row).toMatchObject({ itemIds: [docs[0].sheetId], sheetIds: [sheetId] });
    expect((await desk({ docId: sheetId })).pageData.map((r) => r.disputeId)).toEqual([disputeId]);
  });

  it('SPEC §6: a supplier calling the desk is refused (A0303 仅零售商员工可执行此操作)', async () => {
    const refused = { returncode: 'A0303', message: '仅零售商员工可执行此操作' };
    expect(await api(`${S}/desk/query`, { pageNo: 1, pageSize: 10, params: {} }, V)).toMatchObject(refused);
    expect(await api(`${S}/desk/totals`, { params: {} }, V)).toMatchObject(refused);
    const other = foreignOpen();
    expect(await api(`${S}/desk/answer`, { disputeId: other.disputeId, mode: 'whole' }, V)).toMatchObject(refused);
    expect(dispute(other.disputeId).status).toBe('0');
  });
});

describe('mock backend: the dispute desk answers (the supplier case, its expense and deduction move)', () => {
  it('accepts a supplier dispute in full: the expense reversed, the case answered by the clerk', async () => {
    const id = await raise();
    const d = dispute(id);
    const res = await answer({ disputeId: id, mode: 'whole', answer: '核实属实' });
    expect(res).toMatchObject({ returncode: '00000', data: { status: '1', reversedAmount: d.amount } });
    expect(dispute(id)).toMatchObject({ status: '1', answer: '核实属实', answerBy: '王晓梅' });
    expect(expense(d.itemIds[0]).status).toBe('3');
    expect(table('settleDocs').some((x) => x.sourceSheetId === d.itemIds[0])).toBe(false);
    // The supplier reads the outcome on its own cases.
    const mine = await data<Page<Row>>(`${S}/dispute/query`, { pageNo: 1, pageSize: 5, params: { disputeId: id } }, V);
    expect(mine.pageData[0]).toMatchObject({ status: '1', answer: '核实属实' });
    // Answered once: a second answer is refused (SPEC §8 当前单据不允许此操作).
    expect(await answer({ disputeId: id, mode: 'reject', answer: 'x' })).toMatchObject({ returncode: 'B0400' });
  });

  it('accepts in part: the part reversed, the rest of the expense stands as a deduction', async () => {
    const other = foreignOpen();
    const res = await answer({ disputeId: other.disputeId, mode: 'part', amount: 100, answer: '部分属实' });
    expect(res).toMatchObject({ returncode: '00000', data: { status: '1', reversedAmount: 100 } });
    const item = expense(other.itemIds[0]);
    expect(item.status).toBe('3');
    const deduction = table('settleDocs').find((x) => x.sourceSheetId === item.sheetId)!;
    expect(deduction).toMatchObject({ docType: '3', status: '1', venderId: other.venderId });
    expect(Math.round(deduction.amount * 100)).toBe(-Math.round((item.amount - 100) * 100));
  });

  it('SPEC §5: accepting in part needs a reason and an amount above 0, not above the amount disputed', async () => {
    const other = foreignOpen();
    const part = (amount: unknown, reason = '部分属实') =>
      answer({ disputeId: other.disputeId, mode: 'part', amount, answer: reason });
    expect(await part(100, ' ')).toMatchObject({ returncode: 'A0432', message: '部分接受须填写原因' });
    // One sentence for every refused amount: the contract's key, in the catalogue's zh-CN and en-US.
    const bound = screenText(SETTLEMENT_ERRORS.partAmount.messageKey);
    expect(bound.zh).toBe('接受金额须大于0且不超过争议金额');
    for (const amount of [other.amount + 0.01, 0, -5, 'abc', 1.234]) {
      const said = await part(amount);
      expect(said.returncode, String(amount)).toBe(SETTLEMENT_ERRORS.partAmount.code);
      expect(mockWords(said.message), String(amount)).toEqual(bound);
    }
    expect(dispute(other.disputeId).status).toBe('0');
    expect(await part(other.amount)).toMatchObject({ returncode: '00000', data: { reversedAmount: other.amount } });
  });

  it('rejects with a required reason (SPEC §5): the expense stands as a deduction in full', async () => {
    const other = foreignOpen();
    expect(await answer({ disputeId: other.disputeId, mode: 'reject', answer: '' })).toMatchObject({
      returncode: 'A0432',
      message: '驳回原因不能为空',
    });
    expect(dispute(other.disputeId).status).toBe('0');
    const res = await answer({ disputeId: other.disputeId, mode: 'reject', answer: '门店已执行' });
    expect(res).toMatchObject({ returncode: '00000', data: { status: '2', answer: '门店已执行', reversedAmount: 0 } });
    const item = expense(other.itemIds[0]);
    expect(item.status).toBe('4');
    const deduction = table('settleDocs').find((x) => x.sourceSheetId === item.sheetId)!;
    expect(Math.round(deduction.amount * 100)).toBe(-Math.round(item.amount * 100));
  });

  it('refuses an unknown case (B0404) and an unknown answer kind (A0400)', async () => {
    expect(await answer({ disputeId: 'ZY000', mode: 'whole' })).toMatchObject({ returncode: 'B0404' });
    expect(await answer({ disputeId: foreignOpen().disputeId, mode: 'maybe' })).toMatchObject({
      returncode: 'A0400',
    });
  });
});
