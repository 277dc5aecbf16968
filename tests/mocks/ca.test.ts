// @vitest-environment node
// (node environment: jsdom's FormData/Blob do not mix with Node's fetch)
import { updateRows } from '@mocks/db';
import { EXPIRING_SERIAL } from '@mocks/domains/sealApplication/seed';
import { MB } from '@/kit/upload/checks';
import { api, data, DEMO_VENDOR, ORIGIN, type Vendor } from './helpers';
import { answerWords, mockWords, tooLongText } from './screenTexts';

/** The standalone forms' server rules: electronic seal (CA) application and withdrawal, supplier registration. */

const MULTI_PENDING: Vendor = { venderId: '100202', bu: '12', partnerId: 'P10002' };
const MULTI_CLOSED: Vendor = { venderId: '310202', bu: '31', partnerId: 'P10002' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

type Stored = { fileUrl: string; fileName: string; size: number };
type Env<T> = { returncode: string; message: string; data: T };

async function uploadTo(
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  token: string | null = 'demo-supplier',
): Promise<Env<Stored>> {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  form.append('appCode', 'fea-vsm');
  form.append('fileStore', 'group2');
  const res = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: token ? { apptoken: token } : {},
    body: form,
  });
  return (await res.json()) as Env<Stored>;
}

async function caFiles(token = 'demo-supplier') {
  const stored = (await uploadTo('/api/fea-vsm/common/upload', PNG, 'scan.png', token)).data;
  const slots = [
    'protocol',
    'applicationForm',
    'authorization',
    'businessLicense',
    'handlerIdCopy',
    'multiCertDeclaration',
  ];
  return Object.fromEntries(slots.map((s) => [s, [stored]]));
}

const applicant = {
  applyType: '1',
  validFrom: '2030-01-01',
  validTo: '2031-01-01',
  applicant: 'Zhang Wei',
  applicantPhone: '13812345678',
  applicantIdNo: '44030419850101123X',
  applicantAddress: 'Shenzhen Futian Shennan Road 6008',
  applicantPostalCode: '518000',
};

const ca = (name: string, body: unknown = {}, vendor: Vendor | null = DEMO_VENDOR, token = 'demo-supplier') =>
  api(`/api/fea-vsm/ca/${name}`, body, { vendor, token });
const caData = <T>(name: string, body: unknown = {}, vendor: Vendor | null = DEMO_VENDOR, token = 'demo-supplier') =>
  data<T>(`/api/fea-vsm/ca/${name}`, body, { vendor, token });

type Status = {
  caStatus: string;
  block: string | null;
  pending: { applyId: string } | null;
  certificates: Array<{ serialNo: string }>;
  expiringSoon: { serialNo: string; daysLeft: number } | null;
};

