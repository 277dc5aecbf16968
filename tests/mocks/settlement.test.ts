import { table, updateRows } from '../../mocks/db';
import { storeBytes } from '../../mocks/services/files';
import { api, call, data, DEMO_VENDOR } from './helpers';

/* Settlement I in the mock backend (SPEC §2 settlement, §4 states, §5 rules, §8 messages, Beyond: dispute case and payment timeline). */

const S = '/api/fea-vsm/settlement';
const V = { vendor: DEMO_VENDOR };
type Page<T> = { total: number; pageData: T[] };
type Row = Record<string, unknown> & { sheetId: string; status: string; venderId: string };

const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === '100101' && r.bu === '12');
const expense = (id: string) => table('expenseDocs').find((e) => e.sheetId === id)!;
const sheet = (id: string) => table('settleSheets').find((s) => s.sheetId === id)!;
const IMAGE = { fileUrl: '/files/evidence-1.png', fileName: 'photo.png', size: 2048 };
const control = (path: string, body: unknown) => call(`/api/__mock/settlement/${path}`, body, { token: null });

/** Merges the first n free documents of the demo supplier and answers the new sheet id. */
async function merge(n: number) {
  const free = demo(table('settleDocs'))
    .filter((d) => d.status === '1')
    .slice(0, n);
  const res = await data<{ sheetId: string }>(`${S}/doc/merge`, { sheetIds: free.map((d) => d.sheetId) }, V);
  return { sheetId: res.sheetId, docs: free.map((d) => d.sheetId) };
}

describe('mock backend: settlement seed and queries', () => {
  it('seeds every SPEC §4 state for the demo supplier, sheets made of their documents', () => {
    for (const s of ['0', '1', '2', '3', '4'])
      expect(demo(table('expenseDocs')).some((e) => e.status === s)).toBe(true);
    for (const s of ['0', '1', '2', '3', '4', '5'])
      expect(demo(table('settleDocs')).some((d) => d.status === s)).toBe(true);
    for (const s of ['0', '1', '2', '3', '4'])
      expect(demo(table('settleSheets')).some((x) => x.status === s)).toBe(true);
    for (const x of table('settleSheets')) {
      const docs = table('settleDocs').filter((d) => d.settleSheetId === x.sheetId);
      expect(x.docCount).toBe(docs.length);
      expect(Math.round(x.payableAmount * 100)).toBe(Math.round(docs.reduce((s, d) => s + d.amount * 100, 0)));
    }
    expect(demo(table('expenseDocs')).length).toBeGreaterThanOrEqual(40);
  });

  it("settles the supplier's own receipts and returns: the acceptance and return documents, same numbers, dates and amounts", () => {
    const docs = demo(table('settleDocs'));
    for (const type of ['1', '2', '3']) expect(docs.some((d) => d.docType === type)).toBe(true);
    const receipts = new Map(table('acceptances').map((a) => [a.sheetId, a]));
    const returns = new Map(table('returnDocs').map((r) => [r.sheetId, r]));
    for (const d of table('settleDocs').filter((x) => x.docType !== '3')) {
      const source = d.docType === '1' ? receipts.get(d.sourceSheetId) : returns.get(d.sourceSheetId);
      expect(source, d.sourceSheetId).toMatchObject({ venderId: d.venderId, bu: d.bu, status: '1', shopId: d.shopId });
      if (d.docType === '1')
        expect([d.amount, d.docDate]).toEqual([source!.amount, receipts.get(d.sourceSheetId)!.receiptDate]);
      else expect([d.amount, d.docDate]).toEqual([-source!.amount, returns.get(d.sourceSheetId)!.returnDate]);
    }
  });

  it('isolates suppliers; the retailer sees all; totals cover the whole query (SPEC §9)', async () => {
    const mine = await data<Page<Row>>(`${S}/expense/query`, { pageNo: 1, pageSize: 10, params: {} }, V);
    expect(mine.total).toBe(demo(table('expenseDocs')).length);
    expect(mine.pageData.every((r) => r.venderId === '100101' && typeof r.daysLeft === 'number')).toBe(true);
    const all = await data<Page<Row>>(
      `${S}/expense/query`,
      { pageNo: 1, pageSize: 10, params: {} },
      { token: 'demo-retailer' },
    );
    expect(all.total).toBe(table('expenseDocs').length);
    const totals = await data<{ count: number; amount: number }>(`${S}/expense/totals`, { params: { status: '0' } }, V);
    const pending = demo(table('expenseDocs')).filter((e) => e.status === '0');
    expect(totals.count).toBe(pending.length);
    expect(Math.round(totals.amount * 100)).toBe(Math.round(pending.reduce((s, e) => s + e.amount * 100, 0)));
    const foreign = table('settleSheets').find((x) => x.venderId !== '100101');
    if (foreign)
      expect(await api(`${S}/sheet/docs`, { sheetId: foreign.sheetId }, V)).toMatchObject({ returncode: 'B0404' });
    expect(await api(`${S}/ledger/query`, { params: {} }, V)).toMatchObject({ returncode: 'A0400' });
    const ledger = await data<Page<Row>>(
      `${S}/ledger/query`,
      { pageNo: 1, pageSize: 5, params: { kind: 'preRec' } },
      V,
    );
    expect(ledger.pageData.every((r) => r.kind === 'preRec')).toBe(true);
  });
});

