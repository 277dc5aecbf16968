// @vitest-environment node
// (node environment: jsdom's FormData/Blob do not mix with Node's fetch)
import { ORIGIN, api } from './helpers';

/** SPEC §5 "Contact phone, main email and cc email must be valid": the registration refuses them too. */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function licence(): Promise<unknown> {
  const form = new FormData();
  form.append('file', new File([PNG], 'licence.png'));
  form.append('fileStore', 'group2');
  const res = await fetch(`${ORIGIN}/api/fea-vsm/register/upload`, { method: 'POST', body: form });
  return ((await res.json()) as { data: unknown }).data;
}

const registration = {
  venderName: 'Format Check Foods',
  businessLicenseNo: '91440300FMT0001',
  taxNumber: '91440300FMT0001X',
  contact: 'Li Na',
  phone: '0755-83001234',
  email: 'lina@fresh.cn',
  address: 'Futian District, Shenzhen',
  provinceId: '440000',
  cityId: '440300',
};

const submit = (body: Record<string, unknown>, language = 'zh-CN') =>
  api('/api/fea-vsm/register/submit', body, { token: null, headers: { language } });

describe('mock register/submit: SPEC §5 "Contact phone, main email and cc email must be valid"', () => {
  it.each(['abc', '1', '<script>', '12345', '--------', '+86 abc 12345678'])(
    'refuses the contact phone %j with the §8 envelope',
    async (phone) => {
      const licenseFiles = [await licence()];
      expect(await submit({ ...registration, licenseFiles, phone })).toEqual({
        returncode: 'A0410',
        message: '联系电话格式不正确',
        data: null,
      });
    },
  );

  it('refuses a malformed supplier email', async () => {
    const licenseFiles = [await licence()];
    expect(await submit({ ...registration, licenseFiles, email: 'lina@<script>' })).toMatchObject({
      returncode: 'A0410',
      message: '供应商邮箱格式不正确',
    });
  });

  it('the refusal has its English text in the server glossary', async () => {
    const res = await fetch(`${ORIGIN}/api/fea-vsm/vender/i18n/download/en-US.json`);
    const texts = (await res.json()) as Record<string, string> | { data: Record<string, string> };
    const table = 'data' in texts && typeof texts.data === 'object' ? texts.data : (texts as Record<string, string>);
    expect(table['联系电话格式不正确']).toBe('The contact phone has an incorrect format');
  });

  it.each(['13812345678', '0755-83001234', '+86 (755) 8300 1234'])('takes the contact phone %j', async (phone) => {
    const licenseFiles = [await licence()];
    const taxNumber = `FMT${phone.replace(/\D/g, '')}`.slice(0, 32);
    expect(await submit({ ...registration, licenseFiles, phone, taxNumber })).toMatchObject({ returncode: '00000' });
  });
});
