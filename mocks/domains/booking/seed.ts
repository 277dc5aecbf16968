import { vendorKeyOf, type RowOf } from '../../db/tables';
import { addDays, at } from '../../db/clock';
import { tr } from '../../glossary';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { AppointmentRow, BookingParamsRow, BookingTables, SpecialDayRow } from './tables';
import { dcAddress, isBookable, isGiftOrder, windowOf } from './rules';
import { APPOINTMENT_STATUS, DEFAULT_SLOTS, MULTIPLE, RESERVATION_MODE, slotStart } from '@/features/booking/contract';
import { LOGISTICS_MODE, NOTICE_STATUS } from '@/features/orders/contract';
import { isDisabledVendorStatus } from '@/api/platformContract';

type OrderNoticeRow = RowOf<'orderNotices'>;

/**
 * Booking seed: parameters for every DC a supplier may book (each BU's two DCs and the logistics
 * operation centre; not the headquarters org 121), and for every active supplier appointments over
 * its DC orders: received ones in the past, cancelled ones, and booked ones in the coming days. Booked
 * appointments of the seed take the morning slots only, so the afternoon slots start empty (the
 * journey fills one).
 */

const compact = (iso: string) => iso.replace(/-/g, '');

function params(ctx: SeedContext): BookingParamsRow[] {
  return ctx.tables
    .orgs!.filter((o) => o.type === 'DC' && o.orgId !== '121')
    .map((o, i) => ({
      dcId: o.orgId,
      dcName: o.orgName,
      bu: o.buIds.length === 1 ? o.buIds[0] : '',
      bookDays: 14,
      nValue: 1,
      weekdays: ['1', '2', '3', '4', '5', '6'],
      timeSlots: [...DEFAULT_SLOTS],
      supplierLimit: 5,
      boxLimit: 600,
      skuLimit: 200,
      mode: RESERVATION_MODE.byOrder,
      modifyDays: 1,
      multiple: i % 5 === 4 ? MULTIPLE.oneADay : MULTIPLE.allowed,
      updater: null,
      updateTime: null,
    }));
}

function appointments(ctx: SeedContext): AppointmentRow[] {
  const rows: AppointmentRow[] = [];
  const goods = new Map(ctx.tables.goods!.map((g) => [g.goodsId, g]));
  const orgs = new Map(ctx.tables.orgs!.map((o) => [o.orgId, o.orgName]));
  const lines = ctx.tables.orderNoticeLines!;
  let seq = 0;
  for (const v of ctx.tables.vendors!.filter((x) => !isDisabledVendorStatus(x.status))) {
    const own = ctx.tables.orderNotices!.filter(
      (o) => o.venderId === v.venderId && o.bu === v.bu && o.logisticsMode !== LOGISTICS_MODE.direct && o.transferDc,
    );
    const demo = v.venderId === '100101';
    const past = own
      .filter((o) => o.status === NOTICE_STATUS.shipped || o.status === NOTICE_STATUS.received)
      .slice(0, demo ? 30 : 4);
    const open = own.filter((o) => isBookable(o, ctx.today)).slice(0, demo ? 4 : 1);
    const make = (
      orders: OrderNoticeRow[],
      deliveryDate: string,
      timeSlot: string,
      status: AppointmentRow['status'],
    ) => {
      seq += 1;
      const first = orders[0];
      const items = orders.flatMap((o) =>
        lines
          .filter((l) => l.sheetId === o.sheetId)
          .map((l) => {
            const g = goods.get(l.goodsId);
            return {
              orderSheetId: o.sheetId,
              goodsId: l.goodsId,
              goodsName: g?.goodsName ?? '',
              barcode: g?.barcode ?? '',
              unit: g?.weightType === 4 ? 'kg' : (g?.unit ?? ''),
              orderQty: l.orderQty,
            };
          }),
      );
      const skus = new Set(items.map((it) => it.goodsId)).size;
      const cartons = Math.max(1, Math.round(items.reduce((s, it) => s + it.orderQty, 0) / 6));
      const received = status === APPOINTMENT_STATUS.received;
      const [deliveryFrom, deliveryTo] = windowOf(orders);
      const dcName = orgs.get(first.transferDc!) ?? '';
      rows.push({
        reservationNo: `YY${compact(deliveryDate)}${String(5000 + seq).padStart(5, '0')}`,
        ...vendorKeyOf(v),
        status,
        dcId: first.transferDc!,
        dcName,
        deliveryDate,
        timeSlot,
        orderSheetIds: orders.map((o) => o.sheetId),
        logisticsMode: first.logisticsMode,
        deliveryFrom,
        deliveryTo,
        address: dcAddress(first.transferDc!, dcName),
        expectedReceiptTime: slotStart(deliveryDate, timeSlot),
        gift: isGiftOrder(first.sheetId),
        requestedCartons: cartons,
        requestedSkus: skus,
        actualCartons: received ? Math.max(0, cartons - (seq % 3)) : null,
        actualSkus: received ? Math.max(1, skus - (seq % 2)) : null,
        receiver: received ? tr('仓库收货员', 'Warehouse receiver') : null,
        receiptTime: received ? at(deliveryDate, 9 + (seq % 8), (seq * 7) % 60) : null,
        creator: v.venderName,
        // Booked three days ahead, and never after today.
        createDate: at([addDays(deliveryDate, -3), ctx.today].sort()[0], 10, seq % 60),
        updateDate: null,
        items,
      });
      // As booking does (service bookAppointment): the orders booked carry its number, a cancelled one none.
      if (status !== APPOINTMENT_STATUS.cancelled)
        for (const o of orders) o.reservationNo = rows[rows.length - 1].reservationNo;
    };
    past.forEach((o, i) =>
      make(
        [o],
        o.expectedReceiptDate < ctx.today ? o.expectedReceiptDate : addDays(ctx.today, -1),
        DEFAULT_SLOTS[i % 4],
        i % 6 === 5 ? APPOINTMENT_STATUS.cancelled : APPOINTMENT_STATUS.received,
      ),
    );
    // Booked ones: tomorrow onwards, morning slots, one order each (orders of one DC stay together).
    open.forEach((o, i) => {
      const day = o.expectedReceiptDate > ctx.today ? o.expectedReceiptDate : addDays(ctx.today, 1 + (i % 2));
      make(
        [o],
        day <= o.deadline ? day : o.deadline,
        DEFAULT_SLOTS[i % 2],
        i === 3 ? APPOINTMENT_STATUS.cancelled : APPOINTMENT_STATUS.booked,
      );
    });
  }
  return rows;
}

function specialDays(ctx: SeedContext): SpecialDayRow[] {
  const orgs = ctx.tables.orgs!;
  const vendors = ctx.tables.vendors!.filter((v) => !isDisabledVendorStatus(v.status));
  return vendors.slice(0, 8).map((v, i) => {
    const dc = orgs.find((o) => o.type === 'DC' && o.buIds.length === 1 && o.buIds[0] === v.bu);
    return {
      id: `TS${String(i + 1).padStart(4, '0')}`,
      dcId: dc?.orgId ?? '120',
      dcName: dc?.orgName ?? '',
      venderId: v.venderId,
      venderName: v.venderName,
      kind: i % 2 === 0 ? '1' : '2',
      date: addDays(ctx.today, 3 + i),
      remark: i % 3 === 0 ? tr('节前备货加送', 'Extra delivery before the holiday') : '',
      creator: '王晓梅',
      createDate: at(addDays(ctx.today, -2), 15, i),
    };
  });
}

export const seeders: SeedersOf<BookingTables> = {
  bookingParams: params,
  appointments,
  bookingSpecialDays: specialDays,
};