describe('mock backend: settlement date ranges (inclusive days, mocks/services/dateRange)', () => {
  it('ranges the documents by day and the sheets by the day of their time stamps, query and totals alike', async () => {
    const docs = demo(table('settleDocs'));
    const day = docs[0].docDate;
    const inDay = docs.filter((d) => d.docDate === day);
    const q = await data<Page<Row>>(
      `${S}/doc/query`,
      { pageNo: 1, pageSize: 100, params: { docDateStart: day, docDateEnd: day } },
      V,
    );
    expect(q.pageData.map((r) => r.sheetId).sort()).toEqual(inDay.map((d) => d.sheetId).sort());
    const sums = await data<{ count: number }>(`${S}/doc/totals`, { params: { docDateEnd: day } }, V);
    expect(sums.count).toBe(docs.filter((d) => d.docDate <= day).length);
    const sheet = demo(table('settleSheets'))[0];
    const stamp = sheet.createDate.slice(0, 10);
    expect(sheet.createDate.length).toBeGreaterThan(10);
    const sheets = await data<Page<Row>>(
      `${S}/sheet/query`,
      { pageNo: 1, pageSize: 100, params: { createDateStart: stamp, createDateEnd: stamp } },
      V,
    );
    expect(sheets.pageData.map((r) => r.sheetId)).toContain(sheet.sheetId);
    expect(sheets.pageData.every((r) => String(r.createDate).startsWith(stamp))).toBe(true);
  });
});

