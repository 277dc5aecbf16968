// @vitest-environment node
// (node environment: jsdom's FormData/Blob do not mix with Node's fetch)
import { table } from '../../mocks/db';
import { ORIGIN, api, DEMO_VENDOR } from './helpers';

/* Refusals that say what is wrong (SPEC §5 rules, §8 messages), as the real backend words them. */

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, path = 'common/upload') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  form.append('fileStore', 'group2');
  const res = await fetch(`${ORIGIN}/api/fea-vsm/${path}`, {
    method: 'POST',
    headers: { apptoken: 'demo-supplier' },
    body: form,
  });
  return (await res.json()) as { returncode: string; message: string; data: { fileUrl: string; fileName: string } };
}
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('mock backend: refusals say what is wrong', () => {
  it('SPEC §5 actual cartons: a negative count is refused as not negative, a larger one as above the requested', async () => {
    const a = table('appointments').find((x) => x.status === '0')!;
    const receive = (actualCartons: unknown) =>
      api(
        '/api/fea-vsm/booking/receive',
        { reservationNo: a.reservationNo, actualCartons, actualSkus: a.requestedSkus },
        { token: 'demo-retailer' },
      );
    expect(await receive(-1)).toMatchObject({ returncode: 'A0454', message: '实际箱数须为不小于0的整数' });
    expect(await receive(1.5)).toMatchObject({ returncode: 'A0454', message: '实际箱数须为不小于0的整数' });
    expect(await receive(a.requestedCartons + 1)).toMatchObject({ message: '实际箱数不能大于预约箱数' });
  });

  it('SPEC §5 postal code 6: a registration postal code is six digits', async () => {
    const licence = (await upload(PNG, 'licence.png', 'image/png', 'register/upload')).data;
    const registration = {
      venderName: 'Postal Check Foods',
      businessLicenseNo: '91440300PST0001',
      taxNumber: '91440300PST0001X',
      contact: 'Li Na',
      phone: '0755-83001234',
      email: 'lina@fresh.cn',
      address: 'Futian District, Shenzhen',
      provinceId: '440000',
      cityId: '440300',
      licenseFiles: [licence],
    };
    const submit = (postalCode: string) =>
      api('/api/fea-vsm/register/submit', { ...registration, postalCode }, { token: null });
    expect(await submit('abcdef')).toMatchObject({ returncode: 'A0410', message: '邮政编码须为6位数字' });
    expect(await submit('51800')).toMatchObject({ message: '邮政编码须为6位数字' });
    expect(await submit('518000')).toMatchObject({ returncode: '00000' });
  });

  it("SPEC §5, §8 'upload only image/pdf': a mail attachment that is an executable named .jpg is refused as of the wrong type", async () => {
    const stored = await upload(EXE, 'invoice.jpg', 'image/jpeg');
    const sent = await api(
      '/api/fea-vsm/mail/save',
      { send: true, to: ['90001'], title: 'invoice', attachment: stored.data },
      { vendor: DEMO_VENDOR },
    );
    expect(sent).toMatchObject({ returncode: 'A0412', message: '只能上传图片或PDF文件' });
  });
});
