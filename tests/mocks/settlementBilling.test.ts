import { table, updateRows } from '../../mocks/db';
import { mockToday } from '../../mocks/db/clock';
import { api, call, data, DEMO_VENDOR } from './helpers';

/* Settlement II in the mock backend (issue 25): red-letter sheets, red invoices, business documents, billing reports. */

const S = '/api/fea-vsm/settlement';
const V = { vendor: DEMO_VENDOR };
type Page<T> = { total: number; pageData: T[] };
type Row = Record<string, unknown>;

const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === '100101' && r.bu === '12');
const letter = (id: string) => table('redLetters').find((l) => l.redLetterId === id)!;
const confirmed = () => demo(table('redLetters')).find((l) => l.status === '1' && l.issuedAmount === 0)!;
const issue = (redLetterId: string, amount: number, extra: Row = {}) =>
  api(
    `${S}/redLetter/issue`,
    { redLetterId, invoiceNo: '12345678', invoiceCode: '4400123456', invoiceDate: mockToday(), amount, ...extra },
    V,
  );

describe('mock backend: settlement billing seed', () => {
  it('seeds red-letter sheets in every state from returns, readjustments and deductions, carrying the original invoice', () => {
    const mine = demo(table('redLetters'));
    expect(mine.length).toBeGreaterThanOrEqual(20);
    for (const s of ['0', '1', '2']) expect(mine.some((l) => l.status === s)).toBe(true);
    for (const t of ['1', '2', '3']) expect(mine.some((l) => l.sourceType === t)).toBe(true);
    const returns = new Set(table('returnDocs').map((r) => r.sheetId));
    expect(mine.filter((l) => l.sourceType === '1').every((l) => returns.has(l.sourceId))).toBe(true);
    for (const l of mine) {
      const bill = table('bills').find((b) => b.billId === l.billId)!;
      expect([bill.invoiceNo, bill.invoiceCode, bill.invoiceDate, bill.amount, bill.tax]).toEqual([
        l.origInvoiceNo,
        l.origInvoiceCode,
        l.origInvoiceDate,
        l.origAmount,
        l.origTax,
      ]);
      expect(l.redAmount).toBeLessThanOrEqual(l.origAmount);
    }
    expect(demo(table('bills')).some((b) => b.invoiceStatus === '0')).toBe(true);
  });
});

