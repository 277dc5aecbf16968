import type { LoadingStatus } from './contract';

/** Loading lists (net-in-car) as the calls of docs/API.md "Loading lists" answer them (mock: mocks/domains/netInCar). */

/** What a delivery appointment reserved: goods of one order. */
export type ReservationItem = {
  orderSheetId: string;
  goodsId: string;
  goodsName: string;
  barcode: string;
  unit: string;
  reservedQty: number;
};

/** A booked delivery appointment (SPEC §3 Appointment). */
export type Reservation = {
  reservationNo: string;
  dcId: string;
  dcName: string;
  deliveryDate: string;
  timeSlot: string;
  orderSheetIds: string[];
  items: ReservationItem[];
  venderId: string;
  bu: string;
};

export type LoadingBatch = { batchNo: string; productionDate: string; qty: number };
export type LoadingLine = {
  lineNo: number;
  orderSheetId: string;
  goodsId: string;
  goodsName: string;
  unit: string;
  reservedQty: number;
  loadedQty: number;
  batches: LoadingBatch[];
};

type LoadingHead = {
  sheetId: string;
  status: LoadingStatus;
  reservationNo: string;
  dcId: string;
  dcName: string;
  deliveryDate: string;
  plateNo: string;
  driver: string;
  driverPhone: string;
  remark: string;
  creator: string;
  createDate: string;
  checkDate: string | null;
  venderId: string;
  bu: string;
};

export type LoadingList = LoadingHead & { lines: LoadingLine[] };
/** A row of the query: the header and its totals. */
export type LoadingListSummary = LoadingHead & { lineCount: number; totalLoadedQty: number };
/** A detail line: one batch of an order line. */
export type LoadingDetailLine = Omit<LoadingLine, 'batches'> & {
  key: string;
  batchNo: string;
  productionDate: string;
  batchQty: number | null;
};

/** What save and submit send: lines and batches flat, a batch naming its order line by order and goods. */
export type LoadingInput = {
  sheetId?: string;
  reservationNo: string;
  plateNo: string;
  driver: string;
  driverPhone: string;
  remark?: string;
  lines: Array<{ orderSheetId: string; goodsId: string; loadedQty: number }>;
  batches: Array<{ orderSheetId: string; goodsId: string; batchNo: string; productionDate: string; qty: number }>;
};
