import * as loading from './service';
import { postRoutes } from '../../handlers/route';

/** Loading-list entry (net-in-car): docs/API.md "Loading lists". */
export const handlers = [
  ...postRoutes(
    '/api/fea-vsm/netincar',
    {
      reservation: ({ ctx, body }) => loading.findReservation(ctx, body.reservationNo),
      reservations: ({ ctx, body }) => loading.listReservations(ctx, body),
      query: ({ ctx, body }) => loading.queryLoadingLists(ctx, body),
      get: ({ ctx, body }) => loading.getLoadingList(ctx, body.sheetId),
      lines: ({ ctx, body }) => loading.loadingListLines(ctx, body.sheetId),
      save: ({ ctx, body }) => loading.saveLoadingList(ctx, body),
      submit: ({ ctx, body }) => loading.submitLoadingList(ctx, body),
    },
    { auth: 'vendor' },
  ),
];