describe('mock backend: expense disputes as cases', () => {
  it('SPEC §5: ticked documents and a reason are required; evidence only images or PDF', async () => {
    const [a] = demo(table('expenseDocs')).filter((e) => e.status === '0');
    expect(await api(`${S}/expense/dispute`, { sheetIds: [], reason: 'x' }, V)).toMatchObject({ returncode: 'A0430' });
    expect(await api(`${S}/expense/dispute`, { sheetIds: [a.sheetId], reason: ' ' }, V)).toMatchObject({
      returncode: 'A0431',
      message: '争议原因不能为空',
    });
    const bad = { ...IMAGE, fileName: 'notes.docx' };
    expect(await api(`${S}/expense/dispute`, { sheetIds: [a.sheetId], reason: 'x', evidence: [bad] }, V)).toMatchObject(
      { returncode: 'A0434' },
    );
    expect(expense(a.sheetId).status).toBe('0');
  });

  it('SPEC §5 "image max 1MB; PDF max 2MB": evidence over its limit is refused by its stored size, as the form refuses it', async () => {
    const [a] = demo(table('expenseDocs')).filter((e) => e.status === '0');
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const sized = (head: number[], size: number, name: string) => {
      const bytes = new Uint8Array(size);
      bytes.set(head);
      return storeBytes(bytes, name, '', {}, null);
    };
    const dispute = (file: object) =>
      api(`${S}/expense/dispute`, { sheetIds: [a.sheetId], reason: 'x', evidence: [file] }, V);
    const bigImage = sized(png, 1024 * 1024 + 1, 'photo.png');
    expect(await dispute({ ...bigImage, size: 10 })).toMatchObject({
      returncode: 'A0413',
      message: '图片大小不能超过1MB',
    });
    const bigPdf = sized([...new TextEncoder().encode('%PDF-1.7')], 2 * 1024 * 1024 + 1, 'bill.pdf');
    expect(await dispute(bigPdf)).toMatchObject({ returncode: 'A0414', message: 'PDF文件大小不能超过2MB' });
    expect(expense(a.sheetId).status).toBe('0');
    expect(await dispute(sized(png, 1024 * 1024, 'photo.png'))).toMatchObject({ returncode: '00000' });
  });

  it('refuses a dispute past its deadline (days left below zero)', async () => {
    const [a] = demo(table('expenseDocs')).filter((e) => e.status === '0');
    updateRows('expenseDocs', (e) => e.sheetId === a.sheetId, { disputeDeadline: '2000-01-01' });
    expect(await api(`${S}/expense/dispute`, { sheetIds: [a.sheetId], reason: 'x' }, V)).toMatchObject({
      returncode: 'B0401',
    });
  });

  it('opens one case for two items with reason and evidence; the retailer answer reverses the amount', async () => {
    const [a, b] = demo(table('expenseDocs')).filter((e) => e.status === '0' && e.disputeDeadline >= '2000-01-02');
    const res = await data<{ disputeId: string }>(
      `${S}/expense/dispute`,
      { sheetIds: [a.sheetId, b.sheetId], reason: '未执行促销', evidence: [IMAGE] },
      V,
    );
    expect(expense(a.sheetId)).toMatchObject({ status: '2', disputeId: res.disputeId });
    const cases = await data<Page<Row>>(`${S}/dispute/query`, { params: { disputeId: res.disputeId } }, V);
    expect(cases.pageData[0]).toMatchObject({ status: '0', itemCount: 2, reason: '未执行促销', evidence: [IMAGE] });
    expect(cases.pageData[0].daysLeft).toBeGreaterThanOrEqual(0);
    const items = await data<{ itemId: string }[]>(`${S}/dispute/items`, { disputeId: res.disputeId }, V);
    expect(items.map((i) => i.itemId).sort()).toEqual([a.sheetId, b.sheetId].sort());
    // A rejection needs the retailer's answer text.
    expect(await (await control('answerDispute', { disputeId: res.disputeId, accept: false })).json()).toMatchObject({
      returncode: 'A0432',
    });
    const answered = await (
      await control('answerDispute', {
        disputeId: res.disputeId,
        accept: true,
        answer: '同意冲回',
        reversedAmount: a.amount,
      })
    ).json();
    expect(answered.data).toMatchObject({ status: '1', answer: '同意冲回', reversedAmount: a.amount });
    expect(expense(a.sheetId).status).toBe('3');
    // Beyond: only the amount reversed leaves the charges; the rest of the case stands as a deduction.
    const deductionOf = (id: string) => table('settleDocs').filter((d) => d.sourceSheetId === id);
    expect(deductionOf(a.sheetId)).toEqual([]);
    expect(deductionOf(b.sheetId)).toMatchObject([{ docType: '3', status: '1', amount: -b.amount }]);
    expect(await (await control('answerDispute', { disputeId: res.disputeId, accept: true })).json()).toMatchObject({
      returncode: 'B0400',
    });
  });

  it('a dispute accepted in part reverses that part; the rest of the expense stands as a deduction', async () => {
    const [c] = demo(table('expenseDocs')).filter((e) => e.status === '0' && e.amount > 100);
    const { disputeId } = await data<{ disputeId: string }>(
      `${S}/expense/dispute`,
      { sheetIds: [c.sheetId], reason: '部分费用不应收取' },
      V,
    );
    await control('answerDispute', { disputeId, accept: true, answer: '冲回100元', reversedAmount: 100 });
    expect(expense(c.sheetId).status).toBe('3');
    expect(table('settleDocs').filter((d) => d.sourceSheetId === c.sheetId)).toMatchObject([
      { docType: '3', status: '1', amount: -Math.round((c.amount - 100) * 100) / 100 },
    ]);
  });

  it('a confirmed expense becomes a deduction to settle; a rejected dispute too; the workbench to-do follows', async () => {
    const todo = async () => (await data<{ oiExpense: number }>('/api/fea-vsm/workbench/todoCounts', {}, V)).oiExpense;
    const [a, b] = demo(table('expenseDocs')).filter((e) => e.status === '0');
    const before = await todo();
    expect(before).toBe(demo(table('expenseDocs')).filter((e) => e.status === '0').length);
    await data(`${S}/expense/confirm`, { sheetIds: [a.sheetId] }, V);
    expect(expense(a.sheetId).status).toBe('1');
    expect(table('settleDocs').find((d) => d.sourceSheetId === a.sheetId)).toMatchObject({
      docType: '3',
      status: '1',
      amount: -a.amount,
    });
    expect(await api(`${S}/expense/confirm`, { sheetIds: [a.sheetId] }, V)).toMatchObject({ returncode: 'B0400' });
    expect(await todo()).toBe(before - 1);
    const { disputeId } = await data<{ disputeId: string }>(
      `${S}/expense/dispute`,
      { sheetIds: [b.sheetId], reason: 'x' },
      V,
    );
    await control('answerDispute', { disputeId, accept: false, answer: '费用维持' });
    expect(expense(b.sheetId).status).toBe('4');
    expect(table('settleDocs').some((d) => d.sourceSheetId === b.sheetId && d.status === '1')).toBe(true);
  });
});

