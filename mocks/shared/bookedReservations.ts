import { table } from '../db';
import { fieldsOf, type RowOf } from '../db/tables';
import { vendorScope, type Ctx } from '../services/context';
import { lineGoods } from '../services/documents';
import { APPOINTMENT_STATUS } from '@/features/booking/contract';
import type { AppointmentItem } from '@/features/booking/types';
import { RESERVATION_STATUS } from '@/features/netInCar/contract';
import { vendorKeyOf } from '../db/tables';

/** Booked appointments, which booking keeps and the loading list (netInCar) finds by serial number. */

type ReservationRow = RowOf<'reservations'>;

/** The goods of orders as an appointment holds them: each order line with its goods' name, barcode and unit. */
export function orderItems(orderSheetIds: string[]): AppointmentItem[] {
  const goods = lineGoods();
  return table('orderNoticeLines')
    .filter((l) => orderSheetIds.includes(l.sheetId))
    .map((l) => {
      const { goodsName, barcode, unit } = goods(l.goodsId);
      return { orderSheetId: l.sheetId, goodsId: l.goodsId, goodsName, barcode, unit, orderQty: l.orderQty };
    });
}

/**
 * The caller's booked appointments as the loading list (netInCar) reads its reservations: the goods of
 * the booked orders as reserved quantities, so what is loaded is what was booked.
 */
export function bookedReservations(ctx: Ctx): ReservationRow[] {
  const inScope = vendorScope(ctx);
  return table('appointments')
    .filter((a) => a.status === APPOINTMENT_STATUS.booked && inScope(a))
    .map((a) => ({
      ...fieldsOf(a, ['reservationNo', 'dcId', 'dcName', 'deliveryDate', 'timeSlot', 'orderSheetIds']),
      ...vendorKeyOf(a),
      status: RESERVATION_STATUS.booked,
      items: (a.items.length ? a.items : orderItems(a.orderSheetIds)).map(({ orderQty, ...it }) => ({
        ...it,
        reservedQty: orderQty,
      })),
    }));
}
