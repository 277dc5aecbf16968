import * as loading from './service';
import { postRoutes } from '../../handlers/route';
import { NETINCAR_BASE, NETINCAR_PATHS as P } from '@/features/netInCar/contract';

/** Loading-list entry (net-in-car): docs/API.md "Loading lists". */
export const handlers = [
  ...postRoutes(
    NETINCAR_BASE,
    {
      [P.reservation]: ({ ctx, body }) => loading.findReservation(ctx, body.reservationNo),
      [P.reservations]: ({ ctx, body }) => loading.listReservations(ctx, body),
      [P.query]: ({ ctx, body }) => loading.queryLoadingLists(ctx, body),
      [P.get]: ({ ctx, body }) => loading.getLoadingList(ctx, body.sheetId),
      [P.lines]: ({ ctx, body }) => loading.loadingListLines(ctx, body.sheetId),
      [P.save]: ({ ctx, body }) => loading.saveLoadingList(ctx, body),
      [P.submit]: ({ ctx, body }) => loading.submitLoadingList(ctx, body),
    },
    { auth: 'vendor' },
  ),
];
