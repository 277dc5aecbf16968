import { table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { api, data, DEMO_VENDOR } from './helpers';
import { SETTLEMENT_ERRORS } from '@/features/settlement/contract';
import { mockWords, screenText } from './screenTexts';

/*
 * The retailer's payment desk in the mock backend (docs/API.md "Settlement" paydesk/…): the sheets
 * suppliers applied for payment (SPEC §4 settlement sheet: payment confirmed → invoice confirmed →
 * payment completed), moved by retailer staff; the supplier's sheet, timeline and ledger read the move.
 */

const S = '/api/fea-vsm/settlement';
const R = { token: 'demo-retailer' };
const V = { vendor: DEMO_VENDOR };
type Page<T> = { total: number; pageData: T[] };
type Row = {
  sheetId: string;
  status: string;
  venderId: string;
  venderName: string;
  payableAmount: number;
  invoiceReceivedDate: string | null;
};

const desk = (params: Record<string, unknown>) =>
  data<Page<Row>>(`${S}/paydesk/query`, { pageNo: 1, pageSize: 500, params }, R);
const call = (name: string, body: Record<string, unknown>) =>
  api<Record<string, unknown>>(`${S}/paydesk/${name}`, body, R);
const sheet = (id: string) => table('settleSheets').find((s) => s.sheetId === id)!;
const inStatus = (status: string) => table('settleSheets').find((s) => s.status === status)!;
const refusal = (words: string) => ({ returncode: 'B0400', message: expect.stringContaining(words) });

describe('mock backend: the payment desk (retailer staff)', () => {
  it('lists the sheets applied for payment, invoice received and paid, with the supplier; "waiting" the first two', async () => {
    const all = await desk({});
    const expected = table('settleSheets').filter((s) => ['2', '3', '4'].includes(s.status));
    expect(all.total).toBe(expected.length);
    expect(all.pageData.every((r) => r.venderName !== '')).toBe(true);
    const waiting = await desk({ status: 'waiting' });
    expect(waiting.pageData.map((r) => r.status).sort()).toEqual(
      expected
        .filter((s) => s.status !== '4')
        .map((s) => s.status)
        .sort(),
    );
    expect(waiting.total).toBeGreaterThan(0);
    expect((await desk({ status: '3' })).pageData.every((r) => r.status === '3')).toBe(true);
    const one = inStatus('2');
    expect((await desk({ sheetId: one.sheetId.slice(-6) })).pageData.map((r) => r.sheetId)).toContain(one.sheetId);
    expect((await desk({ venderId: '1001' })).pageData.every((r) => r.venderId.startsWith('1001'))).toBe(true);
    expect(await data(`${S}/paydesk/totals`, { params: { status: '2' } }, R)).toEqual({
      count: expected.filter((s) => s.status === '2').length,
      amount: expect.any(Number),
    });
  });

  it('refuses suppliers every call with A0303 (SPEC §6)', async () => {
    const refused = { returncode: 'A0303', message: '仅零售商员工可执行此操作' };
    const sheetId = inStatus('2').sheetId;
    expect(await api(`${S}/paydesk/query`, { pageNo: 1, pageSize: 10, params: {} }, V)).toMatchObject(refused);
    expect(await api(`${S}/paydesk/receiveInvoice`, { sheetId }, V)).toMatchObject(refused);
    expect(sheet(sheetId).status).toBe('2');
  });

  it('marks the invoice received only on a sheet applied for payment; the supplier reads it invoiced, its documents approved', async () => {
    const { sheetId } = inStatus('2');
    expect(await call('receiveInvoice', { sheetId: inStatus('3').sheetId })).toMatchObject(
      refusal('仅已申请付款的结算单可以登记收到发票'),
    );
    expect(await call('receiveInvoice', { sheetId: 'JS0' })).toMatchObject({ returncode: 'B0404' });
    expect(await call('receiveInvoice', { sheetId })).toMatchObject({
      returncode: '00000',
      data: { sheetId, status: '3', invoiceStatus: '1', invoiceReceivedDate: expect.stringMatching(/^\d{4}-/) },
    });
    expect(sheet(sheetId).events.at(-1)).toMatchObject({ step: 'invoiceReceived', by: expect.any(String) });
    const docs = table('settleDocs').filter((d) => d.settleSheetId === sheetId);
    expect(docs.every((d) => d.status === '4')).toBe(true);
    const supplier = await data<Page<{ status: string; holds: string[] }>>(
      `${S}/sheet/query`,
      { params: { sheetId } },
      V,
    );
    expect(supplier.pageData[0]).toMatchObject({ status: '3', holds: [] });
    // Received once: again is refused.
    expect(await call('receiveInvoice', { sheetId })).toMatchObject(refusal('收到发票'));
  });

  it('pays a sheet whose invoice is received, on a day not after today nor before the invoice, the amount payable', async () => {
    const s = inStatus('3');
    const received = s.events.find((e) => e.step === 'invoiceReceived')!.date.slice(0, 10);
    const pay = (body: Record<string, unknown>) => call('pay', { sheetId: s.sheetId, ...body });
    const ok = { payDate: mockToday(), amount: s.payableAmount };
    expect(await call('pay', { ...ok, sheetId: inStatus('2').sheetId })).toMatchObject(refusal('请先登记收到发票'));
    // The payment day's whole-sentence refusals: the contract's keys, in the catalogue's zh-CN and en-US.
    for (const [payDate, e] of [
      ['', SETTLEMENT_ERRORS.payDateRequired],
      ['2023/02/29', SETTLEMENT_ERRORS.payDateFormat],
    ] as const) {
      const said = await pay({ ...ok, payDate });
      expect(said.returncode, payDate).toBe(e.code);
      expect(mockWords(said.message), payDate).toEqual(screenText(e.messageKey));
    }
    expect(screenText(SETTLEMENT_ERRORS.payDateRequired.messageKey).zh).toBe('请选择付款日期');
    expect(await pay({ ...ok, payDate: addDays(mockToday(), 1) })).toMatchObject({ message: '付款日期不能晚于今天' });
    expect(await pay({ ...ok, payDate: addDays(received, -1) })).toMatchObject({
      message: '付款日期不能早于收到发票的日期',
    });
    expect(await pay({ ...ok, amount: s.payableAmount + 0.01 })).toMatchObject({
      returncode: 'A0437',
      message: '付款金额须等于结算单的应付金额',
    });
    expect(sheet(s.sheetId).status).toBe('3');

    const payDate = received > addDays(mockToday(), -1) ? received : addDays(mockToday(), -1);
    expect(await pay({ payDate: payDate.replace(/-/g, '/'), amount: s.payableAmount })).toMatchObject({
      returncode: '00000',
      data: { status: '4', paidDate: payDate },
    });
    expect(
      table('settleDocs')
        .filter((d) => d.settleSheetId === s.sheetId)
        .every((d) => d.status === '5'),
    ).toBe(true);
    expect(sheet(s.sheetId).events.at(-1)).toMatchObject({ step: 'paid' });
    // The supplier's ledger holds the payment as a completed cash settlement naming the sheet.
    const ledger = await data<Page<{ counterpart: string; amount: number; status: string; entryDate: string }>>(
      `${S}/ledger/query`,
      { pageNo: 1, pageSize: 5, params: { kind: 'cashSettle' } },
      { vendor: { venderId: s.venderId, bu: s.bu, partnerId: s.partnerId } },
    );
    expect(ledger.pageData.find((e) => e.counterpart === s.sheetId)).toMatchObject({
      amount: s.payableAmount,
      status: '2',
      entryDate: payDate,
    });
    expect(await pay(ok)).toMatchObject(refusal('付款'));
  });

  it('refuses to pay a sheet whose payment is held (a frozen document of it, B0415)', async () => {
    const s = inStatus('3');
    updateRows('settleDocs', (d) => d.settleSheetId === s.sheetId, { status: '0' });
    expect(await call('pay', { sheetId: s.sheetId, payDate: mockToday(), amount: s.payableAmount })).toMatchObject({
      returncode: 'B0415',
    });
    expect(sheet(s.sheetId).status).toBe('3');
  });

  it('the mock control route moves a sheet through the same transitions (a cash settlement when paid)', async () => {
    const { sheetId } = inStatus('2');
    const control = (to: string) => api(`/api/__mock/settlement/advanceSheet`, { sheetId, to }, { token: null });
    expect(await control('4')).toMatchObject({ returncode: 'B0400' });
    await control('3');
    await control('4');
    expect(sheet(sheetId)).toMatchObject({ status: '4', paidDate: mockToday() });
    expect(table('settleLedger').some((e) => e.kind === 'cashSettle' && e.counterpart === sheetId)).toBe(true);
  });
});
