import { addDays, mockToday } from '../../mocks/db/clock';
import { table, updateRows } from '../../mocks/db';
import { api, data, RETAILER, SUPPLIER } from './helpers';

/* Tax relief certificates in the mock backend: SPEC §7 PDF and CA signing, §5 rejection reason and five-year validity. */

const T = '/api/fea-vsm/cert/taxRelief';
type Relief = { sheetId: string; status: string; pdf: { fileUrl: string } | null; venderId: string };

const goods = () => table('goods').find((g) => g.venderId === '100101' && g.saleTaxRate > 3)!;
const input = (rest: Record<string, unknown> = {}) => ({
  reliefType: '2',
  goodsId: goods().goodsId,
  reliefRate: 3,
  validFrom: mockToday(),
  validTo: addDays(mockToday(), 365),
  basis: '财政部 税务总局公告2019年第39号',
  ...rest,
});
const statusOf = (sheetId: string) => table('taxReliefs').find((r) => r.sheetId === sheetId)!.status;
const pdfText = (fileUrl: string) => {
  const file = table('files').find((f) => f.fileUrl === fileUrl)!;
  return { type: file.contentType, head: atob(file.base64).slice(0, 5) };
};

describe('mock backend: tax relief certificates', () => {
  it('lists the demo supplier its own sheets in every status; the retailer sees all', async () => {
    const mine = await data<{ total: number; pageData: Relief[] }>(
      `${T}/query`,
      { pageNo: 1, pageSize: 100, params: {} },
      SUPPLIER,
    );
    expect(mine.pageData.every((r) => r.venderId === '100101')).toBe(true);
    expect(new Set(mine.pageData.map((r) => r.status))).toEqual(new Set(['0', '1', '2', '3']));
    const all = await data<{ total: number }>(`${T}/query`, { pageNo: 1, pageSize: 10, params: {} }, RETAILER);
    expect(all.total).toBe(table('taxReliefs').length);
  });

  it('saves a sheet with its generated PDF; refuses a period over five years and a relief rate not below the usual one', async () => {
    const saved = await data<Relief>(`${T}/save`, input(), SUPPLIER);
    expect(saved.status).toBe('0');
    expect(pdfText(saved.pdf!.fileUrl)).toEqual({ type: 'application/pdf', head: '%PDF-' });
    expect(await api(`${T}/save`, input({ validTo: addDays(mockToday(), 5 * 366 + 2) }), SUPPLIER)).toMatchObject({
      returncode: 'A0441',
    });
    expect(await api(`${T}/save`, input({ reliefRate: goods().saleTaxRate }), SUPPLIER)).toMatchObject({
      returncode: 'A0452',
    });
  });

  it('SPEC §7: CA signing needs a valid e-signature certificate, seals the PDF and submits; the retailer rejects only with a reason', async () => {
    const saved = await data<Relief>(`${T}/save`, input(), SUPPLIER);
    updateRows('caCertificates', (c) => c.venderId === '100101', { status: '3' });
    expect(await api(`${T}/sign`, { sheetIds: [saved.sheetId] }, SUPPLIER)).toMatchObject({ returncode: 'A0450' });
    updateRows('caCertificates', (c) => c.venderId === '100101' && c.bu === '12', {
      status: '1',
      validFrom: addDays(mockToday(), -10),
      validTo: addDays(mockToday(), 100),
    });
    expect(await data(`${T}/sign`, { sheetIds: [saved.sheetId] }, SUPPLIER)).toEqual({ count: 1 });
    const signed = table('taxReliefs').find((r) => r.sheetId === saved.sheetId)!;
    expect(signed).toMatchObject({ status: '1' });
    expect(signed.pdf!.fileUrl).not.toBe(saved.pdf!.fileUrl);
    expect(await api(`${T}/sign`, { sheetIds: [saved.sheetId] }, SUPPLIER)).toMatchObject({ returncode: 'B0400' });
    expect(await api(`${T}/review`, { sheetIds: [saved.sheetId], pass: false, reason: '' }, RETAILER)).toMatchObject({
      returncode: 'A0432',
    });
    await data(`${T}/review`, { sheetIds: [saved.sheetId], pass: false, reason: '依据文件不符' }, RETAILER);
    expect(statusOf(saved.sheetId)).toBe('3');
    await data(`${T}/save`, input({ sheetId: saved.sheetId, basis: '财税〔2012〕75号' }), SUPPLIER);
    await data(`${T}/sign`, { sheetIds: [saved.sheetId] }, SUPPLIER);
    await data(`${T}/review`, { sheetIds: [saved.sheetId], pass: true }, RETAILER);
    expect(statusOf(saved.sheetId)).toBe('2');
  });
});