describe('mock backend: red-letter sheets and red invoices', () => {
  it('SPEC §8: confirming invoice data needs ticked sheets, the supplier tax number and the invoice contact data', async () => {
    const [a] = demo(table('redLetters')).filter((l) => l.status === '0');
    expect(await api(`${S}/redLetter/confirmInvoice`, { redLetterIds: [] }, V)).toMatchObject({ returncode: 'A0430' });
    updateRows('vendors', (v) => v.venderId === '100101' && v.bu === '12', { taxNumber: '' });
    expect(await api(`${S}/redLetter/confirmInvoice`, { redLetterIds: [a.redLetterId] }, V)).toMatchObject({
      returncode: 'B0410',
      message: '供应商税号为空，请先维护',
    });
    expect(letter(a.redLetterId).status).toBe('0');
  });

  it('SPEC §8: missing invoice contact data refuses; with it the sheet is confirmed (0 → 1) and a second confirm is refused', async () => {
    const [a] = demo(table('redLetters')).filter((l) => l.status === '0');
    const finance = table('vendorFinance').find((f) => f.venderId === '100101' && f.bu === '12')!;
    updateRows('vendorFinance', (f) => f === finance, { invoicePhone: '' });
    expect(await api(`${S}/redLetter/confirmInvoice`, { redLetterIds: [a.redLetterId] }, V)).toMatchObject({
      returncode: 'B0411',
    });
    updateRows('vendorFinance', (f) => f.venderId === '100101' && f.bu === '12', { invoicePhone: '0755-88886666' });
    expect(await data(`${S}/redLetter/confirmInvoice`, { redLetterIds: [a.redLetterId] }, V)).toEqual({ count: 1 });
    expect(letter(a.redLetterId)).toMatchObject({ status: '1', invoiceConfirmed: true });
    expect(letter(a.redLetterId).invoiceTaxNumber).toBeTruthy();
    expect(await api(`${S}/redLetter/confirmInvoice`, { redLetterIds: [a.redLetterId] }, V)).toMatchObject({
      returncode: 'B0400',
      message: '当前单据不允许此操作',
    });
  });

  it('SPEC §2 regeneration: only a confirmed sheet with nothing issued', async () => {
    const a = confirmed();
    const issued = demo(table('redLetters')).find((l) => l.status === '2')!;
    expect(await data(`${S}/redLetter/regenerateInvoice`, { redLetterIds: [a.redLetterId] }, V)).toEqual({ count: 1 });
    expect(await api(`${S}/redLetter/regenerateInvoice`, { redLetterIds: [issued.redLetterId] }, V)).toMatchObject({
      returncode: 'B0400',
    });
  });

  it('a red invoice cannot exceed what its sheet allows; it carries the original invoice and the sheet rate', async () => {
    const a = confirmed();
    expect(await issue(a.redLetterId, a.redAmount + 0.01)).toMatchObject({ returncode: 'B0430' });
    expect(await issue(a.redLetterId, 1.005)).toMatchObject({ returncode: 'A0441' });
    expect(await issue(a.redLetterId, 10, { invoiceNo: '1234' })).toMatchObject({ returncode: 'A0441' });
    expect(await issue(a.redLetterId, 10, { invoiceDate: '2000-01-01' })).toMatchObject({ returncode: 'A0441' });
    const part = await issue(a.redLetterId, 10);
    expect(part).toMatchObject({ returncode: '00000' });
    expect(part.data).toMatchObject({
      amount: -10,
      tax: -Math.round(10 * a.taxRate) / 100,
      origInvoiceNo: a.origInvoiceNo,
      origInvoiceCode: a.origInvoiceCode,
      origInvoiceDate: a.origInvoiceDate,
      origAmount: a.origAmount,
      origTax: a.origTax,
      settleSheetId: a.settleSheetId,
      sourceId: a.sourceId,
    });
    expect(letter(a.redLetterId)).toMatchObject({ status: '1', issuedAmount: 10, invoiceStatus: '0' });
    expect(await issue(a.redLetterId, Math.round((a.redAmount - 10) * 100) / 100 + 0.01)).toMatchObject({
      returncode: 'B0430',
    });
    await issue(a.redLetterId, Math.round((a.redAmount - 10) * 100) / 100);
    expect(letter(a.redLetterId)).toMatchObject({ status: '2', invoiceStatus: '1' });
    expect(await issue(a.redLetterId, 1)).toMatchObject({ returncode: 'B0400' });
  });

  it('SPEC §8: a sheet whose invoice data is not confirmed, or several sheets at once, are refused', async () => {
    const [open] = demo(table('redLetters')).filter((l) => l.status === '0');
    expect(await issue(open.redLetterId, 1)).toMatchObject({ returncode: 'B0400' });
    const two = demo(table('redLetters'))
      .filter((l) => l.status === '1')
      .slice(0, 2)
      .map((l) => l.redLetterId);
    expect(await issue('', 1, { redLetterId: undefined, redLetterIds: two })).toMatchObject({
      returncode: 'A0440',
      message: '所选数据不符合要求',
    });
    expect(await api(`${S}/redLetter/issue`, { redLetterIds: [] }, V)).toMatchObject({ returncode: 'A0430' });
  });

  it('isolates suppliers: another code’s sheet is not found; the retailer sees every sheet', async () => {
    const foreign = table('redLetters').find((l) => l.venderId !== '100101')!;
    expect(await issue(foreign.redLetterId, 1)).toMatchObject({ returncode: 'B0404' });
    const mine = await data<Page<Row>>(`${S}/redLetter/query`, { pageNo: 1, pageSize: 5, params: {} }, V);
    expect(mine.total).toBe(demo(table('redLetters')).length);
    const all = await data<Page<Row>>(`${S}/redLetter/query`, { params: {} }, { token: 'demo-retailer' });
    expect(all.total).toBe(table('redLetters').length);
  });
});

