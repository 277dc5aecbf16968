import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { insertRow, table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { download } from '../../mocks/services/files';
import { api, data, DEMO_VENDOR } from './helpers';

/* Contracts and agreements in the mock backend: SPEC §4 bill and seal states, §5 signing inputs, §8 seal and status refusals. */

const C = '/api/fea-vsm/contract';
const R = { token: 'demo-retailer' };
const S = { vendor: DEMO_VENDOR };
type Page<T> = { total: number; pageData: T[] };
type Row = {
  contractId: string;
  status: string;
  signStatus: string;
  sealStatus: string;
  venderId: string;
  execStatus: string;
};

const demo = () => table('contractBills').filter((c) => c.venderId === '100101');
const bill = (id: string) => table('contractBills').find((c) => c.contractId === id)!;
const AGREEMENT = {
  title: '2026年度供应商协议',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  paymentDays: 45,
  rebateRate: 2,
  promotionFee: 24000,
  remark: '含节庆档期促销',
};

(Promise as { withResolvers?: unknown }).withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

async function pdfText(fileUrl: string): Promise<string> {
  const bytes = download(fileUrl, 'demo-supplier').bytes;
  const doc = await getDocument({ data: bytes.slice() }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n += 1)
    text += (await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
  await doc.cleanup();
  return text;
}

describe('mock backend: contracts and agreements', () => {
  it('seeds every SPEC §4 bill status and seal state for the demo supplier, isolated from other suppliers', async () => {
    for (const status of ['0', '1', '2', '3', '4', '5']) expect(demo().some((c) => c.status === status)).toBe(true);
    for (const seal of ['1', '2', '3', '4', '5']) expect(demo().some((c) => c.sealStatus === seal)).toBe(true);
    const mine = await data<Page<Row>>(`${C}/query`, { pageNo: 1, pageSize: 500, params: {} }, S);
    expect(mine.total).toBe(demo().length);
    expect(mine.pageData.every((c) => c.venderId === '100101')).toBe(true);
    const all = await data<Page<Row>>(`${C}/query`, { pageNo: 1, pageSize: 1, params: {} }, R);
    expect(all.total).toBe(table('contractBills').length);
    const foreign = table('contractBills').find((c) => c.venderId !== '100101')!;
    expect(await api(`${C}/pdf`, { contractId: foreign.contractId }, S)).toMatchObject({ returncode: 'B0404' });
  });

  it('seeded bills cancelled by purchasing or rejected by party B carry their reason, as the actions require one', () => {
    const withoutReason = table('contractBills').filter((c) => ['3', '5'].includes(c.status) && !c.rejectReason);
    expect(withoutReason.map((c) => c.contractId)).toEqual([]);
  });

  it('applies for a supplier agreement: one new application at a time (SPEC §5), submit once (SPEC §8 repeated submit)', async () => {
    for (const c of demo().filter((x) => x.status === '0'))
      updateRows('contractBills', (x) => x === c, { status: '5' });
    expect(await api(`${C}/add`, { ...AGREEMENT, validTo: '2025-12-31' }, S)).toMatchObject({
      message: '有效期结束日期必须晚于开始日期',
    });
    const added = await data<Row>(`${C}/add`, AGREEMENT, S);
    expect(bill(added.contractId)).toMatchObject({ status: '0', venderId: '100101', bu: '12', title: AGREEMENT.title });
    expect(await api(`${C}/add`, AGREEMENT, S)).toMatchObject({ message: '已有新建状态的协议申请，请先提交或删除' });
    await data(`${C}/edit`, { ...AGREEMENT, contractId: added.contractId, paymentDays: 60 }, S);
    expect(bill(added.contractId).paymentDays).toBe(60);
    await data(`${C}/submit`, { contractId: added.contractId }, S);
    expect(bill(added.contractId).status).toBe('1');
    expect(await api(`${C}/submit`, { contractId: added.contractId }, S)).toMatchObject({ message: '请勿重复提交' });
    expect(await api(`${C}/edit`, { ...AGREEMENT, contractId: added.contractId }, S)).toMatchObject({
      returncode: 'B0400',
    });
  });

  it('the retailer approves or cancels submitted bills only (SPEC §8 approval and reject failures)', async () => {
    const [a, b] = demo().filter((c) => c.status === '1');
    const approved = demo().find((c) => c.status === '2')!;
    expect(await api(`${C}/approve`, { contractIds: [a.contractId] }, S)).toMatchObject({ returncode: 'A0303' });
    expect(await api(`${C}/approve`, { contractIds: [approved.contractId] }, R)).toMatchObject({
      message: '审批失败，单据状态已变更',
    });
    await data(`${C}/approve`, { contractIds: [a.contractId] }, R);
    expect(bill(a.contractId)).toMatchObject({ status: '2', signStatus: '0', checker: '王晓梅' });
    expect(await api(`${C}/cancel`, { contractIds: [b.contractId], reason: '' }, R)).toMatchObject({
      message: '驳回原因不能为空',
    });
    await data(`${C}/cancel`, { contractIds: [b.contractId], reason: '返利比例需重新谈判' }, R);
    expect(bill(b.contractId)).toMatchObject({ status: '3', rejectReason: '返利比例需重新谈判' });
    expect(await api(`${C}/cancel`, { contractIds: [b.contractId], reason: 'x' }, R)).toMatchObject({
      message: '驳回失败，单据状态已变更',
    });
  });

  it('signs a read PDF: business type and time required (SPEC §5), the signed PDF carries the seal and time, a second signature is a repeated submit', async () => {
    const c = demo().find(
      (x) => x.status === '2' && x.signStatus === '0' && x.sealStatus === '' && x.execStatus === '1',
    )!;
    // A day after its approval (seeded approvals are days old), so neither before the approval nor after now.
    const signTime = `${addDays(c.checkDate!.slice(0, 10), 1)} 10:20:30`;
    const sign = { contractId: c.contractId, signBizType: '1', signTime };
    expect(await api(`${C}/sign`, sign, S)).toMatchObject({ message: '请先阅读合同文件后再签署' });
    const { fileUrl } = await data<{ fileUrl: string }>(`${C}/pdf`, { contractId: c.contractId }, S);
    const original = await pdfText(fileUrl);
    expect(original).toContain(c.title);
    expect(original).toContain(`合同编号：${c.contractId}`);
    expect(original).not.toContain('乙方签署时间');
    expect(await api(`${C}/sign`, { ...sign, signBizType: '' }, S)).toMatchObject({ message: '请选择签署业务类型' });
    expect(await api(`${C}/sign`, { ...sign, signTime: '' }, S)).toMatchObject({ message: '请选择电子签署时间' });
    // a signing time later than now is refused
    expect(await api(`${C}/sign`, { ...sign, signTime: `${addDays(mockToday(), 1)} 09:00` }, S)).toMatchObject({
      returncode: 'A0431',
      message: '电子签署时间不能晚于当前时间',
    });
    expect(bill(c.contractId).signStatus).toBe('0');
    const signed = await data<Row & { signedPdfUrl: string }>(`${C}/sign`, sign, S);
    expect(signed).toMatchObject({ signStatus: '1', sealStatus: '2', signTime });
    const text = await pdfText(signed.signedPdfUrl);
    expect(text).toContain(`乙方签署时间：${signTime}`);
    expect(text).toContain(c.venderName);
    expect(await api(`${C}/sign`, sign, S)).toMatchObject({ returncode: 'B0409', message: '请勿重复提交' });
    // Both sides open the signed PDF.
    const retailerView = await data<{ fileUrl: string }>(`${C}/pdf`, { contractId: c.contractId }, R);
    expect(retailerView.fileUrl).toBe(signed.signedPdfUrl);
  }, 45_000); // generates, seals and reads back two PDFs (pdf-lib, HarfBuzz, pdf.js): ~15 s on a loaded 2-core machine

  it('SPEC §5 signing time: refuses a signing time earlier than the contract’s approval; the minute of the approval is taken', async () => {
    const c = demo().find(
      (x) => x.status === '2' && x.signStatus === '0' && x.sealStatus === '' && x.execStatus === '1',
    )!;
    await data(`${C}/pdf`, { contractId: c.contractId }, S);
    const approvedAt = c.checkDate!;
    const before = `${addDays(approvedAt.slice(0, 10), -1)} ${approvedAt.slice(11, 16)}`;
    expect(await api(`${C}/sign`, { contractId: c.contractId, signBizType: '1', signTime: before }, S)).toMatchObject({
      returncode: 'A0431',
      message: '电子签署时间不能早于合同审批时间',
    });
    expect(bill(c.contractId).signStatus).toBe('0');
    const sameMinute = approvedAt.slice(0, 16);
    expect(
      await data<Row>(`${C}/sign`, { contractId: c.contractId, signBizType: '1', signTime: sameMinute }, S),
    ).toMatchObject({
      signStatus: '1',
    });
  });

  it('refuses signing without a usable certificate (SPEC §8: no e-signature, expired, activate or renew first)', async () => {
    const c = demo().find(
      (x) => x.status === '2' && x.signStatus === '0' && x.sealStatus === '' && x.execStatus === '1',
    )!;
    await data(`${C}/pdf`, { contractId: c.contractId }, S);
    // A fixed hour after the approval: "now" is refused between 00:00 and 01:00 (SPEC §5 01:00–24:00).
    const sign = {
      contractId: c.contractId,
      signBizType: '2',
      signTime: `${addDays(c.checkDate!.slice(0, 10), 1)} 10:20`,
    };
    const certs = () => table('caCertificates').filter((x) => x.partnerId === 'P10001');
    updateRows('caCertificates', (x) => x.partnerId === 'P10001' && x.status === '1', { validTo: '2020-01-01' });
    expect(await api(`${C}/sign`, sign, S)).toMatchObject({ message: '电子签章证书已过期' });
    updateRows('caCertificates', (x) => x.partnerId === 'P10001', { status: '3' });
    expect(await api(`${C}/sign`, sign, S)).toMatchObject({ message: '请先开通或续签电子签章合同' });
    for (const cert of certs()) updateRows('caCertificates', (x) => x === cert, { partnerId: 'GONE' });
    expect(await api(`${C}/sign`, sign, S)).toMatchObject({ message: '该公司没有电子签章' });
    expect(bill(c.contractId).signStatus).toBe('0');
  });

  it('party A seals with its one enabled picture signature (SPEC §8 seal not detected / multiple seals), then party B downloads', async () => {
    const c = demo().find((x) => x.sealStatus === '2')!;
    updateRows('contractBills', (x) => x === c, { signedPdfUrl: null });
    const fresh = demo().find(
      (x) => x.status === '2' && x.signStatus === '0' && x.sealStatus === '' && x.execStatus === '1',
    )!;
    await data(`${C}/pdf`, { contractId: fresh.contractId }, S);
    await data(
      `${C}/sign`,
      {
        contractId: fresh.contractId,
        signBizType: '1',
        signTime: `${addDays(fresh.checkDate!.slice(0, 10), 1)} 10:20`,
      },
      S,
    );
    updateRows('pictureSignatures', (p) => p.bu === '12', { status: '0' });
    expect(await api(`${C}/seal`, { contractId: fresh.contractId }, R)).toMatchObject({ message: '未检测到印章' });
    updateRows('pictureSignatures', (p) => p.bu === '12', { status: '1' });
    expect(await api(`${C}/seal`, { contractId: fresh.contractId }, R)).toMatchObject({
      message: '检测到多个印章，请只保留一个',
    });
    updateRows('pictureSignatures', (p) => p.pictureId === 'QZ1202', { status: '0' });
    const sealed = await data<Row & { signedPdfUrl: string }>(`${C}/seal`, { contractId: fresh.contractId }, R);
    expect(sealed).toMatchObject({ status: '4', sealStatus: '3' });
    const text = await pdfText(sealed.signedPdfUrl);
    expect(text).toContain('甲方盖章时间');
    expect(text).toContain('乙方签署时间');
    expect(await api(`${C}/seal`, { contractId: fresh.contractId }, R)).toMatchObject({ message: '请勿重复提交' });
    await data(`${C}/pdf`, { contractId: fresh.contractId }, S);
    expect(bill(fresh.contractId).sealStatus).toBe('4');
  });

  it('a seeded e-signed contract opens as a signed PDF with both seals, made from its data on first opening', async () => {
    const c = demo().find((x) => x.status === '4' && x.sealStatus === '3')!;
    expect(c.signedPdfUrl).toBeNull();
    const { fileUrl } = await data<{ fileUrl: string }>(`${C}/pdf`, { contractId: c.contractId }, R);
    const text = await pdfText(fileUrl);
    expect(text).toContain(`乙方签署时间：${c.signTime}`);
    expect(text).toContain('甲方盖章时间');
    expect(bill(c.contractId).signedPdfUrl).toBe(fileUrl);
  });

  it('rejections: not for contracts pending execution or terminated (SPEC §4); party A sends a signature back to party B', async () => {
    const pending = demo().find((x) => x.status === '2' && x.execStatus === '0')!;
    expect(await api(`${C}/rejectByB`, { contractId: pending.contractId, reason: '价格有误' }, S)).toMatchObject({
      message: '合同待执行或已终止，或已签署，不能驳回',
    });
    const open = demo().find((x) => x.status === '2' && x.signStatus === '0' && x.execStatus === '1')!;
    await data(`${C}/rejectByB`, { contractId: open.contractId, reason: '价格有误' }, S);
    expect(bill(open.contractId)).toMatchObject({ status: '5', sealStatus: '5' });
    const awaiting = demo().find((x) => x.sealStatus === '2')!;
    await data(`${C}/rejectByA`, { contractId: awaiting.contractId, reason: '返利比例不符' }, R);
    expect(bill(awaiting.contractId)).toMatchObject({ sealStatus: '1', signStatus: '0', rejectReason: '返利比例不符' });
  });

  it('attachment documents: a draft cannot be confirmed, a submitted one cannot be resubmitted or changed (SPEC §4)', async () => {
    const contract = demo().find((c) => c.status === '2')!;
    const files = [{ fileUrl: 'group2/M00/00/00/mail-attachment.pdf', fileName: '报价单.pdf', size: 100 }];
    expect(
      await api(`${C}/attachment/save`, { title: '报价单', contractId: contract.contractId, files: [] }, S),
    ).toMatchObject({
      message: '请上传附件',
    });
    const draft = await data<{ sheetId: string }>(
      `${C}/attachment/save`,
      { title: '报价单', contractId: contract.contractId, files },
      S,
    );
    expect(await api(`${C}/attachment/confirm`, { sheetId: draft.sheetId }, S)).toMatchObject({
      message: '草稿状态的附件单据不能确认',
    });
    await data(`${C}/attachment/submit`, { sheetId: draft.sheetId }, S);
    expect(await api(`${C}/attachment/submit`, { sheetId: draft.sheetId }, S)).toMatchObject({
      message: '附件单据已提交，不能重复提交',
    });
    expect(
      await api(
        `${C}/attachment/save`,
        { sheetId: draft.sheetId, title: 'x', contractId: contract.contractId, files },
        S,
      ),
    ).toMatchObject({ message: '附件单据已提交，不能修改' });
    await data(`${C}/attachment/confirm`, { sheetId: draft.sheetId }, S);
    expect(table('contractAttachments').find((a) => a.sheetId === draft.sheetId)!.status).toBe('2');
  });

  it('attachment files follow the SPEC §5 upload rules by what the file store recorded; seeded documents have a file', async () => {
    const contract = demo().find((c) => c.status === '2')!;
    const save = (files: unknown[]) =>
      api(`${C}/attachment/save`, { title: '报价单', contractId: contract.contractId, files }, S);
    const file = (fileUrl: string, fileName: string, contentType: string, size: number) => {
      insertRow('files', {
        fileUrl,
        fileName,
        contentType,
        size,
        base64: '',
        uploadedBy: '10001',
        uploadedAt: '',
        public: false,
      });
      return { fileUrl, fileName, size: 1 };
    };
    // a file the store does not hold counts as none
    expect(await save([{ fileUrl: 'group2/M00/none.pdf', fileName: 'none.pdf', size: 1 }])).toMatchObject({
      message: '请上传附件',
    });
    expect(await save([file('group2/M00/t/a.txt', 'a.pdf', 'text/plain', 10)])).toMatchObject({
      returncode: 'A0412',
      message: '只能上传图片或PDF文件',
    });
    expect(await save([file('group2/M00/t/big.pdf', 'big.pdf', 'application/pdf', 2 * 1024 * 1024 + 1)])).toMatchObject(
      {
        returncode: 'A0414',
        message: 'PDF文件大小不能超过2MB',
      },
    );
    expect(await save([file('group2/M00/t/big.png', 'big.png', 'image/png', 1024 * 1024 + 1)])).toMatchObject({
      returncode: 'A0413',
    });
    const saved = await data<{ files: { size: number }[] }>(
      `${C}/attachment/save`,
      {
        title: '报价单',
        contractId: contract.contractId,
        files: [file('group2/M00/t/ok.png', 'ok.png', 'image/png', 5000)],
      },
      S,
    );
    expect(saved.files).toEqual([{ fileUrl: 'group2/M00/t/ok.png', fileName: 'ok.png', size: 5000 }]);
    const stored = new Set(table('files').map((f) => f.fileUrl));
    const seeded = table('contractAttachments').filter((a) => a.venderId === '100101');
    expect(seeded.every((a) => a.files.length > 0 && a.files.every((f) => stored.has(f.fileUrl)))).toBe(true);
  });

  it('invoice-easy agreement: eligible statuses, no parent codes, tax and invoice contact required, renewal in the month it ends; every version kept (SPEC §4)', async () => {
    const body = { applyType: '2', invoiceContact: '张伟', invoicePhone: '13800000000', invoiceEmail: 'a@b.cn' };
    const current = table('ticketAgreements').find((t) => t.venderId === '100101' && t.status === '1')!;
    expect(await api(`${C}/ticketyt/apply`, { ...body, invoiceEmail: '' }, S)).toMatchObject({
      message: '缺少供应商税号或开票联系人信息',
    });
    expect(await api(`${C}/ticketyt/apply`, body, S)).toMatchObject({ message: '续签月份不符，请在协议到期当月续签' });
    updateRows('ticketAgreements', (t) => t === current, { validTo: mockToday() });
    const renewed = await data<{ version: number; status: string }>(`${C}/ticketyt/apply`, body, S);
    expect(renewed).toMatchObject({ version: current.version + 1, status: '1' });
    const history = await data<Page<{ version: number; status: string }>>(
      `${C}/ticketyt/query`,
      { pageNo: 1, pageSize: 50, params: {} },
      S,
    );
    expect(history.pageData.map((t) => t.version).sort()).toEqual([1, 2, 3, 4]);
    const now = await data<Page<{ version: number }>>(
      `${C}/ticketyt/query`,
      { pageNo: 1, pageSize: 50, params: { current: true } },
      S,
    );
    expect(now.pageData.map((t) => t.version)).toEqual([4]);
    const parent = { venderId: '100201', bu: '12', partnerId: 'P10002' };
    updateRows('userVendors', (r) => r.userId === '10002' && r.venderId === '100201', { disabled: false });
    expect(await api(`${C}/ticketyt/apply`, body, { token: 'demo-supplier-multi', vendor: parent })).toMatchObject({
      message: '母厂编不能申请票易通协议',
    });
    updateRows('vendors', (v) => v.venderId === '100101', { status: '98' });
    expect(await api(`${C}/ticketyt/apply`, body, S)).toMatchObject({ message: '当前厂编状态不能申请票易通协议' });
  });

  it('promoter agreements and costs for the retailer (SPEC §3 fields; replacements within 3 days, SPEC §9)', async () => {
    const page = await data<
      Page<{ onboardType: string; leaveDate: string; promoteFrom: string; replacementInTime: boolean }>
    >(`${C}/promoter/query`, { pageNo: 1, pageSize: 500, params: { onboardType: '3' } }, R);
    expect(page.total).toBeGreaterThan(0);
    for (const p of page.pageData) {
      const days = (Date.parse(p.promoteFrom) - Date.parse(p.leaveDate)) / 86400000;
      expect(p.replacementInTime).toBe(days >= 0 && days <= 3);
    }
    expect(new Set(page.pageData.map((p) => p.replacementInTime))).toEqual(new Set([true, false]));
    const late = await data<Page<unknown>>(
      `${C}/promoter/query`,
      { pageNo: 1, pageSize: 1, params: { replacementInTime: 'false' } },
      R,
    );
    expect(late.total).toBe(page.pageData.filter((p) => !p.replacementInTime).length);
    const costs = await data<Page<{ managementFee: number; trainingFee: number; months: number; totalFee: number }>>(
      `${C}/promoter/cost`,
      { pageNo: 1, pageSize: 5, params: {} },
      R,
    );
    for (const c of costs.pageData) expect(c.totalFee).toBe(c.managementFee * c.months + c.trainingFee);
    expect(await api(`${C}/promoter/cost`, { pageNo: 1, pageSize: 5, params: {} }, S)).toMatchObject({
      returncode: 'A0303',
    });
  });
});
