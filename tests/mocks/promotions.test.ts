import { table } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { download } from '../../mocks/services/files';
import { api, data, DEMO_VENDOR } from './helpers';

/* Promotions in the mock backend: SPEC §5 date range, §6 signature permission, §8 refusals, §9 sort and decimals. */

const P = '/api/fea-vsm/promotion';
const MULTI = { venderId: '100202', bu: '12', partnerId: 'P10002' };
type Page<T> = { total: number; pageData: T[] };
type Row = { sheetId: string; status: string; venderId: string; venderName: string };
type Online = Row & { id: number; signFlag: string };

const demo = <T extends { venderId: string }>(rows: T[]) => rows.filter((r) => r.venderId === '100101');
const pageOf = <T = Row>(path: string, params: Record<string, unknown> = {}, opts: object = { vendor: DEMO_VENDOR }) =>
  data<Page<T>>(`${P}/${path}/query`, { pageNo: 1, pageSize: 500, params }, opts);

const goods = () => table('goods').find((g) => g.venderId === '100101' && g.bu === '12')!;
const application = (rest: Record<string, unknown> = {}) => ({
  goodsId: goods().goodsId,
  promoType: '1',
  shopScope: '1',
  promoPrice: Math.floor(goods().salePrice * 80) / 100,
  promoCost: 3.1234,
  expectedQty: 120.5,
  startDate: addDays(mockToday(), 5),
  endDate: addDays(mockToday(), 11),
  reason: '节日档期备货',
  ...rest,
});