describe('mock backend: business documents and billing reports', () => {
  it('business documents are the settlement documents, a return linked to its red-letter sheet', async () => {
    const page = await data<Page<Row>>(`${S}/business/query`, { pageNo: 1, pageSize: 500, params: {} }, V);
    expect(page.total).toBe(demo(table('settleDocs')).length);
    const linked = demo(table('redLetters')).filter((l) => l.sourceType !== '2');
    const withLetter = page.pageData.filter((d) => d.redLetterId);
    expect(
      withLetter.every((d) => linked.some((l) => l.redLetterId === d.redLetterId && l.sourceId === d.sourceSheetId)),
    ).toBe(true);
    // Issue 25 journey: the red-letter sheet of a return is found from the return among the business documents,
    // and it reverses no more than the return (tax included there, excluded on the sheet).
    const ofReturns = linked.filter((l) => l.sourceType === '1');
    expect(ofReturns.length).toBeGreaterThan(0);
    for (const l of ofReturns) {
      const doc = page.pageData.find((d) => d.docType === '2' && d.sourceSheetId === l.sourceId);
      expect(doc, l.redLetterId).toBeDefined();
      expect(l.redAmount).toBeLessThanOrEqual(-(doc!.amount as number));
    }
  });

  it('SPEC §9: a new red invoice lowers the bill, its invoice name and its month in the three reports and their sums', async () => {
    const a = confirmed();
    const bill = table('bills').find((b) => b.billId === a.billId)!;
    const q = (report: string, params: Row) => ({ pageNo: 1, pageSize: 100, params, report });
    const before = await data<{ count: number; amount: number }>(`${S}/billing/summary/totals`, q('summary', {}), V);
    const name = async () =>
      (await data<Page<Row>>(`${S}/billing/byName/query`, q('byName', { invoiceName: bill.invoiceName }), V))
        .pageData[0];
    const nameBefore = await name();
    await issue(a.redLetterId, 100);
    const total = -Math.round((100 + (100 * a.taxRate) / 100) * 100) / 100;
    const after = await data<{ count: number; amount: number }>(`${S}/billing/summary/totals`, q('summary', {}), V);
    expect(Math.round((after.amount - before.amount) * 100) / 100).toBe(total);
    expect(Math.round(((await name()).redTotal as number) * 100 - (nameBefore.redTotal as number) * 100) / 100).toBe(
      total,
    );
    const details = await data<Page<Row>>(`${S}/billing/details/query`, q('details', { billId: bill.billId }), V);
    expect(details.pageData[0].redTotal).toBeLessThanOrEqual(total);
    const month = await data<Page<Row>>(
      `${S}/billing/summary/query`,
      q('summary', { period: bill.billDate.slice(0, 7) }),
      V,
    );
    expect(month.pageData.every((r) => r.period === bill.billDate.slice(0, 7))).toBe(true);
  });

  it('SPEC §9: the reports export every row as .xls; an empty query is refused', async () => {
    for (const report of ['details', 'byName', 'summary']) {
      const res = await call(`${S}/billing/${report}/export`, { params: {} }, V);
      expect(res.headers.get('Content-Type')).toBe('application/vnd.ms-excel');
      expect(res.headers.get('Content-Disposition')).toContain('.xls');
    }
    expect(await api(`${S}/billing/details/export`, { params: { invoiceName: 'nobody' } }, V)).toMatchObject({
      returncode: 'B0410',
    });
  });
});