describe('mock backend: electronic seal (CA)', () => {
  it('answers the state of the demo supplier: CA held, nothing blocks, the certificate expiring in 20 days warns (SPEC §5)', async () => {
    const status = await caData<Status>('status');
    expect(status).toMatchObject({
      caStatus: 'Y',
      block: null,
      pending: null,
      expiringSoon: { serialNo: EXPIRING_SERIAL, daysLeft: 20 },
    });
    expect(status.certificates.map((c) => c.serialNo)).toEqual([EXPIRING_SERIAL]);
    expect(await data('/api/fea-vsm/common/getVenderCaByPartnerId', { partnerId: 'P10001' })).toEqual({ status: 'Y' });
  });

  it('takes one application, then refuses a second as pending until the first is cancelled (SPEC §5)', async () => {
    const files = await caFiles();
    const { applyId } = await caData<{ applyId: string }>('apply', { ...applicant, files });
    expect(applyId).toMatch(/^CA\d{12}$/);
    expect(await caData<Status>('status')).toMatchObject({ block: 'pending', pending: { applyId } });
    const apps =
      await caData<Array<{ applyId: string; status: string; files: Record<string, Stored[]> }>>('applications');
    expect(apps[0]).toMatchObject({ applyId, status: '0' });
    expect(Object.keys(apps[0].files)).toHaveLength(6);

    expect(await ca('apply', { ...applicant, files })).toMatchObject({
      returncode: 'B0412',
      message: '已有待审核的电子签章申请，不能重复申请',
    });

    await caData('cancel', { applyId });
    expect(
      (await caData<Array<{ applyId: string; status: string }>>('applications')).find((a) => a.applyId === applyId)
        ?.status,
    ).toBe('3');
    expect((await caData<Status>('status')).block).toBeNull();
    // Only a pending application can be cancelled.
    expect(await ca('cancel', { applyId })).toMatchObject({ returncode: 'B0400' });
  });

  it('blocks a pending partner, a closed or eliminated supplier, and a BU without electronic seals (SPEC §5)', async () => {
    const files = await caFiles('demo-supplier-multi');
    expect((await caData<Status>('status', {}, MULTI_PENDING, 'demo-supplier-multi')).block).toBe('pending');
    expect(await ca('apply', { ...applicant, files }, MULTI_PENDING, 'demo-supplier-multi')).toMatchObject({
      returncode: 'B0412',
    });
    // Vendor status 98 (pending exit) counts as eliminated, before the pending rule.
    expect(await ca('apply', { ...applicant, files }, MULTI_CLOSED, 'demo-supplier-multi')).toMatchObject({
      returncode: 'B0411',
      message: '供应商已关闭或已淘汰，不能申请电子签章。',
    });
    updateRows('bus', (b) => b.buId === '12', { certBu: false });
    expect((await caData<Status>('status')).block).toBe('buUnsupported');
    expect(await ca('apply', { ...applicant, files: await caFiles() })).toMatchObject({
      returncode: 'B0410',
      message: '当前BU不支持电子签章申请。',
    });
  });

  it('refuses the SPEC §5 applicant limits and formats, missing uploads and an unknown serial number', async () => {
    const files = await caFiles();
    const refused = async (patch: Record<string, unknown>, message: string) =>
      expect(await ca('apply', { ...applicant, files, ...patch }), JSON.stringify(patch)).toMatchObject({
        returncode: 'A0410',
        message,
      });
    // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
    // A value too long and malformed is refused for its length first (SPEC §5 checks: required, length, format).
    for (const [field, value, max] of [
      ['applicant', 'x'.repeat(33), 32],
      ['applicantPhone', '1'.repeat(65), 64],
      ['applicantIdNo', '1'.repeat(21), 20],
      ['applicantAddress', 'a'.repeat(65), 64],
      ['applicantPostalCode', '5180000', 6],
    ] as const) {
      const answer = await ca('apply', { ...applicant, files, [field]: value });
      expect(answerWords(answer), field).toEqual({
        code: 'A0410',
        ...tooLongText(`sealApplication:field.${field}`, max),
      });
    }
    expect(tooLongText('sealApplication:field.applicantPhone', 64)).toEqual({
      zh: '申请人手机长度不能超过64位',
      en: 'Applicant mobile must not exceed 64 characters.',
    });
    await refused({ applicant: '  ' }, '申请人不能为空');
    await refused({ applicantIdNo: '4403041985010112' }, '申请人身份证号格式不正确');
    await refused({ applicantPhone: '12812345678' }, '申请人电话格式不正确');
    await refused({ validTo: '2029-12-31' }, '有效期结束日期必须晚于开始日期');
    await refused({ files: { ...files, protocol: [] } }, '证书协议不能为空');
    // A new certificate beside a valid one needs the multiple-certificate declaration.
    await refused({ files: { ...files, multiCertDeclaration: undefined } }, '多证书申明不能为空');
    await refused({ applyType: '2' }, '证书序列号不能为空');
    expect(await ca('apply', { ...applicant, files, applyType: '2', serialNo: 'CFCA2025P20001A' })).toMatchObject({
      returncode: 'B0413',
    });
    // Renewal of the supplier's own certificate is taken (no declaration needed).
    const renewal = await caData<{ applyId: string }>('apply', {
      ...applicant,
      files: { ...files, multiCertDeclaration: undefined },
      applyType: '2',
      serialNo: EXPIRING_SERIAL,
    });
    expect(renewal.applyId).toMatch(/^CA/);
  });

  it('SPEC §5 "images or PDF only; scanned images within 2M": the forms are scans — 1.5 MB is taken, over 2 MB or a non-image refused', async () => {
    const files = await caFiles();
    const stored = async (bytes: Uint8Array<ArrayBuffer>, name: string) =>
      (await uploadTo('/api/fea-vsm/common/upload', bytes, name)).data;
    const scan = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(PNG.subarray(0, 8));
      return bytes;
    };
    const withProtocol = async (file: Stored) => ca('apply', { ...applicant, files: { ...files, protocol: [file] } });

    const text = new Uint8Array([0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x0a]);
    expect(await withProtocol(await stored(text, 'protocol.pdf'))).toMatchObject({
      returncode: 'A0412',
      message: '只能上传图片或PDF文件',
    });
    expect(await withProtocol(await stored(scan(Math.round(2.1 * MB)), 'protocol.png'))).toMatchObject({
      returncode: 'A0413',
      message: '扫描件大小需在2M以内',
    });
    expect((await caData<Status>('status')).pending).toBeNull();

    // An image over the 1MB of other images is a scan within 2M here.
    const { applyId } = await caData<{ applyId: string }>('apply', {
      ...applicant,
      files: { ...files, protocol: [await stored(scan(Math.round(1.5 * MB)), 'protocol.png')] },
    });
    const [app] = await caData<Array<{ applyId: string; files: Record<string, Stored[]> }>>('applications');
    expect(app.applyId).toBe(applyId);
    expect(app.files.protocol[0].size).toBe(Math.round(1.5 * MB));
  });

  it("withdraws a certificate only with a reason, once, and only the caller's own", async () => {
    expect(await ca('withdraw', { serialNo: EXPIRING_SERIAL, reason: ' ' })).toMatchObject({
      returncode: 'A0410',
      message: '撤销原因不能为空',
    });
    expect(await ca('withdraw', { serialNo: 'CFCA2025P20001A', reason: 'lost' })).toMatchObject({
      returncode: 'B0404',
    });
    await caData('withdraw', { serialNo: EXPIRING_SERIAL, reason: 'USB key lost' });
    const certs =
      await caData<Array<{ serialNo: string; status: string; withdrawReason: string | null }>>('certificates');
    expect(certs.find((c) => c.serialNo === EXPIRING_SERIAL)).toMatchObject({
      status: '2',
      withdrawReason: 'USB key lost',
    });
    expect(certs.every((c) => c.serialNo.includes('P10001'))).toBe(true);
    expect(await ca('withdraw', { serialNo: EXPIRING_SERIAL, reason: 'again' })).toMatchObject({ returncode: 'B0400' });
    // Another partner never sees these rows.
    const others = await caData<Array<{ partnerId: string }>>('applications', {}, MULTI_PENDING, 'demo-supplier-multi');
    expect(new Set(others.map((a) => a.partnerId))).toEqual(new Set(['P10002']));
  });

  it('lets retailer staff approve a pending application: a certificate is issued and the CA status becomes Y', async () => {
    const { pending } = await caData<Status>('status', {}, MULTI_PENDING, 'demo-supplier-multi');
    expect(
      await data(
        '/api/fea-vsm/common/getVenderCaByPartnerId',
        { partnerId: 'P10002' },
        { token: 'demo-supplier-multi' },
      ),
    ).toEqual({ status: 'N' });
    expect(await ca('review', { applyId: pending!.applyId, approve: true }, null)).toMatchObject({
      returncode: 'A0303',
    });
    const { serialNo } = await caData<{ serialNo: string }>(
      'review',
      { applyId: pending!.applyId, approve: true },
      null,
      'demo-retailer',
    );
    const status = await caData<Status>('status', {}, MULTI_PENDING, 'demo-supplier-multi');
    expect(status).toMatchObject({ caStatus: 'Y', block: null });
    expect(status.certificates.map((c) => c.serialNo)).toContain(serialNo);
  });
});

