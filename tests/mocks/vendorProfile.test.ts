import { table } from '../../mocks/db';
import type { ChangeRequest, SupplierRecord, VendorProfile } from '@/features/vendorProfile/types';
import { api, data, RETAILER, SUPPLIER } from './helpers';
import { answerWords, mockWords, tooLongText } from './screenTexts';

/* Supplier profile in the mock backend: SPEC §3 fields, §5 length limits and formats, bank/invoice change requests the retailer reviews. */

const V = '/api/fea-vsm/venderinfo';
type Page<T> = { total: number; pageData: T[] };

const demoFinance = () => table('vendorFinance').find((f) => f.venderId === '100101')!;
const basic = {
  contact: '张伟',
  phone: '0755-83000000',
  mobile: '13800000000',
  email: 'a@example.com',
  address: '广东省深圳市深南大道1号',
  postalCode: '518000',
  province: '广东省',
  city: '深圳市',
};
const bankOf = (f: ReturnType<typeof demoFinance>) => ({
  accountName: f.accountName,
  account: f.account,
  bankName: f.bankName,
  bankCode: f.bankCode,
  bankProvince: f.bankProvince,
  bankCity: f.bankCity,
  accountType: f.accountType,
  payMode: f.payMode,
  financingType: f.financingType,
});