describe('mock backend: merged settlement and culling (SPEC §2, §5)', () => {
  it('merges three documents into a new sheet; frozen or extracted documents are refused', async () => {
    const { sheetId, docs } = await merge(3);
    expect(sheet(sheetId)).toMatchObject({ status: '0', docCount: 3, invoiceStatus: '0', letterStatus: '0' });
    expect(sheet(sheetId).events.map((e) => e.step)).toEqual(['created']);
    expect(await api(`${S}/doc/merge`, { sheetIds: docs }, V)).toMatchObject({ returncode: 'B0400' });
    const frozen = demo(table('settleDocs')).find((d) => d.status === '0')!;
    expect(await api(`${S}/doc/merge`, { sheetIds: [frozen.sheetId] }, V)).toMatchObject({ returncode: 'B0400' });
    expect(await api(`${S}/doc/merge`, { sheetIds: [] }, V)).toMatchObject({ returncode: 'A0430' });
  });

  it('culls by dispute (reason required, frozen under a case), delay and cancel; the sheet is recounted', async () => {
    const { sheetId, docs } = await merge(4);
    expect(await api(`${S}/doc/cull`, { sheetIds: [], mode: 'delay' }, V)).toMatchObject({ returncode: 'A0430' });
    expect(await api(`${S}/doc/cull`, { sheetIds: [docs[0]], mode: 'dispute' }, V)).toMatchObject({
      returncode: 'A0431',
    });
    const { disputeId } = await data<{ disputeId: string }>(
      `${S}/doc/cull`,
      { sheetIds: [docs[0]], mode: 'dispute', reason: '数量不符' },
      V,
    );
    const doc = (id: string) => table('settleDocs').find((d) => d.sheetId === id)!;
    expect(doc(docs[0])).toMatchObject({ status: '0', settleSheetId: null, disputeId });
    await data(`${S}/doc/cull`, { sheetIds: [docs[1]], mode: 'delay' }, V);
    expect(doc(docs[1])).toMatchObject({ status: '1', delayed: true, settleSheetId: null });
    await data(`${S}/doc/cull`, { sheetIds: [docs[2]], mode: 'cancel' }, V);
    expect(doc(docs[2])).toMatchObject({ status: '1', delayed: false });
    expect(sheet(sheetId).docCount).toBe(1);
    expect(sheet(sheetId).payableAmount).toBe(doc(docs[3]).amount);
    // SPEC §5 evidence with a dispute cull: images or PDFs, read from the stored bytes whatever the name says.
    const text = storeBytes(new TextEncoder().encode('not an image'), 'photo.png', 'image/png', {}, null);
    const png = storeBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'blob', '', {}, null);
    const cullDisputed = (evidence: unknown[]) =>
      api(`${S}/doc/cull`, { sheetIds: [docs[3]], mode: 'dispute', reason: '单价不符', evidence }, V);
    expect(await cullDisputed([{ ...IMAGE, fileName: 'a.exe' }])).toMatchObject({ returncode: 'A0434' });
    expect(await cullDisputed([text])).toMatchObject({ returncode: 'A0434' });
    expect(doc(docs[3]).status).toBe('2');
    const withEvidence = await data<{ disputeId: string }>(
      `${S}/doc/cull`,
      { sheetIds: [docs[3]], mode: 'dispute', reason: '单价不符', evidence: [png] },
      V,
    );
    expect(table('disputes').find((d) => d.disputeId === withEvidence.disputeId)!.evidence).toEqual([png]);
    await control('answerDispute', { disputeId, accept: true });
    expect(doc(docs[0])).toMatchObject({ status: '1', disputeId: null });
    // A finalized sheet's documents are no longer culled.
    const fixed = demo(table('settleSheets')).find((x) => x.status === '1')!;
    const inFixed = table('settleDocs').find((d) => d.settleSheetId === fixed.sheetId)!;
    expect(await api(`${S}/doc/cull`, { sheetIds: [inFixed.sheetId], mode: 'cancel' }, V)).toMatchObject({
      returncode: 'B0400',
    });
  });
});

