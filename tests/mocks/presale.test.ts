import { table } from '../../mocks/db';
import { api, data, DEMO_VENDOR } from './helpers';

/* Presale and after-sale in the mock backend: SPEC §3 fields, §4 presale and after-sale states. */

const P = '/api/fea-vsm/presale';
type Page<T> = { total: number; pageData: T[] };
const opts = { vendor: DEMO_VENDOR };
const demoOrders = () => table('presaleOrders').filter((o) => o.venderId === '100101');
const shippable = () => demoOrders().filter((o) => o.status === '1' && o.stage === '2');
const afterSale = (status: string, applyType?: string) =>
  table('afterSales').find(
    (a) => a.venderId === '100101' && a.status === status && (!applyType || a.applyType === applyType),
  )!;
const afterSaleNow = (no: string) => table('afterSales').find((a) => a.afterSaleNo === no)!;

describe('mock backend: presale orders', () => {
  it('seeds dozens of demo orders in every SPEC §4 status and stage, isolated per supplier', async () => {
    for (const status of ['1', '2', '3', '4']) expect(demoOrders().some((o) => o.status === status)).toBe(true);
    for (const stage of ['1', '2']) expect(demoOrders().some((o) => o.stage === stage)).toBe(true);
    const page = await data<Page<{ venderId: string }>>(`${P}/orders`, { pageNo: 1, pageSize: 500, params: {} }, opts);
    expect(page.total).toBe(demoOrders().length);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.pageData.every((o) => o.venderId === '100101')).toBe(true);
    const paid = await data<Page<{ status: string }>>(
      `${P}/orders`,
      { pageNo: 1, pageSize: 500, params: { status: '1', stage: '1' } },
      opts,
    );
    expect(paid.pageData.length).toBeGreaterThan(0);
    const all = await data<Page<unknown>>(
      `${P}/orders`,
      { pageNo: 1, pageSize: 5, params: {} },
      { token: 'demo-retailer' },
    );
    expect(all.total).toBe(table('presaleOrders').length);
    // only the supplier ships
    expect(await api(`${P}/ship`, {}, { token: 'demo-retailer' })).toMatchObject({ returncode: 'A0303' });
  });

  it('ships a paid order of the delivery period with its express number (SPEC §3 express_no); a later query sees it shipped', async () => {
    const order = shippable()[0];
    const input = { outerOrderNumber: order.outerOrderNumber, expressCompany: 'SF', expressNo: 'SF1234567890' };
    expect(await data(`${P}/ship`, input, opts)).toEqual({ count: 1 });
    const page = await data<Page<{ status: string; expressNo: string }>>(
      `${P}/orders`,
      { pageNo: 1, pageSize: 5, params: { outerOrderNumber: order.outerOrderNumber } },
      opts,
    );
    expect(page.pageData[0]).toMatchObject({ status: '2', expressNo: 'SF1234567890' });
    // shipped once: a second shipment is refused
    expect(await api(`${P}/ship`, input, opts)).toMatchObject({
      returncode: 'B0400',
      message: '只有已支付的订单可以发货',
    });
  });

  it("refuses a presale-period order, a bad express number, an unknown company and another supplier's order (SPEC §4 stages)", async () => {
    const early = demoOrders().find((o) => o.status === '1' && o.stage === '1')!;
    expect(
      await api(
        `${P}/ship`,
        { outerOrderNumber: early.outerOrderNumber, expressCompany: 'SF', expressNo: 'SF1234567890' },
        opts,
      ),
    ).toMatchObject({ returncode: 'B0400', message: '预售期内的订单不能发货' });
    const order = shippable()[0];
    expect(
      await api(
        `${P}/ship`,
        { outerOrderNumber: order.outerOrderNumber, expressCompany: 'SF', expressNo: '12-34' },
        opts,
      ),
    ).toMatchObject({
      returncode: 'A0410',
    });
    expect(
      await api(
        `${P}/ship`,
        { outerOrderNumber: order.outerOrderNumber, expressCompany: 'XX', expressNo: 'SF1234567890' },
        opts,
      ),
    ).toMatchObject({
      message: '快递公司不正确',
    });
    const foreign = table('presaleOrders').find((o) => o.venderId !== '100101' && o.status === '1' && o.stage === '2')!;
    expect(
      await api(
        `${P}/ship`,
        { outerOrderNumber: foreign.outerOrderNumber, expressCompany: 'SF', expressNo: 'SF1234567890' },
        opts,
      ),
    ).toMatchObject({ returncode: 'B0404' });
    expect(table('presaleOrders').find((o) => o.orderNo === order.orderNo)!.status).toBe('1');
  });

  it('imports express numbers from Excel: good rows ship, refused rows come back with their row and reason', async () => {
    const [a, b] = shippable();
    const early = demoOrders().find((o) => o.status === '1' && o.stage === '1')!;
    const answer = await data<{ count: number; errors: { row: number; code: string; outerOrderNumber: string }[] }>(
      `${P}/importExpress`,
      {
        rows: [
          { row: 2, outerOrderNumber: a.outerOrderNumber, expressCompany: 'ZTO', expressNo: 'ZT20261125001' },
          { row: 3, outerOrderNumber: early.outerOrderNumber, expressCompany: 'ZTO', expressNo: 'ZT20261125002' },
          { row: 4, outerOrderNumber: b.outerOrderNumber, expressCompany: 'YTO', expressNo: 'YT20261125003' },
          { row: 5, outerOrderNumber: b.outerOrderNumber, expressCompany: 'YTO', expressNo: 'YT20261125004' },
          { row: 6, outerOrderNumber: 'TB000', expressCompany: 'YTO', expressNo: 'YT20261125005' },
        ],
      },
      opts,
    );
    expect(answer.count).toBe(2);
    expect(answer.errors.map((e) => [e.row, e.code])).toEqual([
      [3, 'presalePeriod'],
      [5, 'duplicateRow'],
      [6, 'orderNotFound'],
    ]);
    const status = (o: { orderNo: string }) => table('presaleOrders').find((r) => r.orderNo === o.orderNo)!.status;
    expect([status(a), status(early), status(b)]).toEqual(['2', '1', '2']);
    expect(await api(`${P}/importExpress`, { rows: [] }, opts)).toMatchObject({ returncode: '001' });
  });

  it('keeps packing information per presale goods; sizes must be above 0', async () => {
    const page = await data<Page<{ goodsId: string; updateTime: string | null }>>(
      `${P}/packs`,
      { pageNo: 1, pageSize: 50, params: { entered: '0' } },
      opts,
    );
    expect(page.total).toBeGreaterThan(0);
    const goodsId = page.pageData[0].goodsId;
    const pack = {
      goodsId,
      packLength: 30,
      packWidth: 20,
      packHeight: 15,
      packWeight: 1.25,
      piecesPerParcel: 2,
      packMaterial: '1',
    };
    expect(await api(`${P}/savePack`, { ...pack, packWeight: 0 }, opts)).toMatchObject({ returncode: 'A0410' });
    expect(await api(`${P}/savePack`, { ...pack, packMaterial: '' }, opts)).toMatchObject({
      message: '请选择包装材质',
    });
    await data(`${P}/savePack`, pack, opts);
    const saved = await data<Page<{ packWeight: number; updateTime: string | null }>>(
      `${P}/packs`,
      { pageNo: 1, pageSize: 5, params: { goodsId } },
      opts,
    );
    expect(saved.pageData[0]).toMatchObject({ packWeight: 1.25 });
    expect(saved.pageData[0].updateTime).not.toBeNull();
  });
});

