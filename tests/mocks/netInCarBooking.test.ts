import { table } from '../../mocks/db';
import { addDays, setMockToday } from '../../mocks/db/clock';
import { isGiftOrder } from '../../mocks/domains/booking/rules';
import { api, data, DEMO_VENDOR } from './helpers';

/* Issue 23 Beyond: the loading list (/order/netincar) picks its reservation from the supplier's delivery appointments. */

const N = '/api/fea-vsm/netincar';
const B = '/api/fea-vsm/booking';
const TODAY = '2025-06-18';
const as = { vendor: DEMO_VENDOR };
type Reservation = {
  reservationNo: string;
  items: Array<{ orderSheetId: string; goodsId: string; reservedQty: number }>;
};

beforeEach(() => setMockToday(TODAY));
afterEach(() => setMockToday(null));

async function bookOne() {
  const booked = new Set(table('appointments').flatMap((a) => a.orderSheetIds));
  const order = table('orderNotices').find(
    (o) => o.venderId === '100101' && o.logisticsMode !== '1' && !booked.has(o.sheetId) && !isGiftOrder(o.sheetId),
  )!;
  Object.assign(order, { status: '1', transferDc: '12001', expectedReceiptDate: TODAY, deadline: addDays(TODAY, 10) });
  const appt = await data<{ reservationNo: string }>(
    `${B}/book`,
    {
      dcId: '12001',
      orderSheetIds: [order.sheetId],
      deliveryDate: '2025-06-24',
      timeSlot: '14:00-16:00',
      requestedCartons: 8,
    },
    as,
  );
  return { appt, order };
}

describe('mock backend: loading lists read the booked appointments', () => {
  it('finds a booked appointment by its serial number with the goods of its orders, lists it, and loads exactly those goods', async () => {
    const { appt, order } = await bookOne();
    const found = await data<Reservation>(`${N}/reservation`, { reservationNo: appt.reservationNo }, as);
    const lines = table('orderNoticeLines').filter((l) => l.sheetId === order.sheetId);
    expect(found.items.map((it) => [it.orderSheetId, it.goodsId, it.reservedQty])).toEqual(
      lines.map((l) => [l.sheetId, l.goodsId, l.orderQty]),
    );
    const listed = await data<{ pageData: Array<{ reservationNo: string }> }>(
      `${N}/reservations`,
      { pageNo: 1, pageSize: 500, params: {} },
      as,
    );
    expect(listed.pageData.map((r) => r.reservationNo)).toContain(appt.reservationNo);
    const body = {
      reservationNo: appt.reservationNo,
      plateNo: '粤B12345',
      driver: '张三',
      driverPhone: '13800138000',
      lines: found.items.map((it) => ({
        orderSheetId: it.orderSheetId,
        goodsId: it.goodsId,
        loadedQty: it.reservedQty,
      })),
      batches: found.items.map((it) => ({
        orderSheetId: it.orderSheetId,
        goodsId: it.goodsId,
        batchNo: 'A1',
        productionDate: '2025-06-01',
        qty: it.reservedQty,
      })),
    };
    const { sheetId } = await data<{ sheetId: string }>(`${N}/submit`, body, as);
    expect(table('loadingLists').find((l) => l.sheetId === sheetId)).toMatchObject({
      reservationNo: appt.reservationNo,
      dcId: '12001',
      deliveryDate: '2025-06-24',
    });
  });

  it('a cancelled appointment is "cancelled or not found" for the loading list (SPEC §8)', async () => {
    const { appt } = await bookOne();
    await data(`${B}/cancel`, { reservationNos: [appt.reservationNo] }, as);
    expect(await api(`${N}/reservation`, { reservationNo: appt.reservationNo }, as)).toMatchObject({
      message: '预约流水号已取消或不存在，请重新输入',
    });
  });
});
