/**
 * Online booking's contract (issue 37): what the screens and the mock backend (mocks/domains/booking)
 * both hold to, written once — the calls, the appointment states with their labels' keys and tones,
 * the action predicates, the SPEC §5 validations and the error codes with the client's message keys.
 * Pure TypeScript: no React, no antd, no i18next. What only a server knows (capacity, the clock, other
 * suppliers' appointments) stays in the mock, which calls these rules with it.
 */

import { codedValues, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Booking")

export const BOOKING_BASE = '/api/fea-vsm/booking';

/** Each call's path under BOOKING_BASE. */
export const BOOKING_PATHS = {
  query: 'query',
  get: 'get',
  items: 'items',
  openOrders: 'openOrders',
  unbookable: 'unbookable',
  orderGoods: 'orderGoods',
  slots: 'slots',
  book: 'book',
  modify: 'modify',
  cancel: 'cancel',
  receive: 'receive',
  aggregate: 'aggregate',
  params: 'params',
  paramsQuery: 'paramsQuery',
  paramsSave: 'paramsSave',
  specialQuery: 'specialQuery',
  specialAdd: 'specialAdd',
  specialImport: 'specialImport',
  specialRemove: 'specialRemove',
} as const;

export const bookingUrl = (path: keyof typeof BOOKING_PATHS) => `${BOOKING_BASE}/${BOOKING_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values

/** An appointment: booked, received (acceptance recorded), cancelled. */
export const APPOINTMENT_STATUS = { booked: '0', received: '1', cancelled: '9' } as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUS)[keyof typeof APPOINTMENT_STATUS];
/** Reservation mode of a DC: by order, or by supplier (all open orders of the DC at once). */
export const RESERVATION_MODE = { byOrder: '1', bySupplier: '2' } as const;
/** Multiple reservations a day at a DC: '1' allowed, '0' one a day. */
export const MULTIPLE = { allowed: '1', oneADay: '0' } as const;
/** A special appointment: 1 reservation date, 2 delivery date. */
export const SPECIAL_KINDS = ['1', '2'] as const;

export const APPOINTMENT_STATUSES = codedValues('booking:status', Object.values(APPOINTMENT_STATUS));
export const APPOINTMENT_TONES: Record<AppointmentStatus, Tone> = {
  '0': 'processing',
  '1': 'success',
  '9': 'default',
};

/** Every DC's receiving slots unless the retailer sets others. */
export const DEFAULT_SLOTS = ['08:00-10:00', '10:00-12:00', '14:00-16:00', '16:00-18:00'];
/** The slots the retailer may choose from (the time interval of SPEC §2). */
export const SLOT_CHOICES = [
  '06:00-08:00',
  '08:00-10:00',
  '10:00-12:00',
  '12:00-14:00',
  '14:00-16:00',
  '16:00-18:00',
  '18:00-20:00',
  '20:00-22:00',
];

// ------------------------------------------------------------------ predicates

/** What the DC received is recorded on a booked appointment only. */
export const canReceive = (a: { status: string }) => a.status === APPOINTMENT_STATUS.booked;
/** An appointment that still holds its place (booked or received). */
export const holdsPlace = (a: { status: string }) => a.status !== APPOINTMENT_STATUS.cancelled;

/**
 * SPEC §5, by the server's clock (`today` a day, `now` 'YYYY-MM-DD HH:mm:ss'): a booked appointment
 * whose time has not come may be modified until its DC's modification days before delivery, and
 * cancelled before the day prior to delivery. The mock answers both with each appointment
 * (`canModify`, `canCancel`), which the screens read.
 */
export function appointmentMoves(
  a: { status: string; deliveryDate: string; timeSlot: string },
  clock: { today: string; now: string },
  modifyDays: number,
): { canModify: boolean; canCancel: boolean } {
  const open = a.status === APPOINTMENT_STATUS.booked && slotStart(a.deliveryDate, a.timeSlot) > clock.now;
  return {
    canModify: open && clock.today <= addDays(a.deliveryDate, -modifyDays),
    canCancel: open && clock.today < addDays(a.deliveryDate, -1),
  };
}

/** A DC that books by supplier takes every open order at once. */
export const allOrdersRequired = (mode: string | undefined, chosen: number, open: number) =>
  mode === RESERVATION_MODE.bySupplier && chosen < open;

/** The start of a slot on a day: 'YYYY-MM-DD HH:mm:00'. */
export const slotStart = (date: string, timeSlot: string) => `${date} ${timeSlot.slice(0, 5)}:00`;

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// ------------------------------------------------------------------ validations (SPEC §5)

/** A whole number as typed or sent: a number without a fraction, or digits; else NaN. */
export function wholeNumber(v: unknown): number {
  if (typeof v === 'number') return Number.isInteger(v) ? v : NaN;
  const s = typeof v === 'string' ? v.trim() : '';
  return /^-?\d+$/.test(s) ? Number(s) : NaN;
}

/** Why a slot cannot be booked, as the grid marks it. */
export type SlotProblemReason = 'full' | 'closedDay' | 'holidayStop' | 'outsideWindow' | 'oneADay' | 'pastLimit';

/** The booking's broken rule, by name (BOOKING_ERRORS holds its code and message key). */
export type BookingProblem = 'selectOrders' | 'giftMixed' | 'allOrders' | 'cartons' | 'chooseSlot' | SlotProblem;
export type SlotProblem = 'slotFull' | 'oneADay' | 'dateUnavailable';

/** A slot cell's refusal: full, one a day, or the date not available. */
export function slotProblem(cell: { reason: string | null }): SlotProblem | null {
  if (cell.reason === 'full') return 'slotFull';
  if (cell.reason === 'oneADay') return 'oneADay';
  return cell.reason ? 'dateUnavailable' : null;
}

/**
 * SPEC §5 booking: orders chosen, gift and non-gift apart, every open order at a DC that books by
 * supplier, requested cartons a whole number above 0, a bookable slot chosen.
 */
export function bookingProblem(input: {
  orders: { gift: boolean }[];
  cartons: unknown;
  cell: { reason: string | null } | null | undefined;
  allOrdersRequired?: boolean;
}): BookingProblem | null {
  if (input.orders.length === 0) return 'selectOrders';
  if (new Set(input.orders.map((o) => o.gift)).size > 1) return 'giftMixed';
  if (input.allOrdersRequired) return 'allOrders';
  const cartons = wholeNumber(input.cartons);
  if (!(cartons > 0)) return 'cartons';
  if (!input.cell) return 'chooseSlot';
  return slotProblem(input.cell);
}

export type ReceiptProblem = 'actualCartonsWhole' | 'actualCartons' | 'actualSkus';

/** SPEC §5 acceptance: actual cartons a whole number not below 0 nor above requested; actual SKUs a whole number above 0 not above requested. */
export function receiptProblems(
  values: { actualCartons?: unknown; actualSkus?: unknown },
  requested: { requestedCartons: number; requestedSkus: number },
): { actualCartons?: ReceiptProblem; actualSkus?: ReceiptProblem } | null {
  const problems: { actualCartons?: ReceiptProblem; actualSkus?: ReceiptProblem } = {};
  const cartons = wholeNumber(values.actualCartons);
  const skus = wholeNumber(values.actualSkus);
  if (Number.isNaN(cartons) || cartons < 0) problems.actualCartons = 'actualCartonsWhole';
  else if (cartons > requested.requestedCartons) problems.actualCartons = 'actualCartons';
  if (!(skus > 0) || skus > requested.requestedSkus) problems.actualSkus = 'actualSkus';
  return Object.keys(problems).length ? problems : null;
}

/** A DC's parameters: each limit's least value (whole numbers); weekdays and slots from their lists. */
export const PARAM_MINIMUMS = {
  bookDays: 1,
  nValue: 0,
  supplierLimit: 1,
  boxLimit: 1,
  skuLimit: 1,
  modifyDays: 0,
} as const;

/** SPEC §2 parameters: limits whole numbers at least their minimum, a receiving day and a slot of the choices. */
export function paramsProblems(values: Record<string, unknown>): Record<string, 'wholeNumber' | 'required'> | null {
  const problems: Record<string, 'wholeNumber' | 'required'> = {};
  for (const [name, min] of Object.entries(PARAM_MINIMUMS)) {
    const n = wholeNumber(values[name]);
    if (Number.isNaN(n) || n < min) problems[name] = 'wholeNumber';
  }
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  if (!list(values.weekdays).some((d) => /^[1-7]$/.test(d))) problems.weekdays = 'required';
  if (!list(values.timeSlots).some((s) => SLOT_CHOICES.includes(s))) problems.timeSlots = 'required';
  return Object.keys(problems).length ? problems : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The booking error codes the mock answers, with the key of the client's own text where it refuses first. */
export const BOOKING_ERRORS = {
  notFound: { code: 'B0410', messageKey: 'errors:reservationNotFound' },
  slotFull: { code: 'B0411', messageKey: 'booking:rule.slotFull' },
  noSlots: { code: 'B0412' },
  dateUnavailable: { code: 'B0413', messageKey: 'booking:rule.dateUnavailable' },
  timeLimit: { code: 'B0414', messageKey: 'booking:rule.timeLimit' },
  cannotEdit: { code: 'B0415', messageKey: 'booking:rule.cannotEdit' },
  giftMixed: { code: 'A0450', messageKey: 'booking:rule.giftMixed' },
  orderNotOpen: { code: 'A0451', messageKey: 'booking:rule.orderNotOpen' },
  orderDc: { code: 'A0452', messageKey: 'booking:rule.orderDc' },
  cartons: { code: 'A0453', messageKey: 'booking:rule.cartons' },
  actualCartons: { code: 'A0454', messageKey: 'booking:rule.actualCartons' },
  actualCartonsWhole: { code: 'A0454', messageKey: 'booking:rule.actualCartonsWhole' },
  actualSkus: { code: 'A0455', messageKey: 'booking:rule.actualSkus' },
  oneADay: { code: 'A0456', messageKey: 'booking:rule.oneADay' },
  allOrders: { code: 'A0457', messageKey: 'booking:rule.allOrders' },
  /** The server's refusal of a DC's parameters (one sentence); the form marks each field with `fieldKey`. */
  paramsInvalid: { code: 'A0458', messageKey: 'booking:rule.paramsInvalid', fieldKey: 'booking:rule.wholeNumber' },
  specialInvalid: { code: 'A0459', messageKey: 'booking:rule.specialInvalid' },
  /** What the screen refuses before any call, and the mock answers as 'tick first' and 'no such slot'. */
  selectOrders: { code: 'A0430', messageKey: 'booking:rule.selectOrders' },
  chooseSlot: { code: 'B0412', messageKey: 'booking:rule.chooseSlot' },
} as const;

/** The message key of a booking problem, as the screen shows it. */
export const bookingMessageKey = (problem: BookingProblem | ReceiptProblem) => BOOKING_ERRORS[problem].messageKey;

/** The screen's form errors of field problems: each field's message key. */
export const messageKeysOf = (problems: Partial<Record<string, ReceiptProblem>> | null) =>
  problems
    ? Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, BOOKING_ERRORS[p!].messageKey]))
    : null;