const registration = {
  venderName: 'Shenzhen Fresh Fruit Co., Ltd.',
  businessLicenseNo: '91440300MA5H2K3L4M',
  orgCode: 'MA5H2K3L4',
  taxNumber: '91440300MA5H2K3L4M',
  contact: 'Li Na',
  phone: '0755-83001234',
  email: 'lina@fresh.cn',
  address: 'Futian District, Shenzhen',
  postalCode: '518000',
  provinceId: '440000',
  cityId: '440300',
};
const reg = (name: string, body: unknown = {}) => api(`/api/fea-vsm/register/${name}`, body, { token: null });

describe('mock backend: supplier registration (public)', () => {
  it('answers the region lists and takes a licence upload without a token, checking its bytes and size (SPEC §5)', async () => {
    const provinces = await data<Array<{ id: string; name: string }>>(
      '/api/fea-vsm/register/provinces',
      {},
      { token: null },
    );
    expect(provinces.find((p) => p.id === '440000')?.name).toBe('广东省');
    const cities = await data<Array<{ id: string }>>(
      '/api/fea-vsm/register/cities',
      { parentId: '440000' },
      { token: null },
    );
    expect(cities.map((c) => c.id)).toContain('440300');

    expect((await uploadTo('/api/fea-vsm/register/upload', PNG, 'licence.png', null)).returncode).toBe('00000');
    expect(
      await uploadTo('/api/fea-vsm/register/upload', new TextEncoder().encode('hello'), 'licence.png', null),
    ).toMatchObject({ returncode: 'A0412', message: '只能上传图片或PDF文件' });
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    expect(await uploadTo('/api/fea-vsm/register/upload', big, 'big.png', null)).toMatchObject({ returncode: 'A0413' });
    // The common upload still needs a session.
    expect((await uploadTo('/api/fea-vsm/common/upload', PNG, 'x.png', null)).returncode).toBe('A0242');
  });

  it('refuses blanks, the SPEC §5 length limits, a bad email and a city outside the province', async () => {
    const licenseFiles = [(await uploadTo('/api/fea-vsm/register/upload', PNG, 'licence.png', null)).data];
    const refused = async (patch: Record<string, unknown>, message: string) =>
      expect(await reg('submit', { ...registration, licenseFiles, ...patch }), JSON.stringify(patch)).toMatchObject({
        message,
      });
    await refused({ venderName: '' }, '供应商名称不能为空');
    // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
    for (const [field, value, max] of [
      ['venderName', 'x'.repeat(65), 64],
      ['businessLicenseNo', 'x'.repeat(33), 32],
      ['orgCode', 'x'.repeat(21), 20],
      ['taxNumber', 'x'.repeat(33), 32],
      ['contact', 'x'.repeat(33), 32],
      ['phone', '1'.repeat(65), 64],
      ['email', `${'x'.repeat(27)}@a.com`, 32],
      ['address', 'x'.repeat(201), 200],
      ['postalCode', '5180000', 6],
    ] as const) {
      const answer = await reg('submit', { ...registration, licenseFiles, [field]: value });
      expect(mockWords(answer.message), field).toEqual(tooLongText(`register:field.${field}`, max));
    }
    expect(tooLongText('register:field.venderName', 64).zh).toBe('供应商名称长度不能超过64位');
    await refused({ email: 'lina.fresh.cn' }, '供应商邮箱格式不正确');
    await refused({ cityId: '320100' }, '请选择所选省份下的城市');
    await refused({ provinceId: undefined }, '省份不能为空');
    await refused({ licenseFiles: [] }, '营业执照不能为空');
  });

  it('creates a registration once per tax number; the retailer sees it', async () => {
    const licenseFiles = [(await uploadTo('/api/fea-vsm/register/upload', PNG, 'licence.png', null)).data];
    const done = (await reg('submit', { ...registration, licenseFiles })) as Env<{ registerNo: string }>;
    expect(done.returncode).toBe('00000');
    expect(done.data.registerNo).toMatch(/^REG\d{12}$/);
    const list = await data<Array<{ registerNo: string; taxNumber: string; licenseFiles: Stored[] }>>(
      '/api/fea-vsm/register/list',
      {},
      { token: 'demo-retailer' },
    );
    expect(list[0]).toMatchObject({
      registerNo: done.data.registerNo,
      taxNumber: registration.taxNumber,
      licenseFiles,
    });
    expect(await api('/api/fea-vsm/register/list', {}, { token: 'demo-supplier' })).toMatchObject({
      returncode: 'A0301',
    });

    const duplicate = { returncode: 'B0420', message: '该税号已注册，请勿重复注册' };
    expect(
      await reg('submit', { ...registration, licenseFiles, taxNumber: registration.taxNumber.toLowerCase() }),
    ).toMatchObject(duplicate);
    // A supplier already in the master data (vendor tax number) cannot register again either.
    const vendorTax = (
      await data<Array<{ taxNumber: string }>>('/api/fea-vsm/auth/getdatapermission', { entId: '10001' })
    )[0].taxNumber;
    expect(await reg('submit', { ...registration, licenseFiles, taxNumber: vendorTax })).toMatchObject(duplicate);
  });
});
