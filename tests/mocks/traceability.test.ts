import { insertRow, table } from '../../mocks/db';
import { setMockToday } from '../../mocks/db/clock';
import { download } from '../../mocks/services/files';
import { api, data, DEMO_VENDOR } from './helpers';
import { mockWords, tooLongText } from './screenTexts';

/* Quality traceability in the mock backend: base information per goods, batches with the SPEC §5 required files. */

const T = '/api/fea-vsm/traceability';
type Page<T> = { total: number; pageData: T[] };
const opts = { vendor: DEMO_VENDOR };
const TODAY = '2026-06-18';

/** A stored upload, as the common upload leaves it. */
function stored(fileName: string, contentType: string, size = 1000, base64 = '') {
  const fileUrl = `group2/M00/test/${fileName}`;
  insertRow('files', {
    fileUrl,
    fileName,
    contentType,
    size,
    base64,
    uploadedBy: '10001',
    uploadedAt: `${TODAY} 10:00:00`,
    public: false,
  });
  return [{ fileUrl, fileName, size: 1000 }];
}

const maintainedGoods = () => table('traceBases').find((b) => b.venderId === '100101' && b.bu === '12')!.goodsId;

describe('mock backend: quality traceability', () => {
  beforeEach(() => setMockToday(TODAY));
  afterEach(() => setMockToday(null));

  it("lists every goods of the supplier with its base information, maintained or not, and only the supplier's own", async () => {
    const all = await data<Page<{ venderId: string; maintained: string }>>(
      `${T}/bases`,
      { pageNo: 1, pageSize: 500, params: {} },
      opts,
    );
    expect(all.total).toBe(table('goods').filter((g) => g.venderId === '100101' && g.bu === '12').length);
    expect(all.pageData.every((r) => r.venderId === '100101')).toBe(true);
    expect(new Set(all.pageData.map((r) => r.maintained))).toEqual(new Set(['0', '1']));
  });

  it("a seeded batch's inspection report and production log open from the file store (a PNG and a PDF)", async () => {
    await data(`${T}/batches`, { pageNo: 1, pageSize: 1, params: {} }, opts);
    const seeded = table('traceBatches').filter((b) => b.venderId === '100101');
    expect(seeded.length).toBeGreaterThan(0);
    for (const b of seeded) {
      const [report] = b.inspectionReport.map((f) => download(f.fileUrl, 'demo-supplier').bytes);
      const [log] = b.productionLog.map((f) => download(f.fileUrl, 'demo-supplier').bytes);
      expect([...report.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
      expect(new TextDecoder().decode(log.slice(0, 4))).toBe('%PDF');
    }
  });

  it('saves base information with a manufacturer, an origin and an SC production licence number', async () => {
    const open = await data<Page<{ goodsId: string }>>(
      `${T}/bases`,
      { pageNo: 1, pageSize: 1, params: { maintained: '0' } },
      opts,
    );
    const goodsId = open.pageData[0].goodsId;
    const base = {
      goodsId,
      manufacturer: '华润食品东莞工厂',
      manufacturerAddress: '广东省东莞市',
      origin: '广东东莞',
      licenceNo: 'SC10644190012345',
    };
    expect(await api(`${T}/saveBase`, { ...base, licenceNo: 'SC123' }, opts)).toMatchObject({ returncode: 'A0410' });
    expect(await api(`${T}/saveBase`, { ...base, manufacturer: ' ' }, opts)).toMatchObject({
      message: '生产厂家不能为空',
    });
    // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
    const tooLong = await api(`${T}/saveBase`, { ...base, manufacturer: '厂'.repeat(65) }, opts);
    expect(mockWords(tooLong.message)).toEqual(tooLongText('traceability:field.manufacturer', 64));
    expect(tooLong.message).toBe('生产厂家长度不能超过64位');
    await data(`${T}/saveBase`, base, opts);
    const after = await data<Page<{ maintained: string; licenceNo: string }>>(
      `${T}/bases`,
      { pageNo: 1, pageSize: 1, params: { goodsId } },
      opts,
    );
    expect(after.pageData[0]).toMatchObject({ maintained: '1', licenceNo: 'SC10644190012345' });
  });

  it('refuses a batch without the inspection report image or the production log (SPEC §5 traceability)', async () => {
    const goodsId = maintainedGoods();
    const batch = { goodsId, batchNo: 'T20260601A', productionDate: '2026-06-01', quantity: 500 };
    const image = stored('检验报告.jpg', 'image/jpeg');
    const log = stored('生产记录.pdf', 'application/pdf');
    expect(await api(`${T}/addBatch`, { ...batch, inspectionReport: [], productionLog: log }, opts)).toMatchObject({
      returncode: 'A0410',
      message: '请上传检验报告图片',
    });
    expect(await api(`${T}/addBatch`, { ...batch, inspectionReport: image, productionLog: [] }, opts)).toMatchObject({
      message: '请上传生产记录',
    });
    // a file the store does not hold counts as none; a PDF is not an inspection image
    const unknown = [{ fileUrl: 'group2/M00/none.jpg', fileName: 'none.jpg', size: 1 }];
    expect(await api(`${T}/addBatch`, { ...batch, inspectionReport: unknown, productionLog: log }, opts)).toMatchObject(
      {
        message: '请上传检验报告图片',
      },
    );
    expect(await api(`${T}/addBatch`, { ...batch, inspectionReport: log, productionLog: log }, opts)).toMatchObject({
      message: '检验报告只能上传jpg、png图片',
    });
    const before = table('traceBatches').length;
    const { batchId } = await data<{ batchId: string }>(
      `${T}/addBatch`,
      { ...batch, inspectionReport: image, productionLog: log },
      opts,
    );
    expect(table('traceBatches')).toHaveLength(before + 1);
    const page = await data<Page<{ batchId: string; batchNo: string }>>(
      `${T}/batches`,
      { pageNo: 1, pageSize: 5, params: { batchNo: 'T20260601A' } },
      opts,
    );
    expect(page.pageData).toEqual([expect.objectContaining({ batchId, batchNo: 'T20260601A' })]);
    // the same batch number twice for one goods is refused
    expect(await api(`${T}/addBatch`, { ...batch, inspectionReport: image, productionLog: log }, opts)).toMatchObject({
      message: '该商品已有此批次号',
    });
  });

  it('SPEC §5 upload rules: the stored type decides (jpg/png inspection image, image or PDF log), images within 1 MB, PDFs within 2 MB', async () => {
    const goodsId = maintainedGoods();
    const batch = { goodsId, batchNo: 'T20260602B', productionDate: '2026-06-01', quantity: 10 };
    const image = stored('report.png', 'image/png');
    const log = stored('log.pdf', 'application/pdf');
    const refused = async (files: Record<string, unknown>, message: string, returncode: string) =>
      expect(await api(`${T}/addBatch`, { ...batch, ...files }, opts)).toMatchObject({ returncode, message });
    // a PDF renamed .jpg is still a PDF; the size claimed in the body is not believed
    await refused(
      { inspectionReport: stored('renamed.jpg', 'application/pdf'), productionLog: log },
      '检验报告只能上传jpg、png图片',
      'A0410',
    );
    await refused(
      { inspectionReport: image, productionLog: stored('log.txt', 'text/plain') },
      '只能上传图片或PDF文件',
      'A0412',
    );
    const bigImage = stored('big.png', 'image/png', 1024 * 1024 + 1);
    await refused(
      { inspectionReport: [{ ...bigImage[0], size: 10 }], productionLog: log },
      '图片大小不能超过1MB',
      'A0413',
    );
    await refused(
      { inspectionReport: image, productionLog: stored('big.pdf', 'application/pdf', 2 * 1024 * 1024 + 1) },
      'PDF文件大小不能超过2MB',
      'A0414',
    );
    // kept bytes decide over the browser's type: text sent as image/png is refused, a PNG sent untyped is taken
    const bytes = (head: number[]) => btoa(String.fromCharCode(...head, 0, 0, 0, 0));
    await refused(
      { inspectionReport: stored('fake.png', 'image/png', 100, bytes([0x68, 0x69, 0x21])), productionLog: log },
      '检验报告只能上传jpg、png图片',
      'A0410',
    );
    const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const untyped = stored('scan.png', 'application/octet-stream', 100, bytes(PNG_SIGNATURE));
    const { batchId } = await data<{ batchId: string }>(
      `${T}/addBatch`,
      { ...batch, inspectionReport: untyped, productionLog: stored('log.jpg', 'image/jpeg', 1024 * 1024) },
      opts,
    );
    expect(table('traceBatches').find((b) => b.batchId === batchId)).toMatchObject({
      inspectionReport: [{ fileName: 'scan.png', size: 100 }],
    });
  });

  it('refuses a future production date, a zero quantity and goods without base information', async () => {
    const files = { inspectionReport: stored('a.png', 'image/png'), productionLog: stored('b.png', 'image/png') };
    const goodsId = maintainedGoods();
    expect(
      await api(`${T}/addBatch`, { goodsId, batchNo: 'X1', productionDate: '2026-06-19', quantity: 5, ...files }, opts),
    ).toMatchObject({
      returncode: 'A0410',
    });
    expect(
      await api(`${T}/addBatch`, { goodsId, batchNo: 'X1', productionDate: '2026/6/1', quantity: 0, ...files }, opts),
    ).toMatchObject({
      message: '数量须大于0',
    });
    const bare = table('goods').find(
      (g) => g.venderId === '100101' && g.bu === '12' && !table('traceBases').some((b) => b.goodsId === g.goodsId),
    )!;
    expect(
      await api(
        `${T}/addBatch`,
        { goodsId: bare.goodsId, batchNo: 'X1', productionDate: '2026-06-01', quantity: 5, ...files },
        opts,
      ),
    ).toMatchObject({
      returncode: 'B0400',
      message: '请先维护该商品的追溯基础信息',
    });
  });
});
