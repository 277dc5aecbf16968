import * as booking from './service';
import { postRoutes } from '../../handlers/route';
import { BOOKING_BASE, BOOKING_PATHS as P } from '@/features/booking/contract';

/** Online delivery appointments: docs/API.md "Booking". */
export const handlers = [
  ...postRoutes(BOOKING_BASE, {
    [P.query]: ({ ctx, body }) => booking.queryAppointments(ctx, body),
    [P.get]: ({ ctx, body }) => booking.getAppointment(ctx, body.reservationNo),
    [P.items]: ({ ctx, body }) => booking.appointmentItems(ctx, body.reservationNo),
    [P.openOrders]: ({ ctx, body }) => booking.openOrders(ctx, body),
    [P.unbookable]: ({ ctx, body }) => booking.unbookableOrders(ctx, body),
    [P.orderGoods]: ({ ctx, body }) => booking.orderGoods(ctx, body),
    [P.slots]: ({ ctx, body }) => booking.slotGrid(ctx, body),
    [P.book]: ({ ctx, body }) => booking.book(ctx, body),
    [P.modify]: ({ ctx, body }) => booking.modify(ctx, body),
    [P.cancel]: ({ ctx, body }) => booking.cancel(ctx, body),
    [P.receive]: ({ ctx, body }) => booking.receive(ctx, body),
    [P.aggregate]: ({ ctx, body }) => booking.aggregate(ctx, body),
    [P.params]: ({ ctx, body }) => booking.getParams(ctx, body.dcId),
    [P.paramsQuery]: ({ ctx, body }) => booking.queryParams(ctx, body),
    [P.paramsSave]: ({ ctx, body }) => booking.saveParams(ctx, body),
    [P.specialQuery]: ({ ctx, body }) => booking.querySpecialDays(ctx, body),
    [P.specialAdd]: ({ ctx, body }) => booking.addSpecialDay(ctx, body),
    [P.specialImport]: ({ ctx, body }) => booking.importSpecialDays(ctx, body),
    [P.specialRemove]: ({ ctx, body }) => booking.removeSpecialDays(ctx, body),
  }),
];