describe('mock backend: supplier profile', () => {
  it('seeds a profile for every supplier code and a history of dozens of requests for the demo supplier, none pending', async () => {
    expect(table('vendorFinance')).toHaveLength(table('vendors').length);
    const history = table('vendorChanges').filter((r) => r.venderId === '100101');
    expect(history.length).toBeGreaterThanOrEqual(24);
    expect(new Set(history.map((r) => r.status))).toEqual(new Set(['1', '2']));
    expect(table('vendorChanges').some((r) => r.status === '0')).toBe(true);
    const p = await data<VendorProfile>(`${V}/profile`, {}, SUPPLIER);
    expect(p).toMatchObject({
      venderId: '100101',
      uniqueCode: 'P10001',
      account: demoFinance().account,
      pending: null,
    });
    expect(p.taxNumber.length).toBeGreaterThan(0);
  });

  it('SPEC §5: refuses basic data over the length limits with the server messages, and wrong formats; saves valid data', async () => {
    // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
    for (const [field, value, max] of [
      ['postalCode', '5180001', 6],
      ['contact', '张'.repeat(33), 32],
      ['address', '路'.repeat(201), 200],
      ['email', `${'a'.repeat(30)}@x.cn`, 32],
      ['phone', '1'.repeat(65), 64],
    ] as const) {
      const answer = await api(`${V}/saveBasic`, { ...basic, [field]: value }, SUPPLIER);
      expect(answerWords(answer), field).toEqual({
        code: 'A0410',
        ...tooLongText(`vendorProfile:field.${field}`, max),
      });
    }
    expect(tooLongText('vendorProfile:field.postalCode', 6).zh).toBe('邮政编码长度不能超过6位');
    expect(await api(`${V}/saveBasic`, { ...basic, email: 'not-an-email' }, SUPPLIER)).toMatchObject({
      message: '供应商邮箱格式不正确',
    });
    expect(await api(`${V}/saveBasic`, { ...basic, city: '杭州市' }, SUPPLIER)).toMatchObject({
      message: '所选城市不属于所选省份',
    });
    expect(await api(`${V}/saveBasic`, { ...basic, contact: ' ' }, SUPPLIER)).toMatchObject({
      message: '联系人不能为空',
    });
    await data(`${V}/saveBasic`, { ...basic, contact: '王芳' }, SUPPLIER);
    expect(table('vendors').find((v) => v.venderId === '100101')!.contact).toBe('王芳');
    expect(await api(`${V}/saveBasic`, basic, RETAILER)).toMatchObject({ message: '仅供应商可执行此操作' });
  });

  it('a bank change is a request: pending, one at a time, the profile unchanged until the retailer approves it; then it is in the history', async () => {
    const before = demoFinance();
    const newAccount = `${before.account.slice(0, -1)}1`;
    expect(
      await api(`${V}/requestChange`, { part: 'bank', data: { ...bankOf(before), account: '12ab' } }, SUPPLIER),
    ).toMatchObject({ message: '银行账号格式不正确' });
    expect(await api(`${V}/requestChange`, { part: 'bank', data: bankOf(before) }, SUPPLIER)).toMatchObject({
      message: '变更内容与当前资料相同',
    });
    expect(
      await api(`${V}/requestChange`, { part: 'bank', data: { ...bankOf(before), accountName: '' } }, SUPPLIER),
    ).toMatchObject({ message: '账户名称不能为空' });
    const request = await data<ChangeRequest>(
      `${V}/requestChange`,
      { part: 'bank', data: { ...bankOf(before), account: newAccount, accountType: '2' }, remark: '更换结算账户' },
      SUPPLIER,
    );
    expect(request).toMatchObject({
      status: '0',
      part: 'bank',
      changes: [
        { field: 'account', before: before.account, after: newAccount },
        { field: 'accountType', before: '1', after: '2' },
      ],
    });
    expect(await api(`${V}/requestChange`, { part: 'invoice', data: { invoiceName: 'x' } }, SUPPLIER)).toMatchObject({
      returncode: 'A0440',
    });
    expect(demoFinance().account).toBe(before.account);
    expect((await data<VendorProfile>(`${V}/profile`, {}, SUPPLIER)).pending?.requestId).toBe(request.requestId);

    // The retailer finds it pending, cannot reject it without a reason, approves it.
    const pending = await data<Page<SupplierRecord>>(
      `${V}/supplierQuery`,
      { pageNo: 1, pageSize: 50, params: { pending: '1', venderId: '100101' } },
      RETAILER,
    );
    expect(pending.pageData.map((r) => [r.venderId, r.pendingRequestId, r.pendingPart])).toEqual([
      ['100101', request.requestId, 'bank'],
    ]);
    expect(
      await api(`${V}/review`, { requestIds: [request.requestId], approve: false, reason: ' ' }, RETAILER),
    ).toMatchObject({ message: '驳回原因不能为空' });
    expect(await api(`${V}/review`, { requestIds: [request.requestId], approve: true }, SUPPLIER)).toMatchObject({
      message: '仅零售商员工可执行此操作',
    });
    await data(`${V}/review`, { requestIds: [request.requestId], approve: true }, RETAILER);
    expect(demoFinance()).toMatchObject({ account: newAccount, accountType: '2' });
    expect(table('vendors').find((v) => v.venderId === '100101')!.account).toBe(newAccount);
    const history = await data<ChangeRequest[]>(`${V}/history`, {}, SUPPLIER);
    expect(history[0]).toMatchObject({ requestId: request.requestId, status: '1', checker: expect.any(String) });
    // A reviewed request cannot be reviewed again (B0400).
    expect(
      await api(`${V}/review`, { requestIds: [request.requestId], approve: false, reason: 'x' }, RETAILER),
    ).toMatchObject({ returncode: 'B0400' });
  });

  it('a rejected invoicing change keeps the profile and records the reason; invoicing checks (SPEC §5 tax number 32)', async () => {
    const f = demoFinance();
    const invoice = {
      invoiceName: f.invoiceName,
      taxpayerId: f.taxpayerId,
      taxLevel: f.taxLevel,
      invoiceAddress: f.invoiceAddress,
      invoicePhone: f.invoicePhone,
      invoiceBankName: f.invoiceBankName,
      invoiceAccount: f.invoiceAccount,
    };
    const taxpayerId = await api(
      `${V}/requestChange`,
      { part: 'invoice', data: { ...invoice, taxpayerId: '9'.repeat(33) } },
      SUPPLIER,
    );
    expect(mockWords(taxpayerId.message)).toEqual(tooLongText('vendorProfile:field.taxpayerId', 32));
    expect(taxpayerId.message).toBe('纳税人识别号长度不能超过32位');
    expect(
      await api(`${V}/requestChange`, { part: 'invoice', data: { ...invoice, invoicePhone: 'abc' } }, SUPPLIER),
    ).toMatchObject({ message: '开票电话格式不正确' });
    const r = await data<ChangeRequest>(
      `${V}/requestChange`,
      { part: 'invoice', data: { ...invoice, invoiceName: '华润食品(深圳)有限公司' } },
      SUPPLIER,
    );
    await data(`${V}/review`, { requestIds: [r.requestId], approve: false, reason: '名称与营业执照不符' }, RETAILER);
    expect(demoFinance().invoiceName).toBe(f.invoiceName);
    expect(table('vendorChanges').find((x) => x.requestId === r.requestId)).toMatchObject({
      status: '2',
      rejectReason: '名称与营业执照不符',
    });
  });

  it('supplier master data: retailer only, filtered by status (97/99 disabled), name and BU; a supplier reads only its own profile', async () => {
    expect(await api(`${V}/supplierQuery`, { pageNo: 1, pageSize: 10, params: {} }, SUPPLIER)).toMatchObject({
      message: '仅零售商员工可执行此操作',
    });
    const all = await data<Page<SupplierRecord>>(
      `${V}/supplierQuery`,
      { pageNo: 1, pageSize: 100, params: {} },
      RETAILER,
    );
    expect(all.total).toBe(table('vendors').length);
    const disabled = await data<Page<SupplierRecord>>(
      `${V}/supplierQuery`,
      { pageNo: 1, pageSize: 100, params: { status: '97' } },
      RETAILER,
    );
    expect(disabled.pageData.map((r) => r.venderId)).toEqual(
      table('vendors')
        .filter((v) => v.status === '97')
        .map((v) => v.venderId),
    );
    const bu31 = await data<Page<SupplierRecord>>(
      `${V}/supplierQuery`,
      { pageNo: 1, pageSize: 100, params: { bu: '31', venderName: '粤海' } },
      RETAILER,
    );
    expect(bu31.total).toBeGreaterThan(0);
    expect(bu31.pageData.every((r) => r.bu === '31' && r.venderName.includes('粤海') && r.buName)).toBe(true);
    // The retailer names a supplier; a supplier cannot read another's.
    expect(await data<VendorProfile>(`${V}/profile`, { venderId: '120501', bu: '12' }, RETAILER)).toMatchObject({
      venderId: '120501',
    });
    expect(await data<VendorProfile>(`${V}/profile`, { venderId: '120501', bu: '12' }, SUPPLIER)).toMatchObject({
      venderId: '100101',
    });
  });
});
