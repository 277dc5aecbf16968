import { table } from '../../mocks/db';
import { addDays } from '../../mocks/db/clock';
import type { ReservationRow } from '../../mocks/domains/netInCar/tables';
import { api, data, DEMO_VENDOR } from './helpers';

/* Loading lists (net-in-car) in the mock backend: SPEC §3 appointment, §5 batch entry, §8 messages. */

const N = '/api/fea-vsm/netincar';
const OTHER = { venderId: '120501', bu: '12', partnerId: 'P20001' };

const demoReservations = () => table('reservations').filter((r) => r.venderId === '100101');
const open = () =>
  demoReservations().find(
    (r) => r.status === '0' && !table('loadingLists').some((l) => l.reservationNo === r.reservationNo),
  )!;

/** A body that passes every rule: each reserved line loaded in full, in two batches. */
function validBody(r: ReservationRow) {
  return {
    reservationNo: r.reservationNo,
    plateNo: '粤B12345',
    driver: '张三',
    driverPhone: '13800138000',
    lines: r.items.map((it) => ({ orderSheetId: it.orderSheetId, goodsId: it.goodsId, loadedQty: it.reservedQty })),
    batches: r.items.flatMap((it) => [
      {
        orderSheetId: it.orderSheetId,
        goodsId: it.goodsId,
        batchNo: 'A1',
        productionDate: '2025-01-05',
        qty: it.reservedQty - 5,
      },
      { orderSheetId: it.orderSheetId, goodsId: it.goodsId, batchNo: 'A2', productionDate: '2025-01-06', qty: 5 },
    ]),
  };
}

