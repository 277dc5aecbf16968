import type { DocBase, VendorKey } from '../../db/tables';

/** Net-in-car loading lists and the delivery appointments they load. */

/** What a delivery appointment (SPEC §3 Appointment) reserved: one order line of goods. */
export type ReservationItem = { orderSheetId: string; goodsId: string; goodsName: string; barcode: string; unit: string; reservedQty: number };

/** A delivery appointment as the loading list reads it; status 0 booked, 9 cancelled. */
export type ReservationRow = VendorKey & { reservationNo: string; dcId: string; dcName: string; deliveryDate: string; timeSlot: string; status: '0' | '9'; orderSheetIds: string[]; items: ReservationItem[] };

/** One batch of a loading-list line (SPEC §5: at most three per order line). */
export type LoadingBatch = { batchNo: string; productionDate: string; qty: number };

export type LoadingLine = { lineNo: number; orderSheetId: string; goodsId: string; goodsName: string; unit: string; reservedQty: number; loadedQty: number; batches: LoadingBatch[] };

/** A loading list (net-in-car slip): status 0 saved, 1 submitted. */
export type LoadingListRow = DocBase & { reservationNo: string; dcId: string; dcName: string; deliveryDate: string; plateNo: string; driver: string; driverPhone: string; remark: string; lines: LoadingLine[] };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<NetInCarTables>`). */
export type NetInCarTables = {
  reservations: ReservationRow[];
  loadingLists: LoadingListRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends NetInCarTables {}
}