describe('mock backend: promotions', () => {
  it('seeds every screen for the demo supplier in every status, several suppliers and BUs', () => {
    for (const [name, statuses] of [
      ['promoApplications', ['0', '1', '2']],
      ['priceReadjusts', ['0', '1', '2']],
      ['grossProfitApprovals', ['0', '1', '2']],
      ['tieIns', ['0', '1', '2']],
      ['vipDiscounts', ['0', '1', '2']],
      ['promoSaleGrossProfits', ['0', '1', '2']],
      ['payReadjusts', ['0', '1', '2']],
      ['onlinePromotions', ['0', '1']],
    ] as const) {
      const rows: Array<{ venderId: string; bu: string; status: string }> = table(name);
      expect(demo(rows).length, name).toBeGreaterThanOrEqual(30);
      for (const s of statuses)
        expect(
          demo(rows).some((r) => r.status === s),
          `${name} ${s}`,
        ).toBe(true);
      expect(new Set(rows.map((r) => r.bu)).size, name).toBeGreaterThan(3);
    }
  });

  it('seeds what the screens mean: gross-profit approvals below the margin floor, sales gross profit with a compensation to confirm', () => {
    const approvals = table('grossProfitApprovals');
    expect(approvals.filter((r) => !(r.grossProfitRate < r.floorRate)).map((r) => r.sheetId)).toEqual([]);
    const sales = table('promoSaleGrossProfits');
    expect(sales.filter((r) => !(r.grossProfitRate < r.floorRate && r.compensation > 0)).map((r) => r.sheetId)).toEqual(
      [],
    );
    // the margin is what the price and cost make it
    for (const r of [...approvals, ...sales].slice(0, 50)) {
      const price = 'promoPrice' in r ? r.promoPrice : r.saleAmount / r.saleQty;
      expect(Math.abs(((price - r.cost) / price) * 100 - r.grossProfitRate)).toBeLessThan(0.05);
    }
  });

  it('isolates suppliers; the retailer sees every application with supplier names', async () => {
    const mine = await pageOf('apply');
    expect(mine.total).toBe(demo(table('promoApplications')).length);
    expect(mine.pageData.every((r) => r.venderId === '100101')).toBe(true);
    const all = await pageOf('apply', {}, { token: 'demo-retailer' });
    expect(all.total).toBe(table('promoApplications').length);
    expect(all.pageData.every((r) => r.venderName.length > 0)).toBe(true);
    const foreign = table('tieIns').find((r) => r.venderId !== '100101')!;
    expect(await api(`${P}/tiein/confirm`, { sheetIds: [foreign.sheetId] }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0404',
    });
  });

  it('SPEC §5: an application without a promotion date range is refused, one whose end is before its start, and one starting before today', async () => {
    const before = table('promoApplications').length;
    const none = await api(`${P}/apply/save`, application({ startDate: '', endDate: '' }), { vendor: DEMO_VENDOR });
    expect(none).toMatchObject({ returncode: 'A0434', message: '请选择促销日期范围' });
    const reversed = await api(`${P}/apply/save`, application({ startDate: '2026-12-07', endDate: '2026-12-01' }), {
      vendor: DEMO_VENDOR,
    });
    expect(reversed).toMatchObject({ returncode: 'A0435', message: '促销结束日期不能早于开始日期' });
    // a promotion does not start in the past; today is the earliest start
    const started = await api(
      `${P}/apply/save`,
      application({ startDate: addDays(mockToday(), -1), endDate: addDays(mockToday(), 6) }),
      { vendor: DEMO_VENDOR },
    );
    expect(started).toMatchObject({ returncode: 'A0447', message: '促销开始日期不能早于今天' });
    expect(table('promoApplications').length).toBe(before);
    const { sheetId } = await data<{ sheetId: string }>(`${P}/apply/save`, application(), { vendor: DEMO_VENDOR });
    const saved = table('promoApplications').find((r) => r.sheetId === sheetId)!;
    expect(saved).toMatchObject({
      status: '0',
      startDate: addDays(mockToday(), 5),
      endDate: addDays(mockToday(), 11),
      expectedQty: 120.5,
    });
    const fromToday = application({ startDate: mockToday(), endDate: mockToday() });
    expect(await api(`${P}/apply/save`, fromToday, { vendor: DEMO_VENDOR })).toMatchObject({ returncode: '00000' });
  });

  it('SPEC §9: refuses a promotional price with 3 decimals, a cost with 5 and a quantity with 4', async () => {
    for (const [rest, code] of [
      [{ promoPrice: 1.234 }, 'A0437'],
      [{ promoPrice: goods().salePrice }, 'A0437'],
      [{ promoCost: 1.23456 }, 'A0438'],
      [{ expectedQty: 1.2345 }, 'A0439'],
      [{ goodsId: '999999' }, 'A0436'],
    ] as const)
      expect(await api(`${P}/apply/save`, application(rest), { vendor: DEMO_VENDOR })).toMatchObject({
        returncode: code,
      });
  });

  it('the retailer rejects with a required reason; the supplier corrects and resubmits; the retailer approves', async () => {
    const { sheetId } = await data<{ sheetId: string }>(`${P}/apply/save`, application(), { vendor: DEMO_VENDOR });
    const retailer = { token: 'demo-retailer' };
    expect(
      await api(`${P}/apply/review`, { sheetIds: [sheetId], approve: false, reason: ' ' }, retailer),
    ).toMatchObject({ returncode: 'A0432' });
    expect(await api(`${P}/apply/review`, { sheetIds: [], approve: true }, retailer)).toMatchObject({
      returncode: 'A0430',
    });
    expect(
      await api(`${P}/apply/review`, { sheetIds: [sheetId], approve: true }, { vendor: DEMO_VENDOR }),
    ).toMatchObject({ returncode: 'A0303' });
    await data(`${P}/apply/review`, { sheetIds: [sheetId], approve: false, reason: '促销价过低' }, retailer);
    const row = () => table('promoApplications').find((r) => r.sheetId === sheetId)!;
    expect(row()).toMatchObject({ status: '2', reviewReason: '促销价过低' });
    await data(`${P}/apply/save`, application({ sheetId, promoPrice: 1 }), { vendor: DEMO_VENDOR });
    expect(row()).toMatchObject({ status: '0', promoPrice: 1, reviewReason: null });
    // SPEC §8: only a rejected application may be corrected
    expect(await api(`${P}/apply/save`, application({ sheetId }), { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0400',
      message: '当前单据不允许此操作',
    });
    await data(`${P}/apply/review`, { sheetIds: [sheetId], approve: true }, retailer);
    expect(row().status).toBe('1');
    expect(await api(`${P}/apply/review`, { sheetIds: [sheetId], approve: true }, retailer)).toMatchObject({
      returncode: 'B0400',
    });
  });

  it('SPEC §9: online promotions sort by the sign flag, then id descending, by default', async () => {
    const page = await pageOf<Online>('online');
    const keys = page.pageData.map((r) => [r.signFlag, r.id] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    expect(keys[0][0]).toBe('0');
    expect(keys.at(-1)![0]).toBe('1');
  });

  it('SPEC §6: signing needs the electronic-signature permission; a signed promotion is refused (§8)', async () => {
    const unsigned = demo(table('onlinePromotions')).find((r) => r.signFlag === '0')!;
    const signed = demo(table('onlinePromotions')).find((r) => r.signFlag === '1')!;
    const multiRow = table('onlinePromotions').find((r) => r.venderId === '100202' && r.signFlag === '0')!;
    expect(
      await api(`${P}/online/sign`, { sheetIds: [multiRow.sheetId] }, { token: 'demo-supplier-multi', vendor: MULTI }),
    ).toMatchObject({ returncode: 'A0303', message: '无电子签章权限' });
    expect(await api(`${P}/online/sign`, { sheetIds: [signed.sheetId] }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0400',
    });
    expect(await api(`${P}/online/sign`, { sheetIds: [] }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'A0430',
    });
    await data(`${P}/online/sign`, { sheetIds: [unsigned.sheetId] }, { vendor: DEMO_VENDOR });
    const row = table('onlinePromotions').find((r) => r.sheetId === unsigned.sheetId)!;
    expect(row).toMatchObject({ signFlag: '1', signedFile: { fileName: `${unsigned.sheetId}-signed.pdf` } });
    // The signed agreement is a PDF the supplier can download.
    const pdf = download(row.signedFile!.fileUrl, 'demo-supplier');
    expect(pdf.file.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('a signed online promotion opens its agreement: made at signing, or from its data for one signed before; an unsigned one has none', async () => {
    const seeded = demo(table('onlinePromotions')).find((r) => r.signFlag === '1' && !r.signedFile)!;
    const file = await data<{ fileUrl: string; fileName: string }>(
      `${P}/online/agreement`,
      { sheetId: seeded.sheetId },
      { vendor: DEMO_VENDOR },
    );
    expect(file.fileName).toBe(`${seeded.sheetId}-signed.pdf`);
    expect(new TextDecoder().decode(download(file.fileUrl, 'demo-supplier').bytes.slice(0, 5))).toBe('%PDF-');
    // asked again, the same file
    expect(await data(`${P}/online/agreement`, { sheetId: seeded.sheetId }, { vendor: DEMO_VENDOR })).toEqual(file);
    const unsigned = demo(table('onlinePromotions')).find((r) => r.signFlag === '0')!;
    expect(await api(`${P}/online/agreement`, { sheetId: unsigned.sheetId }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0400',
    });
    const other = table('onlinePromotions').find((r) => r.venderId !== '100101' && r.signFlag === '1')!;
    expect(await api(`${P}/online/agreement`, { sheetId: other.sheetId }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0404',
    });
  });

  it('SPEC §8: a company without an e-signature cannot sign; retailer staff cannot sign', async () => {
    const row = table('onlinePromotions').find((r) => r.partnerId === 'P20002' && r.signFlag === '0')!;
    expect(await api(`${P}/online/sign`, { sheetIds: [row.sheetId] }, { token: 'demo-retailer' })).toMatchObject({
      returncode: 'A0303',
    });
    const user = table('users').find((u) => u.userId === '10002')!;
    user.rights = [...user.rights, 'promotion:esign'];
    const multiRow = table('onlinePromotions').find((r) => r.venderId === '100202' && r.signFlag === '0')!;
    expect(
      await api(`${P}/online/sign`, { sheetIds: [multiRow.sheetId] }, { token: 'demo-supplier-multi', vendor: MULTI }),
    ).toMatchObject({ message: '该公司没有电子签章' });
  });

  it('confirms and declines (with a reason) what waits for the supplier; the sales gross profit to-do follows', async () => {
    const todo = async () =>
      (await data<{ saleGrossProfit: number }>('/api/fea-vsm/workbench/todoCounts', {}, { vendor: DEMO_VENDOR }))
        .saleGrossProfit;
    const waiting = await pageOf('salegrossprofit', { status: 'pending' });
    expect(await todo()).toBe(waiting.total);
    expect(waiting.total).toBeGreaterThan(1);
    const [a, b] = waiting.pageData;
    await data(`${P}/salegrossprofit/confirm`, { sheetIds: [a.sheetId] }, { vendor: DEMO_VENDOR });
    expect(await todo()).toBe(waiting.total - 1);
    expect(
      await api(`${P}/salegrossprofit/decline`, { sheetIds: [b.sheetId], reason: '' }, { vendor: DEMO_VENDOR }),
    ).toMatchObject({ returncode: 'A0431' });
    await data(`${P}/salegrossprofit/decline`, { sheetIds: [b.sheetId], reason: '数量有误' }, { vendor: DEMO_VENDOR });
    expect(await todo()).toBe(waiting.total - 2);
    expect(table('promoSaleGrossProfits').find((r) => r.sheetId === b.sheetId)).toMatchObject({
      status: '2',
      declineReason: '数量有误',
    });
    // SPEC §8: a confirmed document does not allow it again; nothing ticked is refused
    expect(await api(`${P}/salegrossprofit/confirm`, { sheetIds: [a.sheetId] }, { vendor: DEMO_VENDOR })).toMatchObject(
      {
        returncode: 'B0400',
      },
    );
    expect(await api(`${P}/vip/confirm`, { sheetIds: [] }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'A0430',
    });
  });

  it('filters by a promotion period overlapping the searched dates', async () => {
    const rows = demo(table('tieIns'));
    const day = rows[0].startDate;
    const page = await pageOf('tiein', { startDate: day, endDate: day });
    const expected = rows.filter((r) => r.startDate <= day && r.endDate >= day).length;
    expect(page.total).toBe(expected);
    const readjusts = await pageOf('readjust', { status: '2' });
    expect(readjusts.total).toBe(demo(table('priceReadjusts')).filter((r) => r.status === '2').length);
  });
  it('price readjustment: a new cost from a later date, with a reason; one awaiting review per goods', async () => {
    const pendingGoods = new Set(
      demo(table('priceReadjusts'))
        .filter((r) => r.status === '0')
        .map((r) => r.goodsId),
    );
    const g = table('goods').find((x) => x.venderId === '100101' && x.bu === '12' && !pendingGoods.has(x.goodsId))!;
    const ask = (rest: Record<string, unknown>) =>
      api(
        `${P}/readjust/save`,
        { goodsId: g.goodsId, newCost: 9.8765, effectiveDate: addDays(mockToday(), 7), reason: '原材料涨价', ...rest },
        { vendor: DEMO_VENDOR },
      );
    expect(await ask({ effectiveDate: '' })).toMatchObject({ returncode: 'A0443' });
    expect(await ask({ effectiveDate: mockToday() })).toMatchObject({ returncode: 'A0444' });
    expect(await ask({ newCost: 1.23456 })).toMatchObject({ returncode: 'A0441' });
    expect(await ask({ newCost: g.purchasePrice })).toMatchObject({ returncode: 'A0442' });
    expect(await ask({ reason: ' ' })).toMatchObject({ returncode: 'A0445' });
    const saved = await ask({});
    expect(saved).toMatchObject({ returncode: '00000' });
    const sheetId = (saved.data as { sheetId: string }).sheetId;
    expect(table('priceReadjusts').find((r) => r.sheetId === sheetId)).toMatchObject({
      status: '0',
      oldCost: g.purchasePrice,
      newCost: 9.8765,
    });
    expect(await ask({})).toMatchObject({ returncode: 'A0446' });
  });
});
