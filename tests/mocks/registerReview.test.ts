// @vitest-environment node
import { table } from '@mocks/db';
import { ORIGIN, api, data } from './helpers';
import { mockWords, tooLongText } from './screenTexts';

/*
 * The retailer's review of supplier registrations (docs/API.md "Supplier registration";
 * /s/basicinfo/registration_review): retailer staff list the registrations received and approve or
 * reject a submitted one; the registration's state moves and later queries read it.
 */

type Row = {
  registerNo: string;
  status: string;
  venderName: string;
  provinceName: string;
  cityName: string;
  remark?: string;
};
type Page = { total: number; pageData: Row[] };

const retailer = (name: string, body: unknown) =>
  api<unknown>(`/api/fea-vsm/register/${name}`, body, { token: 'demo-retailer' });
const query = (params: Record<string, unknown> = {}) =>
  data<Page>('/api/fea-vsm/register/review/query', { pageNo: 1, pageSize: 50, params }, { token: 'demo-retailer' });
const submitted = () => table('registrations').filter((r) => r.status === '0');

describe('mock backend: the retailer reviews supplier registrations (SPEC §2 /venders/registerDetail, §6)', () => {
  it('lists every registration, submitted first, with its region names, searchable by status, name and tax number', async () => {
    const all = await query();
    expect(all.total).toBe(table('registrations').length);
    expect(new Set(all.pageData.map((r) => r.status))).toEqual(new Set(['0', '1', '2']));
    const firstDecided = all.pageData.findIndex((r) => r.status !== '0');
    expect(all.pageData.slice(firstDecided).every((r) => r.status !== '0')).toBe(true);
    const seeded = table('registrations').find((r) => r.cityId === '440300')!;
    expect(all.pageData.find((r) => r.registerNo === seeded.registerNo)).toMatchObject({
      provinceName: '广东省',
      cityName: '深圳市',
    });
    expect((await query({ status: '0' })).pageData.every((r) => r.status === '0')).toBe(true);
    expect((await query({ venderName: '鲜丰' })).pageData.map((r) => r.registerNo)).toEqual([seeded.registerNo]);
    expect((await query({ taxNumber: seeded.taxNumber.slice(0, 10).toLowerCase() })).total).toBe(1);
  });

  it('refuses a supplier the list and the decision with A0303 (SPEC §6, §8)', async () => {
    const refused = { returncode: 'A0303', message: '仅零售商员工可执行此操作' };
    const [first] = submitted();
    const asSupplier = (name: string, body: unknown) =>
      api(`/api/fea-vsm/register/${name}`, body, { token: 'demo-supplier' });
    expect(await asSupplier('review/query', { pageNo: 1, pageSize: 10, params: {} })).toMatchObject(refused);
    expect(await asSupplier('review', { registerNo: first.registerNo, approve: true })).toMatchObject(refused);
    // Not public: without a token the session is asked for.
    expect(
      await api('/api/fea-vsm/register/review', { registerNo: first.registerNo, approve: true }, { token: null }),
    ).toMatchObject({ returncode: 'A0242' });
    expect(table('registrations').find((r) => r.registerNo === first.registerNo)!.status).toBe('0');
  });

  it('approves a submitted registration once; the list reads it approved with its reviewer', async () => {
    const [first] = submitted();
    expect(await retailer('review', { registerNo: first.registerNo, approve: true })).toMatchObject({
      returncode: '00000',
      data: { registerNo: first.registerNo, status: '1' },
    });
    expect((await query({ registerNo: first.registerNo })).pageData[0]).toMatchObject({ status: '1' });
    expect(table('registrations').find((r) => r.registerNo === first.registerNo)).toMatchObject({
      checker: expect.any(String),
      checkDate: expect.any(String),
    });
    expect(await retailer('review', { registerNo: first.registerNo, approve: false, remark: 'late' })).toMatchObject({
      returncode: 'B0400',
    });
    expect(await retailer('review', { registerNo: 'REG0', approve: true })).toMatchObject({ returncode: 'B0404' });
  });

  it('rejects only with a reason of at most 200 characters (SPEC §5 reason required)', async () => {
    const [, second] = submitted();
    const reject = (remark: unknown) => retailer('review', { registerNo: second.registerNo, approve: false, remark });
    expect(await reject('  ')).toMatchObject({ returncode: 'A0410', message: '驳回原因不能为空' });
    // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
    expect(mockWords((await reject('x'.repeat(201))).message)).toEqual(tooLongText('register:review.remark', 200));
    expect(await reject('Licence expired')).toMatchObject({ returncode: '00000' });
    expect((await query({ registerNo: second.registerNo })).pageData[0]).toMatchObject({
      status: '2',
      remark: 'Licence expired',
    });
  });

  it('a rejected registration frees its tax number: the supplier registers again, while a pending or approved one still holds it (B0420)', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'l.png'));
    const upload = await fetch(`${ORIGIN}/api/fea-vsm/register/upload`, { method: 'POST', body: form });
    const licenseFiles = [((await upload.json()) as { data: unknown }).data];
    const register = () =>
      api<{ registerNo: string }>(
        '/api/fea-vsm/register/submit',
        {
          venderName: 'Again Foods',
          businessLicenseNo: '91440300AGAIN01',
          taxNumber: '91440300again01x',
          contact: 'Li Na',
          phone: '0755-83001234',
          email: 'lina@again.cn',
          address: 'Futian District, Shenzhen',
          provinceId: '440000',
          cityId: '440300',
          licenseFiles,
        },
        { token: null },
      );
    const duplicate = { returncode: 'B0420', message: '该税号已注册，请勿重复注册' };

    const first = await register();
    expect(first).toMatchObject({ returncode: '00000' });
    expect(await register()).toMatchObject(duplicate);
    const firstNo = first.data.registerNo;
    await retailer('review', { registerNo: firstNo, approve: false, remark: 'Licence scan unreadable' });

    const second = await register();
    expect(second).toMatchObject({ returncode: '00000' });
    expect(second.data.registerNo).not.toBe(firstNo);
    expect((await query({ taxNumber: '91440300AGAIN01X' })).pageData.map((r) => [r.registerNo, r.status])).toEqual([
      [second.data.registerNo, '0'],
      [firstNo, '2'],
    ]);
    await retailer('review', { registerNo: second.data.registerNo, approve: true });
    expect(await register()).toMatchObject(duplicate);
  });
});
