import * as booking from './service';
import { postRoutes } from '../../handlers/route';

/** Online delivery appointments: docs/API.md "Booking". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/booking', {
    query: ({ ctx, body }) => booking.queryAppointments(ctx, body),
    get: ({ ctx, body }) => booking.getAppointment(ctx, body.reservationNo),
    items: ({ ctx, body }) => booking.appointmentItems(ctx, body.reservationNo),
    openOrders: ({ ctx, body }) => booking.openOrders(ctx, body),
    unbookable: ({ ctx, body }) => booking.unbookableOrders(ctx, body),
    orderGoods: ({ ctx, body }) => booking.orderGoods(ctx, body),
    slots: ({ ctx, body }) => booking.slotGrid(ctx, body),
    book: ({ ctx, body }) => booking.book(ctx, body),
    modify: ({ ctx, body }) => booking.modify(ctx, body),
    cancel: ({ ctx, body }) => booking.cancel(ctx, body),
    receive: ({ ctx, body }) => booking.receive(ctx, body),
    aggregate: ({ ctx, body }) => booking.aggregate(ctx, body),
    params: ({ ctx, body }) => booking.getParams(ctx, body.dcId),
    paramsQuery: ({ ctx, body }) => booking.queryParams(ctx, body),
    paramsSave: ({ ctx, body }) => booking.saveParams(ctx, body),
    specialQuery: ({ ctx, body }) => booking.querySpecialDays(ctx, body),
    specialAdd: ({ ctx, body }) => booking.addSpecialDay(ctx, body),
    specialImport: ({ ctx, body }) => booking.importSpecialDays(ctx, body),
    specialRemove: ({ ctx, body }) => booking.removeSpecialDays(ctx, body),
  }),
];
