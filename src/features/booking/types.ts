import type { AppointmentStatus } from './contract';

/** Online delivery appointments (SPEC §2 online-booking, §3 Appointment) as docs/API.md "Booking" answers them (mock: mocks/domains/booking). */

/** Appointment parameters of one DC (SPEC §2 parameter settings). */
export type BookingParams = {
  dcId: string;
  dcName: string;
  /** The BU of the DC ('' for the logistics operation centre, shared by the BUs). */
  bu: string;
  /** Days from today on which booking is open (allowed reservation dates). */
  bookDays: number;
  /** The N value: the earliest delivery day is today + N. */
  nValue: number;
  /** Weekdays the DC receives: '1' Monday … '7' Sunday. */
  weekdays: string[];
  /** The time interval: the DC's receiving slots, 'HH:mm-HH:mm'. */
  timeSlots: string[];
  /** Upper limits per slot: suppliers (appointments), cartons, SKUs. */
  supplierLimit: number;
  boxLimit: number;
  skuLimit: number;
  /** Reservation mode: 1 by order, 2 by supplier (all open orders of the DC at once). */
  mode: '1' | '2';
  /** Days before delivery up to which an appointment may still be modified. */
  modifyDays: number;
  /** '1': a supplier may hold several appointments at the DC on one day. */
  multiple: '0' | '1';
  updater: string | null;
  updateTime: string | null;
};

/** 0 booked, 1 received (acceptance recorded), 9 cancelled: the contract's APPOINTMENT_STATUS. */
export type { AppointmentStatus };

/** A delivery appointment (SPEC §3) as stored. */
export type AppointmentRecord = {
  reservationNo: string;
  venderId: string;
  bu: string;
  partnerId: string;
  status: AppointmentStatus;
  dcId: string;
  dcName: string;
  deliveryDate: string;
  timeSlot: string;
  /** The order notices booked, in order (the order serial is the position). */
  orderSheetIds: string[];
  /** 1 direct to store, 2 via DC, 3 cross-dock (the orders'). */
  logisticsMode: string;
  /** The orders' delivery window: the latest expected receipt and the earliest deadline. */
  deliveryFrom: string;
  deliveryTo: string;
  address: string;
  /** The expected receipt time: the slot's start on the delivery date. */
  expectedReceiptTime: string;
  gift: boolean;
  requestedCartons: number;
  requestedSkus: number;
  actualCartons: number | null;
  actualSkus: number | null;
  receiver: string | null;
  receiptTime: string | null;
  creator: string;
  createDate: string;
  updateDate: string | null;
};

/**
 * An appointment as the queries answer it: with the supplier's name and what the server's today still
 * allows (SPEC §5: modify until the DC's modification days before delivery, cancel before the day prior
 * to delivery, neither after the appointment time), so the client refuses what the server would,
 * whatever the device's clock says.
 */
export type Appointment = AppointmentRecord & { venderName: string; canModify: boolean; canCancel: boolean };

/** A goods line of a booked order (SPEC §2 order goods info). */
export type AppointmentItem = {
  orderSheetId: string;
  goodsId: string;
  goodsName: string;
  barcode: string;
  unit: string;
  orderQty: number;
};

/** An open order notice the supplier may book. */
export type OpenOrder = {
  sheetId: string;
  dcId: string;
  dcName: string;
  shopId: string;
  orderDate: string;
  expectedReceiptDate: string;
  deadline: string;
  logisticsMode: string;
  gift: boolean;
  skuCount: number;
  amount: number;
};

/** The supplier's order notices of a DC that cannot be booked, by reason. */
export type UnbookableOrders = { unconfirmed: number; booked: number; pastDeadline: number };

/** Why a slot cannot be booked (the Beyond grid): full, DC closed day, holiday delivery stop, outside the orders' window, past the booking or modification limit. */
/** `oneADay`: the DC takes one appointment a day from a supplier (multiple reservations off) and this one has it. */
export type SlotReason = 'full' | 'closedDay' | 'holidayStop' | 'outsideWindow' | 'oneADay' | 'pastLimit';

export type SlotCell = {
  date: string;
  timeSlot: string;
  limit: number;
  booked: number;
  remaining: number;
  reason: SlotReason | null;
  /** The holiday of a holiday-plan stop. */
  holidayName?: string;
};

export type SlotGrid = { dcId: string; dates: string[]; timeSlots: string[]; cells: SlotCell[] };

/** What booking and modifying send. */
export type BookingInput = {
  reservationNo?: string;
  dcId: string;
  orderSheetIds: string[];
  deliveryDate: string;
  timeSlot: string;
  requestedCartons: number;
};

/** A special appointment (SPEC §2 supplier-specified reservation/delivery date): 1 reservation date, 2 delivery date. */
export type SpecialDay = {
  id: string;
  dcId: string;
  dcName: string;
  venderId: string;
  venderName: string;
  kind: '1' | '2';
  date: string;
  remark: string;
  creator: string;
  createDate: string;
};

/** A row of the aggregate query: booked against capacity per DC, day and slot. */
export type SlotAggregate = {
  key: string;
  dcId: string;
  dcName: string;
  date: string;
  timeSlot: string;
  appointments: number;
  supplierLimit: number;
  cartons: number;
  boxLimit: number;
  skus: number;
  skuLimit: number;
  full: boolean;
};