describe('mock backend: after-sale', () => {
  it('seeds every SPEC §4 view state and apply type for the demo supplier', () => {
    for (const s of ['0', '1', '2', '3', '4', '5', '6']) expect(afterSale(s)).toBeDefined();
    for (const t of ['1', '2', '3']) expect(table('afterSales').some((a) => a.applyType === t)).toBe(true);
  });

  it('agrees: refund only goes to pending refund, a physical return to pending return (SPEC §4)', async () => {
    const refund = afterSale('1', '1');
    const goods = afterSale('1', '2');
    await data(`${P}/agree`, { afterSaleNos: [refund.afterSaleNo, goods.afterSaleNo] }, opts);
    expect(afterSaleNow(refund.afterSaleNo).status).toBe('3');
    expect(afterSaleNow(goods.afterSaleNo).status).toBe('2');
    expect(await api(`${P}/agree`, { afterSaleNos: [refund.afterSaleNo] }, opts)).toMatchObject({
      returncode: 'B0400',
    });
  });

  it('rejects only with a reason (SPEC §5 rejection reason required)', async () => {
    const a = afterSale('1');
    expect(await api(`${P}/reject`, { afterSaleNos: [a.afterSaleNo], reason: '  ' }, opts)).toMatchObject({
      returncode: 'A0432',
      message: '驳回原因不能为空',
    });
    expect(afterSaleNow(a.afterSaleNo).status).toBe('1');
    await data(`${P}/reject`, { afterSaleNos: [a.afterSaleNo], reason: '已超过售后期限' }, opts);
    expect(afterSaleNow(a.afterSaleNo)).toMatchObject({ status: '5', rejectReason: '已超过售后期限' });
  });

  it('confirms the receipt of returned goods: warehouse status in stock, pending refund (SPEC §4 warehouse status)', async () => {
    const a = afterSale('2');
    expect(a.warehouseStatus).toBe('0');
    await data(`${P}/confirmReceipt`, { afterSaleNos: [a.afterSaleNo] }, opts);
    expect(afterSaleNow(a.afterSaleNo)).toMatchObject({ status: '3', warehouseStatus: '1' });
    expect(await api(`${P}/confirmReceipt`, { afterSaleNos: [afterSale('1').afterSaleNo] }, opts)).toMatchObject({
      returncode: 'B0400',
    });
    expect(await api(`${P}/confirmReceipt`, { afterSaleNos: [] }, opts)).toMatchObject({ returncode: 'A0430' });
  });
});