describe('mock backend: loading lists', () => {
  it("seeds booked and cancelled reservations over the supplier's own orders and goods", () => {
    const rows = demoReservations();
    expect(rows.filter((r) => r.status === '0').length).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => r.status === '9')).toBe(true);
    const orders = new Set(
      table('orderNotices')
        .filter((o) => o.venderId === '100101')
        .map((o) => o.sheetId),
    );
    const goods = new Set(
      table('goods')
        .filter((g) => g.venderId === '100101')
        .map((g) => g.goodsId),
    );
    for (const r of rows) {
      expect(r.orderSheetIds.every((id) => orders.has(id))).toBe(true);
      expect(r.items.every((it) => goods.has(it.goodsId) && r.orderSheetIds.includes(it.orderSheetId))).toBe(true);
    }
  });

  it("finds a booked reservation; refuses a cancelled, unknown or other supplier's one (SPEC §8)", async () => {
    const r = open();
    expect(
      await data<ReservationRow>(`${N}/reservation`, { reservationNo: r.reservationNo }, { vendor: DEMO_VENDOR }),
    ).toMatchObject({ reservationNo: r.reservationNo, items: r.items });
    const cancelled = demoReservations().find((x) => x.status === '9')!;
    const foreign = table('reservations').find((x) => x.venderId === OTHER.venderId)!;
    for (const no of [cancelled.reservationNo, 'YY00000000', foreign.reservationNo]) {
      expect(await api(`${N}/reservation`, { reservationNo: no }, { vendor: DEMO_VENDOR })).toMatchObject({
        returncode: 'B0501',
        message: '预约流水号已取消或不存在，请重新输入',
      });
    }
  });

  it('saves, edits and submits a list; a submitted list is read-only (B0400)', async () => {
    const r = open();
    const body = validBody(r);
    const { sheetId } = await data<{ sheetId: string }>(`${N}/save`, { ...body, batches: [] }, { vendor: DEMO_VENDOR });
    const saved = table('loadingLists').find((l) => l.sheetId === sheetId)!;
    expect(saved).toMatchObject({ status: '0', plateNo: '粤B12345', venderId: '100101' });
    expect(saved.lines.every((l) => l.batches.length === 0)).toBe(true);

    // Submitting the saved list as it is: batches do not add up (SPEC §8 goods quantity mismatch).
    expect(await api(`${N}/submit`, { sheetId }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0504',
      message: '商品数量不一致',
    });
    expect(table('loadingLists').find((l) => l.sheetId === sheetId)!.status).toBe('0');

    await data(`${N}/submit`, { ...body, sheetId }, { vendor: DEMO_VENDOR });
    const submitted = table('loadingLists').find((l) => l.sheetId === sheetId)!;
    expect(submitted.status).toBe('1');
    expect(submitted.lines[0].batches.map((b) => b.batchNo)).toEqual(['A1', 'A2']);
    const page = await data<{ pageData: Array<{ sheetId: string; status: string; totalLoadedQty: number }> }>(
      `${N}/query`,
      { pageNo: 1, pageSize: 50, params: { sheetId } },
      { vendor: DEMO_VENDOR },
    );
    expect(page.pageData).toEqual([
      expect.objectContaining({
        sheetId,
        status: '1',
        totalLoadedQty: r.items.reduce((s, it) => s + it.reservedQty, 0),
      }),
    ]);

    expect(await api(`${N}/save`, { ...body, sheetId }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0400',
    });
    expect(await api(`${N}/submit`, { sheetId }, { vendor: DEMO_VENDOR })).toMatchObject({ returncode: 'B0400' });
  });

  it('refuses a fourth batch on an order line, a repeated batch and a malformed production date (SPEC §5)', async () => {
    const r = open();
    const body = validBody(r);
    const [it] = r.items;
    const batch = (batchNo: string, productionDate = '2025-01-05') => ({
      orderSheetId: it.orderSheetId,
      goodsId: it.goodsId,
      batchNo,
      productionDate,
      qty: 1,
    });
    const before = table('loadingLists').length;
    // The editor's words (netInCar:issues): the batch row, and the order line as the editor names it.
    const line = `${it.orderSheetId} / ${it.goodsId} / ${it.goodsName}`;
    expect(
      await api(
        `${N}/save`,
        { ...body, batches: [batch('1'), batch('2'), batch('3'), batch('4')] },
        { vendor: DEMO_VENDOR },
      ),
    ).toMatchObject({ returncode: 'B0502', message: `批次第4行：每个订单行最多3个批次（${line}）` });
    expect(
      await api(`${N}/save`, { ...body, batches: [batch('1'), batch('1')] }, { vendor: DEMO_VENDOR }),
    ).toMatchObject({ returncode: 'B0502', message: `批次第2行：批次号1在订单行${line}中重复` });
    expect(
      await api(`${N}/save`, { ...body, batches: [batch('1', '2025/1/5')] }, { vendor: DEMO_VENDOR }),
    ).toMatchObject({ returncode: 'A0420', message: '批次第1行：生产日期格式应为yyyy-MM-dd' });
    expect(
      await api(`${N}/save`, { ...body, batches: [{ ...batch('1'), goodsId: '9999999' }] }, { vendor: DEMO_VENDOR }),
    ).toMatchObject({ returncode: 'B0502', message: '批次第1行：请选择装车清单中的订单行' });
    // Three batches are fine.
    await data(`${N}/save`, { ...body, batches: [batch('1'), batch('2'), batch('3')] }, { vendor: DEMO_VENDOR });
    expect(table('loadingLists').length).toBe(before + 1);
  });

  it('checks the vehicle plate and mobile patterns and required fields (SPEC §5)', async () => {
    const body = validBody(open());
    expect(await api(`${N}/save`, { ...body, plateNo: 'AB12345' }, { vendor: DEMO_VENDOR })).toMatchObject({
      message: '车牌号格式不正确',
    });
    expect(await api(`${N}/save`, { ...body, driverPhone: '12800138000' }, { vendor: DEMO_VENDOR })).toMatchObject({
      message: '司机手机号格式不正确',
    });
    expect(await api(`${N}/save`, { ...body, driver: ' ' }, { vendor: DEMO_VENDOR })).toMatchObject({
      message: '司机不能为空',
    });
  });

  it('blocks submitting goods that are not in the reservation, and stores nothing (SPEC §5)', async () => {
    const r = open();
    const body = validBody(r);
    const extra = table('goods').find(
      (g) => g.venderId === '100101' && !r.items.some((it) => it.goodsId === g.goodsId),
    )!;
    const lines = [...body.lines, { orderSheetId: r.orderSheetIds[0], goodsId: extra.goodsId, loadedQty: 0 }];
    const before = table('loadingLists').length;
    expect(await api(`${N}/submit`, { ...body, lines }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0503',
      message: `第${lines.length}行：订单${r.orderSheetIds[0]}的商品${extra.goodsId}不在预约中，装车清单不能提交`,
    });
    expect(table('loadingLists').length).toBe(before);
    // Saving it (still editable) is allowed.
    await data(`${N}/save`, { ...body, lines }, { vendor: DEMO_VENDOR });
  });

  it('keeps loading lists to their supplier', async () => {
    const mine = await data<{ total: number; pageData: Array<{ venderId: string; sheetId: string }> }>(
      `${N}/query`,
      { pageNo: 1, pageSize: 100, params: {} },
      { vendor: DEMO_VENDOR },
    );
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.pageData.every((l) => l.venderId === '100101')).toBe(true);
    const foreign = table('loadingLists').find((l) => l.venderId !== '100101')!;
    expect(await api(`${N}/get`, { sheetId: foreign.sheetId }, { vendor: DEMO_VENDOR })).toMatchObject({
      returncode: 'B0404',
    });
    const pending = await data<{ pageData: Array<{ status: string }> }>(
      `${N}/query`,
      { pageNo: 1, pageSize: 100, params: { status: 'pending' } },
      { vendor: DEMO_VENDOR },
    );
    expect(pending.pageData.length).toBeGreaterThan(0);
    expect(pending.pageData.every((l) => l.status === '0')).toBe(true);
  });

  it('filters an inclusive delivery-date range, an end date alone too', async () => {
    const query = (params: Record<string, string>) =>
      data<{ total: number }>(`${N}/query`, { pageNo: 1, pageSize: 1, params }, { vendor: DEMO_VENDOR });
    const mine = table('loadingLists').filter((l) => l.venderId === '100101');
    const days = mine.map((l) => l.deliveryDate).sort();
    const [first, last] = [days[0], days[days.length - 1]];
    expect((await query({ deliveryDateStart: first, deliveryDateEnd: first })).total).toBe(
      mine.filter((l) => l.deliveryDate === first).length,
    );
    expect((await query({ deliveryDateEnd: last })).total).toBe(mine.length);
    expect((await query({ deliveryDateEnd: addDays(first, -1) })).total).toBe(0);
  });
});
