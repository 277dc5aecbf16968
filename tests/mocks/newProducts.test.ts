import { insertRow, table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { storeBytes } from '../../mocks/services/files';
import type { JointCost, NewGoodsInput, NewGoodsSheet, NewGoodsSheetDetail } from '@/features/newProducts/types';
import { api, data, DEMO_VENDOR } from './helpers';
import { newGoods as goods } from './newGoodsFixture';

/* New-goods sheets and joint-venture pricing in the mock backend (SPEC §2 /newproducts, /goodsadjcost; §3, §5, §8, §9). */

const N = '/api/fea-vsm/newgoods';
const J = '/api/fea-vsm/goodsadjcost';
type Page<T> = { total: number; pageData: T[] };
const supplier = { vendor: DEMO_VENDOR };
const retailer = { token: 'demo-retailer' };

const shopIds = () => [table('shops').find((s) => s.buId === '12')!.shopId];
const save = (body: Record<string, unknown>, options = supplier) =>
  api<{ sheetId: string }>(`${N}/save`, body, options);
const newSheet = async (lines: NewGoodsInput[]) =>
  (await data<{ sheetId: string }>(`${N}/save`, { remark: '', shopIds: shopIds(), lines }, supplier)).sheetId;
const sheet = (sheetId: string) => table('newGoodsSheets').find((s) => s.sheetId === sheetId)!;

describe('mock backend: new-goods sheets', () => {
  it('seeds dozens of sheets for the demo supplier in every submitted status, none unsubmitted', async () => {
    const mine = table('newGoodsSheets').filter((s) => s.venderId === '100101');
    expect(mine.length).toBeGreaterThanOrEqual(30);
    for (const status of ['1', '2', '3', '4']) expect(mine.some((s) => s.status === status)).toBe(true);
    expect(mine.some((s) => s.status === '0')).toBe(false);
    const page = await data<Page<NewGoodsSheet>>(`${N}/query`, { pageNo: 1, pageSize: 100, params: {} }, supplier);
    expect(page.total).toBe(mine.length);
    const all = await data<Page<NewGoodsSheet>>(`${N}/query`, { pageNo: 1, pageSize: 1, params: {} }, retailer);
    expect(all.total).toBe(table('newGoodsSheets').filter((s) => s.status !== '0').length);
    expect(all.pageData[0].venderName).not.toBe('');
  });

  it("SPEC §4 a supplier's unsubmitted draft stays its own: the retailer's list and detail never hold one", async () => {
    const sheetId = await newSheet([goods('6901234599917')]);
    const asRetailer = (params: Record<string, string>) =>
      data<Page<NewGoodsSheet>>(`${N}/query`, { pageNo: 1, pageSize: 500, params }, retailer);
    const all = await asRetailer({});
    expect(all.pageData.some((s) => s.status === '0')).toBe(false);
    expect(all.total).toBe(table('newGoodsSheets').filter((s) => s.status !== '0').length);
    expect((await asRetailer({ status: '0' })).total).toBe(0);
    expect((await asRetailer({ sheetId })).total).toBe(0);
    expect(await api(`${N}/detail`, { sheetId }, retailer)).toMatchObject({ returncode: 'B0404' });
    // The supplier still lists and opens it; once submitted the retailer sees it.
    expect(
      (await data<Page<NewGoodsSheet>>(`${N}/query`, { pageNo: 1, pageSize: 5, params: { sheetId } }, supplier)).total,
    ).toBe(1);
    await data(`${N}/submit`, { sheetId }, supplier);
    expect((await asRetailer({ sheetId })).pageData.map((s) => s.status)).toEqual(['1']);
  });

  it('SPEC §5 only one unsubmitted sheet at a time: a second new sheet is refused, the open one is found', async () => {
    expect(await data(`${N}/open`, {}, supplier)).toEqual({ sheetId: null });
    const sheetId = await newSheet([]);
    expect(await data(`${N}/open`, {}, supplier)).toEqual({ sheetId });
    expect(await save({ remark: '', shopIds: shopIds(), lines: [] })).toMatchObject({
      returncode: 'A0460',
      message: '存在未提交的单据，请在该单据中继续新增',
    });
    expect(
      (await save({ sheetId, remark: 'again', shopIds: shopIds(), lines: [goods('6900000000017')] })).returncode,
    ).toBe('00000');
    expect(sheet(sheetId).lines).toHaveLength(1);
  });

  it('SPEC §5 required product fields, barcode cap, §3 temperature high ≥ low, §9 tax-rate labels and decimals', async () => {
    const refused = async (patch: Partial<NewGoodsInput>) =>
      (await save({ remark: '', shopIds: shopIds(), lines: [goods('6900000000024', patch)] })).message;
    expect(await refused({ goodsName: ' ' })).toBe('商品名称不能为空');
    expect(await refused({ brand: '' })).toBe('品牌不能为空');
    expect(await refused({ origin: '' })).toBe('产地不能为空');
    expect(await refused({ barcode: '123456789012345' })).toBe('条码须为不超过14位的数字');
    expect(await refused({ tempHigh: -5, tempLow: 4 })).toBe('储存温度上限不能低于下限');
    expect(await refused({ saleTaxRate: 12 })).toBe('税率不正确');
    expect(await refused({ purchasePrice: 1.234 })).toBe('数值格式不正确');
    expect(await refused({ origin: '火星' })).toBe('产地不存在');
    expect(await refused({ mediumId: '999999' })).toBe('商品类别不存在');
    // SPEC §3 categories major / medium / sub: the sub category is required and sits under the medium one.
    expect(await refused({ subId: '' })).toBe('小类不能为空');
    const foreignSub = table('categories').find((c) => c.level === 3 && c.parentId !== goods('').mediumId)!;
    expect(await refused({ subId: foreignSub.id })).toBe('商品类别不存在');
    // SPEC §5 names the dimensions among the required product fields: a unit's length, width and height in cm.
    expect(await refused({ height: undefined })).toBe('高度不能为空');
    expect(await refused({ length: 0 })).toBe('长度、宽度、高度须为大于0且最多1位小数的数字(cm)');
    expect(await refused({ width: 6.55 })).toBe('长度、宽度、高度须为大于0且最多1位小数的数字(cm)');
    expect(table('newGoodsSheets').some((s) => s.venderId === '100101' && s.status === '0')).toBe(false);
  });

  it('SPEC §5 up to 5 pictures per goods, images of at most 1 MB: each refusal says what is wrong', async () => {
    const file = (fileUrl: string, fileName: string, size: number, contentType = 'image/png') => {
      insertRow('files', {
        fileUrl,
        fileName,
        size,
        contentType,
        base64: '',
        uploadedBy: '10001',
        uploadedAt: mockToday(),
        public: false,
      });
      return { fileUrl, fileName, size };
    };
    const big = file('/files/big.png', 'big.png', 2 * 1024 * 1024);
    const pdf = file('/files/a.pdf', 'a.pdf', 1000, 'application/pdf');
    // What the file is decides, not its name: a PDF named .png.
    const renamed = storeBytes(new TextEncoder().encode('%PDF-1.7\n'), 'front.png', 'image/png', {}, null);
    const small = [1, 2, 3, 4, 5, 6].map((i) => file(`/files/p${i}.png`, `p${i}.png`, 1000));
    const pictures = async (list: typeof small) =>
      (await save({ remark: '', shopIds: shopIds(), lines: [goods('6900000000031', { pictures: list })] })).message;
    expect(await pictures([big])).toBe('商品图片大小不能超过1MB');
    expect(await pictures([pdf])).toBe('商品图片只能是jpeg、jpg、png格式的图片');
    expect(await pictures([renamed])).toBe('商品图片只能是jpeg、jpg、png格式的图片');
    expect(await pictures([{ fileUrl: '/files/not-stored.png', fileName: 'x.png', size: 10 }])).toBe(
      '商品图片未上传成功，请重新上传',
    );
    expect(await pictures(small)).toBe('每个商品最多5张图片，仅限不超过1M的图片');
    expect(await pictures(small.slice(0, 5))).toBe('success');
  });

  it('the barcode is unique across the retailer goods, the sheet and the sheets under review', async () => {
    const taken = table('goods')[0].barcode;
    const pending = table('newGoodsSheets').find((s) => s.status === '1')!.lines[0].barcode;
    const lines = async (list: NewGoodsInput[]) =>
      (await save({ remark: '', shopIds: shopIds(), lines: list })).message;
    expect(await lines([goods(taken)])).toBe('条码已存在于零售商商品中');
    expect(await lines([goods(pending)])).toBe('条码已在待审核的新品单据中');
    expect(await lines([goods('6900000000048'), goods('6900000000048')])).toBe('同一单据中条码重复');
    const many = Array.from({ length: 201 }, (_, i) => goods(String(6900000100000 + i)));
    expect(await lines(many)).toBe('每张新品单据最多200个商品');
  });

  it('SPEC §5, §8 no submit without goods, nor without the electronic signature; then in review', async () => {
    const sheetId = await newSheet([]);
    expect(await api(`${N}/submit`, { sheetId }, supplier)).toMatchObject({ message: '没有导入商品，不能提交' });
    await save({ sheetId, remark: '', shopIds: shopIds(), lines: [goods('6900000000055')] });
    updateRows('caCertificates', (c) => c.partnerId === 'P10001', { status: '3' });
    expect(await api(`${N}/submit`, { sheetId }, supplier)).toMatchObject({ message: '该公司未开通电子签章' });
    expect(sheet(sheetId).status).toBe('0');
    updateRows('caCertificates', (c) => c.partnerId === 'P10001', { status: '1' });
    updateRows('partners', (p) => p.partnerId === 'P10001', { caStatus: 'N' });
    expect(await api(`${N}/submit`, { sheetId }, supplier)).toMatchObject({ message: '该公司未开通电子签章' });
    updateRows('partners', (p) => p.partnerId === 'P10001', { caStatus: 'Y' });
    expect(await data(`${N}/submit`, { sheetId }, supplier)).toEqual({ sheetId });
    expect(sheet(sheetId).status).toBe('1');
    expect((await save({ sheetId, remark: '', shopIds: shopIds(), lines: [] })).returncode).toBe('B0400');
    expect(await data(`${N}/open`, {}, supplier)).toEqual({ sheetId: null });
  });

  it('review per goods: rejection needs a reason, the sheet status follows, approved goods join the goods', async () => {
    const sheetId = await newSheet([goods('6900000000062'), goods('6900000000079'), goods('6900000000086')]);
    await data(`${N}/submit`, { sheetId }, supplier);
    expect(await api(`${N}/review`, { sheetId, lineNos: [1], approve: true }, supplier)).toMatchObject({
      returncode: 'A0303',
    });
    expect(await api(`${N}/review`, { sheetId, lineNos: [3], approve: false, reason: '' }, retailer)).toMatchObject({
      message: '驳回原因不能为空',
    });
    expect(await data(`${N}/review`, { sheetId, lineNos: [1, 2], approve: true }, retailer)).toEqual({
      count: 2,
      status: '1',
    });
    const joined = table('goods').filter((g) => ['6900000000062', '6900000000079'].includes(g.barcode));
    expect(joined).toHaveLength(2);
    expect(joined[0]).toMatchObject({ subId: goods('').subId, mediumId: goods('').mediumId });
    expect(joined[0].subName).not.toBe('');
    expect(await api(`${N}/review`, { sheetId, lineNos: [1], approve: false, reason: 'x' }, retailer)).toMatchObject({
      message: '该商品已审核，不能重复审核',
    });
    expect(await data(`${N}/review`, { sheetId, lineNos: [3], approve: false, reason: '进价偏高' }, retailer)).toEqual({
      count: 1,
      status: '4',
    });
    const detail = await data<NewGoodsSheetDetail>(`${N}/detail`, { sheetId }, supplier);
    expect(detail).toMatchObject({ status: '4', approvedCount: 2, rejectedCount: 1, checker: '王晓梅' });
    expect(detail.shopNames).toEqual(shopIds().map((id) => table('shops').find((s) => s.shopId === id)!.shopName));
    expect(detail.lines.map((l) => [l.reviewStatus, l.reviewReason])).toEqual([
      ['1', null],
      ['1', null],
      ['2', '进价偏高'],
    ]);
  });

  it('refuses approving a goods whose barcode the retailer goods took meanwhile', async () => {
    const sheetId = await newSheet([goods('6900000000093')]);
    await data(`${N}/submit`, { sheetId }, supplier);
    updateRows('goods', (g) => g.goodsId === table('goods')[0].goodsId, { barcode: '6900000000093' });
    expect(await api(`${N}/review`, { sheetId, lineNos: [1], approve: true }, retailer)).toMatchObject({
      message: '条码已存在于零售商商品中',
    });
    expect(sheet(sheetId).lines[0].reviewStatus).toBe('0');
  });

  it("isolates suppliers: another vendor's sheet is not found", async () => {
    const foreign = table('newGoodsSheets').find((s) => s.venderId !== '100101')!;
    expect(await api(`${N}/detail`, { sheetId: foreign.sheetId }, supplier)).toMatchObject({ returncode: 'B0404' });
  });

  it('filters an inclusive creation-date range by the day of the time stamp, an end date alone too', async () => {
    const query = (params: Record<string, string>) =>
      data<Page<NewGoodsSheet>>(`${N}/query`, { pageNo: 1, pageSize: 1, params }, retailer);
    const rows = table('newGoodsSheets').filter((s) => s.status !== '0');
    const day = rows.map((s) => s.createDate.slice(0, 10)).sort()[Math.floor(rows.length / 2)];
    expect((await query({ createDateStart: day, createDateEnd: day })).total).toBe(
      rows.filter((s) => s.createDate.startsWith(day)).length,
    );
    const upTo = rows.filter((s) => s.createDate.slice(0, 10) <= day).length;
    expect(upTo).toBeLessThan(rows.length);
    expect((await query({ createDateEnd: day })).total).toBe(upTo);
  });
});

describe('mock backend: joint-venture goods pricing (SPEC §2 /goodsadjcost)', () => {
  const mine = () => table('jointCosts').filter((r) => r.venderId === '100101');

  it('lists the supplier joint-venture goods in every proposal status', async () => {
    const page = await data<Page<unknown>>(`${J}/query`, { pageNo: 1, pageSize: 100, params: {} }, supplier);
    expect(page.total).toBe(mine().length);
    expect(mine().length).toBeGreaterThanOrEqual(20);
    for (const status of ['0', '1', '2', '3']) expect(mine().some((r) => r.status === status)).toBe(true);
  });

  it('SPEC §9 a new cost of 4 decimals from a date after today; a proposal in review cannot be changed', async () => {
    const free = mine().find((r) => r.status === '0')!;
    const inReview = mine().find((r) => r.status === '1')!;
    const tomorrow = addDays(mockToday(), 1);
    const propose = (goodsId: string, newCost: unknown, effectiveDate = tomorrow) =>
      api(`${J}/propose`, { goodsIds: [goodsId], newCost, effectiveDate }, supplier);
    expect((await propose(free.goodsId, '1.23456')).message).toBe('新成本价须大于0且最多4位小数');
    expect((await propose(free.goodsId, '0')).message).toBe('新成本价须大于0且最多4位小数');
    expect((await propose(free.goodsId, '1.2345', mockToday())).message).toBe('生效日期须晚于今天');
    expect((await propose(inReview.goodsId, '1.2345')).message).toBe('调价申请审核中，不能修改');
    expect((await propose(free.goodsId, '1.2345')).returncode).toBe('00000');
    expect(table('jointCosts').find((r) => r.goodsId === free.goodsId)).toMatchObject({
      status: '1',
      proposedCost: 1.2345,
      effectiveDate: tomorrow,
    });
    const foreign = table('jointCosts').find((r) => r.venderId !== '100101')!;
    expect((await propose(foreign.goodsId, '1.2')).message).toBe('该商品不是联营商品');
  });
});

describe('mock backend: retailer review of joint-venture cost proposals', () => {
  const row = (goodsId: string) => table('jointCosts').find((r) => r.goodsId === goodsId)!;
  const inReview = () => table('jointCosts').filter((r) => r.status === '1');
  const review = (proposalIds: unknown[], approve: boolean, reason = '', options: object = retailer) =>
    api<{ count: number }>(`${J}/review`, { proposalIds, approve, reason }, options);
  const query = (params: Record<string, string>, options: object = retailer) =>
    data<Page<JointCost>>(`${J}/query`, { pageNo: 1, pageSize: 500, params }, options);

  it('lists every supplier proposal, none of the goods without one, by supplier, status and submitted dates', async () => {
    const proposals = table('jointCosts').filter((r) => r.status !== '0');
    const all = await query({});
    expect(all.total).toBe(proposals.length);
    expect(new Set(all.pageData.map((r) => r.venderId)).size).toBeGreaterThan(1);
    expect(all.pageData.every((r) => r.proposalId && r.venderName)).toBe(true);
    expect((await query({ status: '1' })).total).toBe(inReview().length);
    expect((await query({ venderId: '100101' })).total).toBe(proposals.filter((r) => r.venderId === '100101').length);
    const day = proposals.map((r) => r.proposeDate!.slice(0, 10)).sort()[Math.floor(proposals.length / 2)];
    expect((await query({ proposeDateStart: day, proposeDateEnd: day })).total).toBe(
      proposals.filter((r) => r.proposeDate!.startsWith(day)).length,
    );
    expect((await query({ proposeDateEnd: day })).total).toBe(
      proposals.filter((r) => r.proposeDate!.slice(0, 10) <= day).length,
    );
  });

  it('a rejection needs a reason of at most 200 characters; the supplier then sees it and may propose again', async () => {
    // Copies: the table's rows change in place.
    const target = { ...inReview().find((r) => r.venderId === '100101')! };
    expect((await review([target.proposalId], false, ' ')).message).toBe('驳回原因不能为空');
    expect((await review([target.proposalId], false, '价'.repeat(201))).message).toBe('驳回原因长度不能超过200位');
    expect(row(target.goodsId).status).toBe('1');
    expect(
      await data(`${J}/review`, { proposalIds: [target.proposalId], approve: false, reason: '请附成本依据' }, retailer),
    ).toEqual({ count: 1 });
    const seen = (await query({ goodsId: target.goodsId }, supplier)).pageData[0];
    expect(seen).toMatchObject({ status: '3', reviewReason: '请附成本依据', checker: '王晓梅', cost: target.cost });
    expect(seen.checkDate).not.toBeNull();
    const again = await api(
      `${J}/propose`,
      { goodsIds: [target.goodsId], newCost: '2.5', effectiveDate: addDays(mockToday(), 2) },
      supplier,
    );
    expect(again.returncode).toBe('00000');
    expect(row(target.goodsId)).toMatchObject({ status: '1', reviewReason: null, checker: null });
    expect(row(target.goodsId).proposalId).not.toBe(target.proposalId);
  });

  it('an approval makes the proposed cost current on its effective date, not before', async () => {
    const [later, due] = inReview().map((r) => ({ ...r }));
    expect(later.proposedCost).not.toBe(later.cost);
    updateRows('jointCosts', (r) => r.goodsId === due.goodsId, { effectiveDate: mockToday() });
    expect((await review([later.proposalId, due.proposalId], true)).data).toEqual({ count: 2 });
    expect(row(later.goodsId)).toMatchObject({ status: '2', cost: later.cost, reviewReason: null, checker: '王晓梅' });
    expect(row(due.goodsId)).toMatchObject({ status: '2', cost: due.proposedCost });
    const owner = { vendor: { venderId: later.venderId, bu: later.bu, partnerId: later.partnerId } };
    const proposeAgain = () =>
      api(
        `${J}/propose`,
        { goodsIds: [later.goodsId], newCost: '9.9', effectiveDate: addDays(mockToday(), 30) },
        owner,
      );
    // Until its effective date a new proposal would replace the approved cost before it ever applied.
    expect((await proposeAgain()).message).toBe('已通过的新成本价尚未生效，生效后再申请调价');
    // The effective date comes: the next query shows the approved cost as the current one.
    updateRows('jointCosts', (r) => r.goodsId === later.goodsId, { effectiveDate: mockToday() });
    const seen = (await query({ goodsId: later.goodsId }, owner)).pageData;
    expect(seen[0]).toMatchObject({ cost: later.proposedCost });
    expect((await proposeAgain()).returncode).toBe('00000');
  });

  it('SPEC §8 only a proposal in review can be decided: the others are refused, the batch untouched', async () => {
    const open = { ...inReview()[0] };
    const decided = { ...table('jointCosts').find((r) => r.status === '2')! };
    const rejected = { ...table('jointCosts').find((r) => r.status === '3')! };
    for (const other of [decided, rejected]) {
      const answer = await review([open.proposalId, other.proposalId], true);
      expect(answer).toMatchObject({ returncode: 'B0400', message: '当前单据不允许此操作' });
      expect(row(other.goodsId).status).toBe(other.status);
    }
    expect(row(open.goodsId).status).toBe('1');
    expect(await review(['TJ00000000'], true)).toMatchObject({ returncode: 'B0404', message: '单据不存在' });
    expect(await review([], true)).toMatchObject({ returncode: 'A0430', message: '请先勾选单据' });
    expect(await review([open.proposalId], true, '', supplier)).toMatchObject({
      returncode: 'A0303',
      message: '仅零售商员工可执行此操作',
    });
    expect(row(open.goodsId).status).toBe('1');
  });
});
