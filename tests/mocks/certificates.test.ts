import { addDays, mockToday } from '../../mocks/db/clock';
import { table, updateRows } from '../../mocks/db';
import { storeBytes } from '../../mocks/services/files';
import { api, data, RETAILER, SUPPLIER } from './helpers';

/* Certificates and licences in the mock backend: SPEC §3 evidence per category, §4 audit flow, §5 query and validity rules. */

const C = '/api/fea-vsm/cert';
type Page<T> = { total: number; pageData: T[] };
type Row = {
  sheetId: string;
  status: string;
  venderId: string;
  kind: string;
  expiryDate: string | null;
  replaced: boolean;
};

const query = (params: Record<string, unknown>, opts: object = SUPPLIER) =>
  data<Page<Row>>(`${C}/query`, { pageNo: 1, pageSize: 500, params }, opts);
const statusOf = (sheetId: string) => table('certSheets').find((s) => s.sheetId === sheetId)!.status;
const file = (fileName: string, size = 50_000) => ({ fileUrl: `group1/M00/${fileName}`, fileName, size });
/** A goods of the demo supplier in the snacks category (which requires a quality inspection report, 201). */
const snack = () => table('goods').find((g) => g.venderId === '100101' && g.majorId === '10')!;
const item = (ctId: string, rest: Record<string, unknown> = {}) => ({
  ctId,
  certCode: `C${ctId}-001`,
  expiryDate: addDays(mockToday(), 365),
  indefinite: false,
  files: [file('a.jpg'), file('b.png'), file('c.pdf', 1_500_000)],
  ...rest,
});
const save = (body: Record<string, unknown>) =>
  data<{ sheetId: string }>(`${C}/save`, { kind: '2', goodsId: snack().goodsId, batchNo: 'B1', ...body }, SUPPLIER);

