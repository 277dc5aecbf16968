import type { LoadingList, Reservation } from '@/features/netInCar/types';
import type { DocBase } from '../../db/tables';
import type { ReservationStatus } from '@/features/netInCar/contract';

/** Net-in-car loading lists and the delivery appointments they load. */

/** A delivery appointment as the loading list reads it (RESERVATION_STATUS: booked, cancelled). */
export type ReservationRow = Reservation & { partnerId: string; status: ReservationStatus };

/** A loading list (net-in-car slip): LOADING_STATUS saved or submitted. */
export type LoadingListRow = DocBase & Omit<LoadingList, keyof DocBase>;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<NetInCarTables>`). */
export type NetInCarTables = {
  reservations: ReservationRow[];
  loadingLists: LoadingListRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends NetInCarTables {}
}