describe('mock backend: payment holds of a sheet (Beyond: the payment timeline)', () => {
  type Held = Row & { holds: string[] };
  const holds = async (sheetId: string) =>
    (await data<Page<Held>>(`${S}/sheet/query`, { params: { sheetId } }, V)).pageData[0].holds;

  it("a sheet is held by its own frozen documents and open cases only, never by another sheet's", async () => {
    const [a, b] = demo(table('settleSheets')).filter((x) => x.status === '0' || x.status === '2');
    const [docA, dedA] = [
      table('settleDocs').find((d) => d.settleSheetId === a.sheetId && d.docType === '1')!,
      table('settleDocs').find((d) => d.settleSheetId === a.sheetId && d.docType === '3')!,
    ];
    expect(await holds(a.sheetId)).toEqual(['invoiceMissing']);
    expect(await holds(b.sheetId)).toEqual(['invoiceMissing']);
    // The supplier's free frozen documents and open expense cases wait for their own sheets.
    expect(demo(table('settleDocs')).some((d) => d.status === '0' && !d.settleSheetId)).toBe(true);
    expect(demo(table('disputes')).some((d) => d.status === '0')).toBe(true);

    updateRows('settleDocs', (d) => d.sheetId === docA.sheetId, { status: '0' });
    expect(await holds(a.sheetId)).toEqual(['frozen', 'invoiceMissing']);
    expect(await holds(b.sheetId)).toEqual(['invoiceMissing']);
    // An open case over the expense one of A's deductions settles holds A too.
    const open = demo(table('disputes')).find((d) => d.status === '0')!;
    updateRows('disputes', (d) => d.disputeId === open.disputeId, { itemIds: [dedA.sourceSheetId] });
    expect(await holds(a.sheetId)).toEqual(['frozen', 'disputeOpen', 'invoiceMissing']);
    expect(await holds(b.sheetId)).toEqual(['invoiceMissing']);
    await control('answerDispute', { disputeId: open.disputeId, accept: true });
    expect(await holds(a.sheetId)).toEqual(['frozen', 'invoiceMissing']);
  });

  it('a document removed as disputed leaves its sheet: its open case does not hold the rest', async () => {
    const { sheetId, docs } = await merge(2);
    await data(`${S}/doc/cull`, { sheetIds: [docs[0]], mode: 'dispute', reason: '数量不符' }, V);
    expect(await holds(sheetId)).toEqual(['invoiceMissing']);
  });

  it('the seeded finalized sheet is held by the receipt the retailer froze, a paid sheet by nothing', async () => {
    const fixed = demo(table('settleSheets')).find((x) => x.status === '1')!;
    expect(await holds(fixed.sheetId)).toEqual(['frozen', 'invoiceMissing']);
    const paid = demo(table('settleSheets')).find((x) => x.status === '4')!;
    expect(await holds(paid.sheetId)).toEqual([]);
  });
});

