// @vitest-environment node
// (node environment: jsdom's FormData/Blob do not mix with Node's fetch)
import { table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { storeBytes } from '../../mocks/services/files';
import { api, call, data, DEMO_VENDOR } from './helpers';

/* E-signature in the mock backend: SPEC §3/§5 electronic seals, §5 picture rules, §4 sign status of signature management. */

const E = '/api/fea-vsm/esign';
const R = { token: 'demo-retailer' };
const S = { vendor: DEMO_VENDOR };
type Page<T> = { total: number; pageData: T[] };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [...new TextEncoder().encode('%PDF-1.7')];

async function upload(
  name: string,
  type: string,
  bytes = 2048,
): Promise<{ fileUrl: string; fileName: string; size: number }> {
  const form = new FormData();
  // The file's first bytes are the signature of its type (the server reads them, not the type).
  const content = new Uint8Array(bytes);
  content.set(type === 'image/png' ? PNG_SIGNATURE : PDF_SIGNATURE);
  form.append('file', new File([content], name, { type }));
  const res = await fetch('http://localhost:3000/api/fea-vsm/common/upload', {
    method: 'POST',
    headers: { apptoken: 'demo-retailer' },
    body: form,
  });
  const body = (await res.json()) as { data: { fileUrl: string; fileName: string; size: number } };
  return body.data;
}

describe('mock backend: e-signature', () => {
  it('lists the supplier’s electronic seals with the SPEC §5 short-validity flag; the retailer sees every supplier’s', async () => {
    const mine = await data<Page<{ venderId: string; serialNo: string; expiringSoon: boolean; buSupported: boolean }>>(
      `${E}/seals`,
      { pageNo: 1, pageSize: 50, params: {} },
      S,
    );
    expect(mine.pageData.every((s) => s.venderId === '100101')).toBe(true);
    expect(mine.pageData.find((s) => s.serialNo === 'CFCA2024P10001A')).toMatchObject({
      expiringSoon: true,
      buSupported: true,
    });
    const all = await data<Page<unknown>>(`${E}/seals`, { pageNo: 1, pageSize: 50, params: {} }, R);
    expect(all.total).toBe(table('caCertificates').length);
  });

  it('SPEC §5 short validity: a seal with 30 days left is flagged, as the application on /ca warns; one with 31 is not', async () => {
    const serialNo = 'CFCA2024P10001A';
    const flagged = async (daysLeft: number) => {
      updateRows('caCertificates', (c) => c.serialNo === serialNo, { validTo: addDays(mockToday(), daysLeft) });
      const page = await data<Page<{ expiringSoon: boolean }>>(
        `${E}/seals`,
        { pageNo: 1, pageSize: 5, params: { serialNo } },
        S,
      );
      const ca = await data<{ expiringSoon: { serialNo: string } | null }>('/api/fea-vsm/ca/status', {}, S);
      return [page.pageData[0].expiringSoon, ca.expiringSoon?.serialNo === serialNo];
    };
    expect(await flagged(30)).toEqual([true, true]);
    expect(await flagged(31)).toEqual([false, false]);
  });

  it('signature management lists the signed and waiting bills with their SPEC §4 sign status', async () => {
    const page = await data<Page<{ signStatus: string; venderId: string }>>(
      `${E}/signatures`,
      { pageNo: 1, pageSize: 500, params: { signStatus: '1' } },
      S,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.pageData.every((r) => r.signStatus === '1' && r.venderId === '100101')).toBe(true);
    const waiting = await data<Page<{ signStatus: string }>>(
      `${E}/signatures`,
      { pageNo: 1, pageSize: 5, params: { signStatus: '0' } },
      R,
    );
    expect(waiting.pageData.every((r) => r.signStatus === '0')).toBe(true);
  });

  it('picture signatures: retailer only, jpeg/png of at most 1 MB (SPEC §5), an enabled one is not deleted', async () => {
    expect(await api(`${E}/pictures/query`, { pageNo: 1, pageSize: 5, params: {} }, S)).toMatchObject({
      returncode: 'A0303',
    });
    const list = await data<Page<{ pictureId: string; image: { fileUrl: string } }>>(
      `${E}/pictures/query`,
      { pageNo: 1, pageSize: 50, params: { bu: '12' } },
      R,
    );
    expect(list.total).toBe(2);
    // The seeded images download like uploads.
    const img = await call(
      `/api/fea-vsm/common/group2/file/download?fileUrl=${encodeURIComponent(list.pageData[0].image.fileUrl)}`,
      {},
      { ...R, method: 'GET' },
    );
    expect(img.headers.get('content-type')).toContain('image/png');
    const pdf = await upload('seal.pdf', 'application/pdf');
    expect(await api(`${E}/pictures/add`, { bu: '13', name: '合同章', image: [pdf] }, R)).toMatchObject({
      message: '只能上传jpeg、jpg、png格式的图片',
    });
    // The stored bytes decide: text sent as a .png image is no picture.
    const text = storeBytes(new TextEncoder().encode('not a picture'), 'seal.png', 'image/png', {}, null);
    expect(await api(`${E}/pictures/add`, { bu: '13', name: '合同章', image: [text] }, R)).toMatchObject({
      message: '只能上传jpeg、jpg、png格式的图片',
    });
    const big = await upload('seal.png', 'image/png', 1024 * 1024 + 1);
    expect(await api(`${E}/pictures/add`, { bu: '13', name: '合同章', image: [big] }, R)).toMatchObject({
      message: '图片大小不能超过1M',
    });
    const png = await upload('seal.png', 'image/png');
    expect(await api(`${E}/pictures/add`, { bu: '17', name: '合同章', image: [png] }, R)).toMatchObject({
      message: '请选择支持电子签章的业务单元',
    });
    const added = await data<{ pictureId: string; status: string }>(
      `${E}/pictures/add`,
      { bu: '13', name: '合同章', image: [png] },
      R,
    );
    expect(added.status).toBe('1');
    expect(await api(`${E}/pictures/delete`, { pictureId: added.pictureId }, R)).toMatchObject({
      message: '启用中的签章不能删除，请先停用',
    });
    await data(`${E}/pictures/status`, { pictureId: added.pictureId, status: '0' }, R);
    await data(`${E}/pictures/delete`, { pictureId: added.pictureId }, R);
    expect(table('pictureSignatures').some((p) => p.pictureId === added.pictureId)).toBe(false);
  });
});