describe('mock backend: certificates', () => {
  it('seeds the demo supplier every status, company and goods sheets, and approvals at every expiry horizon', () => {
    const demo = table('certSheets').filter((s) => s.venderId === '100101');
    expect(demo.length).toBeGreaterThanOrEqual(30);
    for (const status of ['0', '1', '2', '3', '4']) expect(demo.some((s) => s.status === status)).toBe(true);
    expect(new Set(demo.map((s) => s.kind))).toEqual(new Set(['1', '2']));
    expect(new Set(table('certSheets').map((s) => s.bu)).size).toBeGreaterThan(1);
  });

  it('views: on hand (valid approved), old (expired or replaced), new (not yet approved); suppliers see only their own', async () => {
    const onhand = await query({ view: 'onhand' });
    expect(onhand.total).toBeGreaterThan(0);
    expect(
      onhand.pageData.every((r) => r.status === '3' && !r.replaced && (!r.expiryDate || r.expiryDate >= mockToday())),
    ).toBe(true);
    const old = await query({ view: 'old' });
    expect(old.pageData.some((r) => r.replaced) && old.pageData.some((r) => r.expiryDate! < mockToday())).toBe(true);
    const news = await query({ view: 'news' });
    expect(news.pageData.every((r) => r.status !== '3')).toBe(true);
    expect([...onhand.pageData, ...news.pageData].every((r) => r.venderId === '100101')).toBe(true);
    expect((await query({ view: 'list' }, RETAILER)).total).toBe(table('certSheets').length);
  });

  it('SPEC §5: a certificate search needs at least one of document no., barcode, licence code, goods code, type, category, supplier code', async () => {
    expect(await api(`${C}/query`, { pageNo: 1, pageSize: 20, params: { view: 'search' } }, SUPPLIER)).toMatchObject({
      returncode: 'A0440',
      message: '单据号、条码、证照编号、商品编码、证照类型、证照类别、供应商编码至少输入一项',
    });
    expect((await query({ view: 'search', ctId: '201' })).pageData.length).toBeGreaterThan(0);
  });

  it('SPEC §5, §9: validity within five years unless indefinite; uploads are images or PDFs', async () => {
    const tooLong = addDays(mockToday(), 5 * 366 + 2);
    expect(
      await api(
        `${C}/save`,
        { kind: '2', goodsId: snack().goodsId, items: [item('201', { expiryDate: tooLong })] },
        SUPPLIER,
      ),
    ).toMatchObject({
      returncode: 'A0441',
      message: '证照有效期不能超过5年',
    });
    expect(
      await api(`${C}/save`, { kind: '1', items: [item('101', { expiryDate: '', indefinite: true })] }, SUPPLIER),
    ).toMatchObject({
      returncode: '00000',
    });
    expect(
      await api(`${C}/save`, { kind: '1', items: [item('102', { files: [file('scan.docx')] })] }, SUPPLIER),
    ).toMatchObject({
      returncode: 'A0443',
    });
  });

  it('SPEC §5, §9 "scanned images within 2M": a certificate scan may be an image of up to 2 MB, not the 1 MB of other images', async () => {
    const scans = (...files: object[]) => api(`${C}/save`, { kind: '1', items: [item('102', { files })] }, SUPPLIER);
    expect(await scans(file('licence.jpg', 2 * 1024 * 1024), file('licence.pdf', 2 * 1024 * 1024))).toMatchObject({
      returncode: '00000',
    });
    for (const name of ['licence.png', 'licence.pdf'])
      expect(await scans(file(name, 2 * 1024 * 1024 + 1))).toMatchObject({
        returncode: 'A0444',
        message: '证照扫描件不能超过2M',
      });
  });

  it('SPEC §5: an upload is judged by what the file store holds; an SVG is refused, the scans a sheet already has are kept', async () => {
    const jpeg = new Uint8Array(2_100_000);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = storeBytes(jpeg, 'big.jpg', 'image/jpeg', {}, null);
    expect(
      await api(`${C}/save`, { kind: '1', items: [item('102', { files: [{ ...big, size: 1000 }] })] }, SUPPLIER),
    ).toMatchObject({ returncode: 'A0444' });
    const notAnImage = storeBytes(new TextEncoder().encode('plain text'), 'permit.jpg', 'image/jpeg', {}, null);
    expect(
      await api(`${C}/save`, { kind: '1', items: [item('102', { files: [notAnImage] })] }, SUPPLIER),
    ).toMatchObject({ returncode: 'A0443' });
    expect(
      await api(`${C}/save`, { kind: '1', items: [item('102', { files: [file('drawing.svg')] })] }, SUPPLIER),
    ).toMatchObject({ returncode: 'A0443', message: '只能上传jpeg/jpg/png图片或PDF文件' });
    const rejected = table('certSheets').find((s) => s.venderId === '100101' && s.status === '4')!;
    expect(rejected.items[0].files[0].fileName).toMatch(/\.(png|jpg|pdf)$/);
    expect(
      await api(
        `${C}/save`,
        { sheetId: rejected.sheetId, kind: rejected.kind, goodsId: rejected.goodsId, items: rejected.items },
        SUPPLIER,
      ),
    ).toMatchObject({ returncode: '00000' });
  });

  it("SPEC §3: a goods sheet without its category's required evidence is refused naming it, then submitted once completed", async () => {
    const { sheetId } = await save({ items: [item('203')] });
    expect(statusOf(sheetId)).toBe('0');
    expect(await api(`${C}/submit`, { sheetIds: [sheetId] }, SUPPLIER)).toMatchObject({ message: '质检报告不能为空' });
    expect(statusOf(sheetId)).toBe('0');
    await save({ sheetId, items: [item('203'), item('201')] });
    expect(await data(`${C}/submit`, { sheetIds: [sheetId] }, SUPPLIER)).toEqual({ count: 1 });
    expect(statusOf(sheetId)).toBe('1');
  });

  it('SPEC §4: submitted → pre-audit → final audit → approved; a rejection needs a reason; a submitted sheet is not changed or resubmitted', async () => {
    const { sheetId } = await save({ items: [item('201')] });
    expect(await api(`${C}/audit`, { sheetIds: [sheetId], pass: true }, RETAILER)).toMatchObject({
      returncode: 'B0400',
    }); // a draft
    await data(`${C}/submit`, { sheetIds: [sheetId] }, SUPPLIER);
    expect(await api(`${C}/submit`, { sheetIds: [sheetId] }, SUPPLIER)).toMatchObject({ returncode: 'B0400' });
    expect(
      await api(`${C}/save`, { kind: '2', goodsId: snack().goodsId, sheetId, items: [item('201')] }, SUPPLIER),
    ).toMatchObject({
      returncode: 'B0400',
    });
    expect(await api(`${C}/audit`, { sheetIds: [sheetId], pass: false, reason: ' ' }, RETAILER)).toMatchObject({
      returncode: 'A0432',
      message: '驳回原因不能为空',
    });
    await data(`${C}/audit`, { sheetIds: [sheetId], pass: false, reason: '报告模糊' }, RETAILER);
    expect(table('certSheets').find((s) => s.sheetId === sheetId)).toMatchObject({
      status: '4',
      rejectReason: '报告模糊',
    });
    await save({ sheetId, items: [item('201', { certCode: 'C201-002' })] });
    await data(`${C}/submit`, { sheetIds: [sheetId] }, SUPPLIER);
    await data(`${C}/audit`, { sheetIds: [sheetId], pass: true }, RETAILER);
    expect(statusOf(sheetId)).toBe('2');
    await data(`${C}/audit`, { sheetIds: [sheetId], pass: true }, RETAILER);
    expect(statusOf(sheetId)).toBe('3');
    expect((await query({ view: 'onhand' })).pageData.some((r) => r.sheetId === sheetId)).toBe(true);
    expect(await api(`${C}/audit`, { sheetIds: [sheetId], pass: true }, SUPPLIER)).toMatchObject({
      returncode: 'A0303',
    });
  });

  it('an approval retires the earlier approved sheet of the same goods and type to the old certificates', async () => {
    const approve = async (certCode: string) => {
      const { sheetId } = await save({ items: [item('201', { certCode })] });
      await data(`${C}/submit`, { sheetIds: [sheetId] }, SUPPLIER);
      await data(`${C}/audit`, { sheetIds: [sheetId], pass: true }, RETAILER);
      await data(`${C}/audit`, { sheetIds: [sheetId], pass: true }, RETAILER);
      return sheetId;
    };
    const first = await approve('QR-1');
    const second = await approve('QR-2');
    const old = await query({ view: 'old' });
    expect(old.pageData.find((r) => r.sheetId === first)).toMatchObject({ replaced: true });
    expect((await query({ view: 'onhand' })).pageData.map((r) => r.sheetId)).toContain(second);
  });

  it('expiry horizons 60/30/7 days: the pending to-do and the expiring view follow the mock clock', async () => {
    const pending = await query({ view: 'onhand', status: 'pending' });
    const d30 = await query({ view: 'onhand', status: 'd30' });
    const limit = addDays(mockToday(), 60);
    expect(pending.total).toBeGreaterThan(d30.total);
    expect(pending.pageData.every((r) => r.expiryDate! <= limit)).toBe(true);
    const counts = await data<{ pendingCert: number }>('/api/fea-vsm/workbench/todoCounts', {}, SUPPLIER);
    expect(counts.pendingCert).toBe(pending.total);
    const expiring = await query({ view: 'expiring', horizon: 7 }, RETAILER);
    expect(expiring.pageData.every((r) => r.kind === '2' && r.expiryDate! <= addDays(mockToday(), 7))).toBe(true);
  });

  it('the expired supplier licences show the company and brand licences expired or expiring within the horizon', async () => {
    const expired = await query({ view: 'expired' }, RETAILER);
    expect(expired.pageData.some((r) => r.expiryDate! < mockToday())).toBe(true);
    expect(expired.pageData.some((r) => r.expiryDate! >= mockToday())).toBe(true);
    expect(
      expired.pageData.every((r) => r.kind !== '2' && r.status === '3' && r.expiryDate! <= addDays(mockToday(), 60)),
    ).toBe(true);
    const week = await query({ view: 'expired', horizon: 7 }, RETAILER);
    expect(week.total).toBeLessThan(expired.total);
    expect(week.pageData.every((r) => r.expiryDate! <= addDays(mockToday(), 7))).toBe(true);
  });

  it('a goods certificate within 60 days of expiry names the open orders of its goods that its lapse would block', async () => {
    const limit = addDays(mockToday(), 60);
    const near = table('certSheets').find(
      (s) =>
        s.venderId === '100101' &&
        s.kind === '2' &&
        s.status === '3' &&
        !s.replaced &&
        !!s.expiryDate &&
        s.expiryDate >= mockToday() &&
        s.expiryDate <= limit,
    )!;
    const order = table('orderNotices').find((o) => o.venderId === '100101' && o.bu === near.bu && o.status === '0')!;
    const shipped = table('orderNotices').find((o) => o.venderId === '100101' && o.bu === near.bu && o.status === '3')!;
    updateRows('orderNoticeLines', (l) => l.sheetId === order.sheetId || l.sheetId === shipped.sheetId, {
      goodsId: near.goodsId,
    });
    const rows = (await query({ view: 'onhand', status: 'pending' })).pageData as Array<Row & { openOrders: string[] }>;
    const row = rows.find((r) => r.sheetId === near.sheetId)!;
    expect(row.openOrders).toContain(order.sheetId);
    expect(row.openOrders).not.toContain(shipped.sheetId);
    const far = rows.length
      ? (await query({ view: 'onhand' })).pageData.find((r) => r.expiryDate && r.expiryDate > limit)
      : null;
    expect((far as unknown as { openOrders: string[] }).openOrders).toEqual([]);
  });

  it('the retailer maintains types and the evidence each category requires; suppliers may not', async () => {
    expect(
      await data(`${C}/addType`, { ctId: '401', ctName: '有机产品认证', kind: '2', yearFlag: 1 }, RETAILER),
    ).toMatchObject({ ctId: '401' });
    expect(await api(`${C}/addType`, { ctId: '401', ctName: 'x', kind: '2' }, RETAILER)).toMatchObject({
      returncode: 'A0446',
    });
    expect(
      await api(`${C}/saveCategory`, { majorId: '10', required: ['201'], optional: ['201'] }, RETAILER),
    ).toMatchObject({
      returncode: 'A0447',
    });
    await data(`${C}/saveCategory`, { majorId: '10', required: ['201', '401'], optional: [] }, RETAILER);
    const { sheetId } = await save({ items: [item('201')] });
    expect(await api(`${C}/submit`, { sheetIds: [sheetId] }, SUPPLIER)).toMatchObject({
      message: '有机产品认证不能为空',
    });
    expect(await api(`${C}/addType`, { ctId: '402', ctName: 'y', kind: '2' }, SUPPLIER)).toMatchObject({
      returncode: 'A0303',
    });
  });

  it('SPEC §5 the seeded scans are real PNG, JPEG and PDF files the reviewer can open, stored with their true size and type', async () => {
    const pending = table('certSheets').filter((s) => s.status === '1' || s.status === '2');
    const names = pending.flatMap((s) => s.items.flatMap((it) => it.files.map((f) => f.fileName)));
    for (const ext of ['png', 'jpg', 'pdf']) expect(names.some((n) => n.endsWith(`.${ext}`))).toBe(true);
    expect(names.some((n) => !/\.(png|jpg|pdf)$/.test(n))).toBe(false);
    const signature = { png: [0x89, 0x50, 0x4e, 0x47], jpg: [0xff, 0xd8, 0xff], pdf: [0x25, 0x50, 0x44, 0x46] };
    const type = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };
    for (const ext of ['png', 'jpg', 'pdf'] as const) {
      const sheet = pending.find((s) => s.items.some((it) => it.files.some((f) => f.fileName.endsWith(`.${ext}`))))!;
      const detail = await data<{
        items: Array<{ files: Array<{ fileUrl: string; fileName: string; size: number }> }>;
      }>(`${C}/get`, { sheetId: sheet.sheetId }, RETAILER);
      const file = detail.items.flatMap((it) => it.files).find((f) => f.fileName.endsWith(`.${ext}`))!;
      const stored = table('files').find((f) => f.fileUrl === file.fileUrl)!;
      const bytes = Uint8Array.from(atob(stored.base64), (c) => c.charCodeAt(0));
      expect([ext, [...bytes.subarray(0, signature[ext].length)]]).toEqual([ext, signature[ext]]);
      expect(stored.contentType).toBe(type[ext]);
      expect(file.size).toBe(bytes.length);
    }
  });

  it('deletes drafts only; the detail answers the sheet with its files readable from the file store', async () => {
    const draft = table('certSheets').find((s) => s.venderId === '100101' && s.status === '0')!;
    const submitted = table('certSheets').find((s) => s.venderId === '100101' && s.status === '1')!;
    expect(await api(`${C}/delete`, { sheetIds: [submitted.sheetId] }, SUPPLIER)).toMatchObject({
      returncode: 'B0400',
    });
    const sheet = await data<{ items: Array<{ files: Array<{ fileUrl: string }> }> }>(
      `${C}/get`,
      { sheetId: submitted.sheetId },
      SUPPLIER,
    );
    const url = sheet.items[0].files[0].fileUrl;
    expect(table('files').some((f) => f.fileUrl === url)).toBe(true);
    await data(`${C}/delete`, { sheetIds: [draft.sheetId] }, SUPPLIER);
    expect(table('certSheets').some((s) => s.sheetId === draft.sheetId)).toBe(false);
  });
});