describe('mock backend: answers to documents removed as disputed (Beyond: the amount reversed)', () => {
  /** A free document of the demo supplier of `docType`, merged alone into a new sheet and removed from it as disputed. */
  async function culled(docType: string) {
    const doc = demo(table('settleDocs')).find((d) => d.status === '1' && d.docType === docType)!;
    await data(`${S}/doc/merge`, { sheetIds: [doc.sheetId] }, V);
    const { disputeId } = await data<{ disputeId: string }>(
      `${S}/doc/cull`,
      { sheetIds: [doc.sheetId], mode: 'dispute', reason: '金额不符' },
      V,
    );
    // The rows change in place: keep the amount as it was.
    return { amount: doc.amount, disputeId, now: () => table('settleDocs').find((d) => d.sheetId === doc.sheetId)! };
  }

  it('the amount reversed goes to the supplier: a deduction shrinks by it, a receipt grows by it', async () => {
    const ded = await culled('3');
    const answered = await (
      await control('answerDispute', { disputeId: ded.disputeId, accept: true, reversedAmount: 100 })
    ).json();
    expect(answered.data).toMatchObject({ status: '1', reversedAmount: 100 });
    expect(ded.now()).toMatchObject({
      status: '1',
      disputeId: null,
      amount: Math.round((ded.amount + 100) * 100) / 100,
    });
    const receipt = await culled('1');
    await control('answerDispute', { disputeId: receipt.disputeId, accept: true, reversedAmount: 50 });
    expect(receipt.now().amount).toBe(Math.round((receipt.amount + 50) * 100) / 100);
  });

  it('accepted without an amount, or rejected, the documents come back as they were', async () => {
    const ret = await culled('2');
    const answered = await (await control('answerDispute', { disputeId: ret.disputeId, accept: true })).json();
    expect(answered.data).toMatchObject({ status: '1', reversedAmount: 0 });
    expect(ret.now()).toMatchObject({ status: '1', amount: ret.amount });
    const ded = await culled('3');
    await control('answerDispute', { disputeId: ded.disputeId, accept: false, answer: '扣款维持' });
    expect(ded.now()).toMatchObject({ status: '1', amount: ded.amount });
  });
});

describe('mock backend: invoice data, confirmation letter and payment (SPEC §2, §5, §8)', () => {
  it('refuses invoice data without a tax number or invoice contact, then confirms and regenerates it', async () => {
    const { sheetId } = await merge(2);
    const ids = { sheetIds: [sheetId] };
    expect(await api(`${S}/sheet/confirmInvoice`, { sheetIds: [] }, V)).toMatchObject({
      returncode: 'A0430',
      message: '请先选择需要确认或打印的单据',
    });
    updateRows('vendors', (v) => v.venderId === '100101' && v.bu === '12', { taxNumber: '' });
    expect(await api(`${S}/sheet/confirmInvoice`, ids, V)).toMatchObject({ message: '供应商税号为空，请先维护' });
    updateRows('vendors', (v) => v.venderId === '100101' && v.bu === '12', { taxNumber: '91440300MA5TEST01' });
    const phone = table('vendorFinance').find((f) => f.venderId === '100101' && f.bu === '12')!.invoicePhone;
    updateRows('vendorFinance', (f) => f.venderId === '100101' && f.bu === '12', { invoicePhone: '' });
    expect(await api(`${S}/sheet/confirmInvoice`, ids, V)).toMatchObject({
      message: '供应商开票联系信息不完整，请先维护',
    });
    updateRows('vendorFinance', (f) => f.venderId === '100101' && f.bu === '12', { invoicePhone: phone });
    expect(await api(`${S}/sheet/regenerateInvoice`, ids, V)).toMatchObject({ returncode: 'B0400' });
    await data(`${S}/sheet/confirmInvoice`, ids, V);
    expect(sheet(sheetId)).toMatchObject({ invoiceConfirmed: true, invoiceTaxNumber: '91440300MA5TEST01' });
    await data(`${S}/sheet/regenerateInvoice`, ids, V);
    expect(sheet(sheetId).events.map((e) => e.step)).toEqual(['created', 'invoiceConfirmed', 'invoiceRegenerated']);
  });

  it('SPEC §2 printing an e-signed letter whose file was never kept generates the sealed PDF, stores it and answers its address', async () => {
    const signed = demo(table('settleSheets')).find((s) => s.letterStatus === '3' && !s.letterFile)!;
    const before = { status: signed.status, events: signed.events.length };
    const printed = await data<{
      letters: { sheetId: string; letterStatus: string; letterFile: { fileUrl: string } | null }[];
    }>(`${S}/letter/print`, { sheetIds: [signed.sheetId] }, V);
    const letter = printed.letters.find((l) => l.sheetId === signed.sheetId)!;
    expect(letter).toMatchObject({ letterStatus: '3', letterFile: { fileName: `${signed.sheetId}-signed.pdf` } });
    const pdf = table('files').find((f) => f.fileUrl === letter.letterFile!.fileUrl)!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(atob(pdf.base64).startsWith('%PDF')).toBe(true);
    // Printing again answers the same file; the sheet's state and timeline are untouched.
    const again = await data<{ letters: { letterFile: { fileUrl: string } }[] }>(
      `${S}/letter/print`,
      { sheetIds: [signed.sheetId] },
      V,
    );
    expect(again.letters[0].letterFile.fileUrl).toBe(letter.letterFile!.fileUrl);
    expect(sheet(signed.sheetId).status).toBe(before.status);
    expect(sheet(signed.sheetId).events).toHaveLength(before.events);
  });

  it('letter: text first, signing type and time required, print before e-sign, e-sign contract active; then payment', async () => {
    const { sheetId } = await merge(3);
    const ids = { sheetIds: [sheetId] };
    await data(`${S}/sheet/confirmInvoice`, ids, V);
    expect(await api(`${S}/letter/print`, ids, V)).toMatchObject({ message: '请先保存文字信息' });
    expect(await api(`${S}/letter/sign`, ids, V)).toMatchObject({ message: '未生成电子签章文件，请先打印' });
    expect(await api(`${S}/letter/save`, { sheetId, signBizType: '1', signTime: '' }, V)).toMatchObject({
      returncode: 'A0435',
    });
    expect(await api(`${S}/letter/save`, { sheetId, signBizType: '', signTime: '2026-01-05' }, V)).toMatchObject({
      returncode: 'A0435',
    });
    await data(`${S}/letter/save`, { sheetId, signBizType: '2', signTime: '2026-01-05' }, V);
    const printed = await data<{ letters: { letterStatus: string; letterFile: unknown }[] }>(
      `${S}/letter/print`,
      ids,
      V,
    );
    expect(printed.letters[0]).toMatchObject({ letterStatus: '2' });
    // The letter is a real PDF (generated with the shared CJK font), stored in the file store.
    const pdf = table('files').find((f) => f.fileUrl === sheet(sheetId).letterFile!.fileUrl)!;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: `${sheetId}.pdf` });
    expect(atob(pdf.base64).startsWith('%PDF')).toBe(true);
    expect(await api(`${S}/sheet/applyPayment`, ids, V)).toMatchObject({ returncode: 'B0400' });
    const certs = table('caCertificates')
      .filter((c) => c.venderId === '100101' && c.bu === '12')
      .map((c) => ({ serialNo: c.serialNo, status: c.status }));
    updateRows('caCertificates', (c) => c.venderId === '100101' && c.bu === '12', { status: '3' });
    expect(await api(`${S}/letter/sign`, ids, V)).toMatchObject({ message: '请先开通或续签电子签章合同' });
    for (const c of certs) updateRows('caCertificates', (x) => x.serialNo === c.serialNo, { status: c.status });
    await data(`${S}/letter/sign`, ids, V);
    expect(sheet(sheetId)).toMatchObject({ status: '1', letterStatus: '3' });
    expect(sheet(sheetId).letterFile!.fileName).toBe(`${sheetId}-signed.pdf`);
    await data(`${S}/sheet/applyPayment`, ids, V);
    expect(sheet(sheetId)).toMatchObject({ status: '2' });
    expect(sheet(sheetId).expectedPayDate).toBeTruthy();
    const q = await data<Page<Row & { holds: string[] }>>(`${S}/sheet/query`, { params: { sheetId } }, V);
    expect(q.pageData[0].holds).toContain('invoiceMissing');
    expect((await (await control('advanceSheet', { sheetId, to: '4' })).json()).returncode).toBe('B0400');
    await control('advanceSheet', { sheetId, to: '3' });
    await control('advanceSheet', { sheetId, to: '4' });
    expect(sheet(sheetId)).toMatchObject({ status: '4', invoiceStatus: '1' });
    expect(
      table('settleDocs')
        .filter((d) => d.settleSheetId === sheetId)
        .every((d) => d.status === '5'),
    ).toBe(true);
    expect(sheet(sheetId).events.map((e) => e.step)).toEqual([
      'created',
      'invoiceConfirmed',
      'letterSaved',
      'letterPrinted',
      'letterSigned',
      'paymentApplied',
      'invoiceReceived',
      'paid',
    ]);
  });

  it("SPEC §8 e-signature contract: the letter screen reads the selected supplier code's contract state", async () => {
    expect(await data(`${S}/letter/eSign`, {}, V)).toEqual({ active: true });
    const certs = table('caCertificates')
      .filter((c) => c.venderId === '100101' && c.bu === '12')
      .map((c) => ({ serialNo: c.serialNo, validTo: c.validTo }));
    updateRows('caCertificates', (c) => c.venderId === '100101' && c.bu === '12', { validTo: '2000-01-01' });
    expect(await data(`${S}/letter/eSign`, {}, V)).toEqual({ active: false });
    for (const c of certs) updateRows('caCertificates', (x) => x.serialNo === c.serialNo, { validTo: c.validTo });
    expect(await data(`${S}/letter/eSign`, {}, { token: 'demo-retailer' })).toEqual({ active: null });
  });

  it('SPEC §9 totals of the ledger screens (kind required) and of the disputes cover the whole query', async () => {
    const cents = (rows: { amount: number }[]) => Math.round(rows.reduce((s, r) => s + r.amount * 100, 0));
    const held = demo(table('settleLedger')).filter((r) => r.kind === 'preRec');
    const ledger = await data<{ count: number; amount: number }>(
      `${S}/ledger/totals`,
      { params: { kind: 'preRec' } },
      V,
    );
    expect(ledger.count).toBe(held.length);
    expect(Math.round(ledger.amount * 100)).toBe(cents(held));
    expect(await api(`${S}/ledger/totals`, { params: {} }, V)).toMatchObject({ returncode: 'A0400' });
    const open = demo(table('disputes')).filter((d) => d.status === '0');
    const disputes = await data<{ count: number; amount: number }>(
      `${S}/dispute/totals`,
      { params: { status: '0' } },
      V,
    );
    expect(disputes.count).toBe(open.length);
    expect(Math.round(disputes.amount * 100)).toBe(cents(open));
  });

  it('withdrawal confirmation takes ticked pending withdrawals only', async () => {
    const pending = demo(table('settleLedger')).find((r) => r.kind === 'withdrawal' && r.status === '0')!;
    const other = demo(table('settleLedger')).find((r) => r.kind === 'preRec' && r.status === '0')!;
    expect(await api(`${S}/ledger/confirmWithdrawal`, { entryIds: [] }, V)).toMatchObject({ returncode: 'A0430' });
    expect(await api(`${S}/ledger/confirmWithdrawal`, { entryIds: [other.entryId] }, V)).toMatchObject({
      returncode: 'B0400',
    });
    await data(`${S}/ledger/confirmWithdrawal`, { entryIds: [pending.entryId] }, V);
    expect(table('settleLedger').find((r) => r.entryId === pending.entryId)!.status).toBe('1');
  });
});
