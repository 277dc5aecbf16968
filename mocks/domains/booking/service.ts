import { fieldsOf, vendorKeyOf, type RowOf } from '../../db/tables';
import { normalizeDate } from '../../../src/lib/dates';
import { deleteRows, insertRow, nextId, table, updateRows } from '../../db';
import { addDays, mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, fromContract } from '../../errors';
import { tr } from '../../glossary';
import {
  type Ctx,
  isRetailer,
  requireRetailerStaff,
  requireUser,
  vendorScope,
  requireSupplierVendor,
} from '../../services/context';
import { inDayRange, splitDateRanges } from '../../services/dateRange';
import { orderItems } from '../../shared/bookedReservations';
import {
  isBlank,
  matchesParams,
  pageInOrder,
  paramsOf,
  type Page,
  type PageQuery,
  text,
  list,
} from '../../services/paging';
import { closedDaysFor } from '../../shared/closedDays';
import type { AppointmentRow, BookingParamsRow } from './tables';
import { LOGISTICS_MODE, NOTICE_STATUS, UNDELIVERED_STATUSES } from '@/features/orders/contract';
import { dcAddress, isBookable, isGiftOrder, weekdayOf, windowOf } from './rules';
import {
  APPOINTMENT_STATUS,
  BOOKING_ERRORS as CODES,
  MULTIPLE,
  RESERVATION_MODE,
  SLOT_CHOICES,
  SPECIAL_KINDS,
  allOrdersRequired,
  appointmentMoves,
  bookingProblem,
  canReceive,
  holdsPlace,
  paramsProblems,
  receiptProblems,
  slotProblem,
  slotStart,
  wholeNumber as wholeNumberOf,
  type BookingProblem,
  type ReceiptProblem,
} from '@/features/booking/contract';
import type {
  Appointment,
  AppointmentItem,
  OpenOrder,
  SlotAggregate,
  SlotCell,
  SlotGrid,
  SlotReason,
  SpecialDay,
} from '@/features/booking/types';

type OrderNoticeRow = RowOf<'orderNotices'>;

/**
 * Online delivery appointments (SPEC §2 online-booking, §3 Appointment, §5 rules, §8 messages).
 * The supplier books its open DC order notices into a DC's day × slot; the slot's capacity (suppliers,
 * cartons, SKUs per slot) is checked and taken in one synchronous step, so two bookings of the last
 * place cannot both pass. Modify and cancel follow the time limits; the retailer keeps the DC
 * parameters and special days, records what the DC received and sums bookings against capacity.
 */

export const BOOKING_ERR = {
  notFound: fromContract(CODES.notFound),
  slotFull: fromContract(CODES.slotFull),
  noSlots: { code: CODES.noSlots.code, message: tr('该配送中心没有可预约的时段', 'No available time slots at the DC') },
  dateUnavailable: fromContract(CODES.dateUnavailable),
  timeLimit: fromContract(CODES.timeLimit),
  cannotEdit: fromContract(CODES.cannotEdit),
  giftMixed: fromContract(CODES.giftMixed),
  orderNotOpen: fromContract(CODES.orderNotOpen),
  orderDc: fromContract(CODES.orderDc),
  cartons: fromContract(CODES.cartons),
  actualCartons: fromContract(CODES.actualCartons),
  actualCartonsWhole: fromContract(CODES.actualCartonsWhole),
  actualSkus: fromContract(CODES.actualSkus),
  multiple: fromContract(CODES.oneADay),
  allOrders: fromContract(CODES.allOrders),
  paramsInvalid: fromContract(CODES.paramsInvalid),
  specialInvalid: fromContract(CODES.specialInvalid),
} as const;

/** The mock's answer to each refusal the contract names (the screen shows the same rule's message key). */
const PROBLEM_ERR: Record<BookingProblem | ReceiptProblem, { code: string; message: string }> = {
  selectOrders: ERR.selectFirst,
  chooseSlot: BOOKING_ERR.noSlots,
  ...fieldsOf(BOOKING_ERR, ['giftMixed', 'allOrders', 'cartons', 'slotFull']),
  oneADay: BOOKING_ERR.multiple,
  ...fieldsOf(BOOKING_ERR, ['dateUnavailable', 'actualCartons', 'actualCartonsWhole', 'actualSkus']),
};

const wholeNumber = (v: unknown) => wholeNumberOf(typeof v === 'number' ? v : text(v));

const paramsOfDc = (dcId: string): BookingParamsRow | undefined => table('bookingParams').find((p) => p.dcId === dcId);
const activeIn = (dcId: string, date: string, timeSlot: string, except?: string) =>
  table('appointments').filter(
    (a) =>
      holdsPlace(a) &&
      a.dcId === dcId &&
      a.deliveryDate === date &&
      a.timeSlot === timeSlot &&
      a.reservationNo !== except,
  );
/** The answer of an appointment: the supplier's name and the moves the server's today allows. */
const answerer = () => {
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const modifyDays = new Map(table('bookingParams').map((p) => [p.dcId, p.modifyDays]));
  const today = mockToday();
  const now = nowStamp();
  return ({ items: _items, ...a }: AppointmentRow): Appointment => {
    return {
      ...a,
      venderName: names.get(`${a.bu}/${a.venderId}`) ?? '',
      ...appointmentMoves(a, { today, now }, modifyDays.get(a.dcId) ?? 0),
    };
  };
};

// ---------------------------------------------------------------- parameters and special days

/** Params: dcId, bu (retailer list). */
export function queryParams(ctx: Ctx, query: PageQuery): Page<BookingParamsRow> {
  requireRetailerStaff(ctx);
  const rows = table('bookingParams').filter((p) => matchesParams(p, paramsOf(query)));
  return pageInOrder(rows, query, 'dcId asc');
}

/** One DC's parameters (both sides: the supplier's booking dialog reads its slots and limits). */
export function getParams(ctx: Ctx, dcId: unknown): BookingParamsRow {
  requireUser(ctx);
  const p = paramsOfDc(text(dcId));
  if (!p) throw apiError(BOOKING_ERR.noSlots);
  return p;
}

const LIMITS = ['bookDays', 'nValue', 'supplierLimit', 'boxLimit', 'skuLimit', 'modifyDays'] as const;

/** The retailer saves a DC's parameters; appointments already made stay (a lower limit only stops new ones). */
export function saveParams(ctx: Ctx, body: Record<string, unknown>): BookingParamsRow {
  requireRetailerStaff(ctx);
  const current = paramsOfDc(text(body.dcId));
  if (!current) throw apiError(ERR.documentNotFound);
  const numbers = Object.fromEntries(LIMITS.map((k) => [k, wholeNumber(body[k] ?? current[k])]));
  const weekdays = list(body.weekdays ?? current.weekdays).filter((d) => /^[1-7]$/.test(d));
  const timeSlots = list(body.timeSlots ?? current.timeSlots).filter((s) => SLOT_CHOICES.includes(s));
  if (paramsProblems({ ...numbers, weekdays, timeSlots })) throw apiError(BOOKING_ERR.paramsInvalid);
  const mode =
    text(body.mode ?? current.mode) === RESERVATION_MODE.bySupplier
      ? RESERVATION_MODE.bySupplier
      : RESERVATION_MODE.byOrder;
  const multiple = text(body.multiple ?? current.multiple) === MULTIPLE.oneADay ? MULTIPLE.oneADay : MULTIPLE.allowed;
  updateRows('bookingParams', (p) => p.dcId === current.dcId, {
    ...(numbers as Pick<BookingParamsRow, (typeof LIMITS)[number]>),
    weekdays: [...new Set(weekdays)].sort(),
    timeSlots: SLOT_CHOICES.filter((s) => timeSlots.includes(s)),
    mode,
    multiple,
    updater: requireUser(ctx).emplName,
    updateTime: nowStamp(),
  });
  return paramsOfDc(current.dcId)!;
}

/** Params: dcId, venderId, kind, dateStart/dateEnd. */
export function querySpecialDays(ctx: Ctx, query: PageQuery): Page<SpecialDay> {
  requireRetailerStaff(ctx);
  const { rest, inRanges } = splitDateRanges(paramsOf(query));
  const rows = table('bookingSpecialDays').filter((d) => matchesParams(d, rest) && inRanges(d));
  return pageInOrder(rows, query, 'date desc,id desc');
}

/** A special day's refusal, or its parts (the DC's parameters, the supplier, the date as yyyy-MM-dd). */
function checkSpecial(body: Record<string, unknown>) {
  const dc = paramsOfDc(text(body.dcId));
  const vendor = table('vendors').find((v) => v.venderId === text(body.venderId));
  const kind = text(body.kind);
  const date = normalizeDate(text(body.date), { loose: true });
  if (!dc || !vendor || !(SPECIAL_KINDS as readonly string[]).includes(kind) || !date)
    throw apiError(BOOKING_ERR.specialInvalid);
  if (date < mockToday()) throw apiError(BOOKING_ERR.dateUnavailable);
  return { dc, vendor, kind: kind as SpecialDay['kind'], date };
}

export function addSpecialDay(ctx: Ctx, body: Record<string, unknown>): SpecialDay {
  requireRetailerStaff(ctx);
  const { dc, vendor, kind, date } = checkSpecial(body);
  return insertRow('bookingSpecialDays', {
    id: `TS${String(nextId('bookingSpecialDay') + 1000).padStart(4, '0')}`,
    dcId: dc.dcId,
    dcName: dc.dcName,
    venderId: vendor.venderId,
    venderName: vendor.venderName,
    kind,
    date,
    remark: text(body.remark).slice(0, 200),
    creator: requireUser(ctx).emplName,
    createDate: nowStamp(),
  });
}

/** SPEC §2 import of designated days: every row is checked first; one refused row saves none. */
export function importSpecialDays(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireRetailerStaff(ctx);
  const rows = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
  if (rows.length === 0) throw apiError(ERR.importEmpty);
  rows.forEach(checkSpecial);
  rows.forEach((r) => addSpecialDay(ctx, r));
  return { count: rows.length };
}

export function removeSpecialDays(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireRetailerStaff(ctx);
  const ids = list(body.ids);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  return { count: deleteRows('bookingSpecialDays', (d) => ids.includes(d.id)) };
}

// ---------------------------------------------------------------- the supplier's open orders and slots

const bookedOrders = (except?: string) =>
  new Set(
    table('appointments')
      .filter((a) => holdsPlace(a) && a.reservationNo !== except)
      .flatMap((a) => a.orderSheetIds),
  );

function openOrderRows(vendor: { venderId: string; bu: string }, dcId: string, except?: string): OrderNoticeRow[] {
  const today = mockToday();
  const taken = bookedOrders(except);
  return table('orderNotices').filter(
    (o) =>
      o.venderId === vendor.venderId &&
      o.bu === vendor.bu &&
      isBookable(o, today) &&
      !taken.has(o.sheetId) &&
      (!dcId || o.transferDc === dcId),
  );
}

/** The supplier's open order notices (confirmed, via a DC, deadline not passed, not booked), of one DC when given. */
export function openOrders(ctx: Ctx, body: Record<string, unknown>): OpenOrder[] {
  const vendor = requireSupplierVendor(ctx);
  const orgs = new Map(table('orgs').map((o) => [o.orgId, o.orgName]));
  const lines = table('orderNoticeLines');
  return openOrderRows(vendor, text(body.dcId), text(body.reservationNo) || undefined).map((o) => ({
    sheetId: o.sheetId,
    dcId: o.transferDc!,
    dcName: orgs.get(o.transferDc!) ?? '',
    ...fieldsOf(o, ['shopId', 'orderDate', 'expectedReceiptDate', 'deadline', 'logisticsMode']),
    gift: isGiftOrder(o.sheetId),
    skuCount: new Set(lines.filter((l) => l.sheetId === o.sheetId).map((l) => l.goodsId)).size,
    amount: o.amount,
  }));
}

/**
 * Why the supplier's order notices of a DC cannot be booked, counted by reason (issue 34: a DC with no
 * bookable orders says why): not confirmed yet, already in an appointment, past their deadline.
 */
export function unbookableOrders(
  ctx: Ctx,
  body: Record<string, unknown>,
): { unconfirmed: number; booked: number; pastDeadline: number } {
  const vendor = requireSupplierVendor(ctx);
  const dcId = text(body.dcId);
  const today = mockToday();
  const taken = bookedOrders();
  const atDc = table('orderNotices').filter(
    (o) =>
      o.venderId === vendor.venderId &&
      o.bu === vendor.bu &&
      o.logisticsMode !== LOGISTICS_MODE.direct &&
      !!o.transferDc &&
      (!dcId || o.transferDc === dcId),
  );
  const count = (keep: (o: OrderNoticeRow) => boolean) => atDc.filter(keep).length;
  return {
    unconfirmed: count((o) => o.status === NOTICE_STATUS.unconfirmed && o.deadline >= today),
    booked: count((o) => isBookable(o, today) && taken.has(o.sheetId)),
    // Not shipped yet (unconfirmed or confirmed) and past the deadline.
    pastDeadline: count((o) => UNDELIVERED_STATUSES.includes(o.status) && o.deadline < today),
  };
}

/** The goods lines of order notices (SPEC §2 order goods info). */
export function orderGoods(ctx: Ctx, body: Record<string, unknown>): AppointmentItem[] {
  const vendor = requireSupplierVendor(ctx);
  const ids = list(body.orderSheetIds);
  const mine = new Set(
    table('orderNotices')
      .filter((o) => o.venderId === vendor.venderId && o.bu === vendor.bu && ids.includes(o.sheetId))
      .map((o) => o.sheetId),
  );
  return orderItems(ids.filter((id) => mine.has(id)));
}

type Demand = {
  venderId: string;
  bu: string;
  dcId: string;
  window: [string, string] | null;
  cartons: number;
  skus: number;
  /** The appointment being modified: its own place does not count. */
  except?: string;
};

/** Each day × slot of a DC over its booking days with what remains and why it cannot be booked. */
function slotCells(ctx: Ctx, params: BookingParamsRow, demand: Demand, from: string, to: string): SlotCell[] {
  const today = mockToday();
  const now = nowStamp();
  const special = table('bookingSpecialDays').filter((d) => d.dcId === params.dcId && d.venderId === demand.venderId);
  const closed = closedDaysFor(ctx, { dcId: params.dcId, buId: '', venderId: demand.venderId, from, to });
  const cells: SlotCell[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const designated = special.some((d) => d.date === date);
    const holiday = closed.closedDays.find((d) => d.date === date);
    const stop = closed.deliveryStops.find(
      (s) => s.venderId === demand.venderId && s.bu === demand.bu && s.from <= date && date <= s.to,
    );
    const inRange = date >= addDays(today, params.nValue) && date <= addDays(today, params.bookDays);
    // SPEC §2 multiple reservations: a DC that allows one appointment a day has this supplier's already.
    const dayTaken =
      params.multiple === MULTIPLE.oneADay &&
      table('appointments').some(
        (a) =>
          holdsPlace(a) &&
          a.dcId === params.dcId &&
          a.deliveryDate === date &&
          a.venderId === demand.venderId &&
          a.bu === demand.bu &&
          a.reservationNo !== demand.except,
      );
    for (const timeSlot of params.timeSlots) {
      const taken = activeIn(params.dcId, date, timeSlot, demand.except);
      const booked = taken.length;
      const cartons = taken.reduce((s, a) => s + a.requestedCartons, 0);
      const skus = taken.reduce((s, a) => s + a.requestedSkus, 0);
      // Any booking brings at least one carton and one SKU: a slot without room for them is full
      // before the cartons are typed (as the aggregate query counts it).
      const full =
        booked >= params.supplierLimit ||
        cartons + Math.max(demand.cartons, 1) > params.boxLimit ||
        skus + Math.max(demand.skus, 1) > params.skuLimit;
      let reason: SlotReason | null = null;
      let holidayName: string | undefined;
      if ((!inRange && !designated) || slotStart(date, timeSlot) <= now) reason = 'pastLimit';
      else if (holiday || (!params.weekdays.includes(weekdayOf(date)) && !designated)) {
        reason = 'closedDay';
        holidayName = holiday?.holidayName;
      } else if (stop) {
        reason = 'holidayStop';
        holidayName = stop.holidayName;
      } else if (demand.window && (date < demand.window[0] || date > demand.window[1])) reason = 'outsideWindow';
      else if (dayTaken) reason = 'oneADay';
      else if (full) reason = 'full';
      cells.push({
        date,
        timeSlot,
        limit: params.supplierLimit,
        booked,
        remaining: Math.max(0, params.supplierLimit - booked),
        reason,
        ...(holidayName ? { holidayName } : {}),
      });
    }
  }
  return cells;
}

function demandOf(
  vendor: { venderId: string; bu: string },
  dcId: string,
  ids: string[],
  cartons = 0,
  except?: string,
): Demand {
  const orders = table('orderNotices').filter((o) => ids.includes(o.sheetId));
  return {
    venderId: vendor.venderId,
    bu: vendor.bu,
    dcId,
    window: orders.length ? windowOf(orders) : null,
    cartons,
    skus: new Set(
      table('orderNoticeLines')
        .filter((l) => ids.includes(l.sheetId))
        .map((l) => l.goodsId),
    ).size,
    except,
  };
}

/** The day × slot grid of a DC for the supplier's chosen orders (today to today + the booking days). */
export function slotGrid(ctx: Ctx, body: Record<string, unknown>): SlotGrid {
  const except = text(body.reservationNo) || undefined;
  // The retailer reads the grid of an appointment it changes, as its supplier would see it.
  const vendor = isRetailer(ctx) && except ? findOwn(ctx, except) : requireSupplierVendor(ctx);
  const params = getParams(ctx, body.dcId);
  const today = mockToday();
  const to = addDays(today, params.bookDays);
  const demand = demandOf(vendor, params.dcId, list(body.orderSheetIds), Number(body.requestedCartons) || 0, except);
  const dates: string[] = [];
  for (let d = today; d <= to; d = addDays(d, 1)) dates.push(d);
  return { dcId: params.dcId, dates, timeSlots: params.timeSlots, cells: slotCells(ctx, params, demand, today, to) };
}

/** SPEC §8: a full slot and an unavailable day have their own messages (and a second appointment that day at a DC allowing one). */
function checkSlot(ctx: Ctx, params: BookingParamsRow, demand: Demand, date: string, timeSlot: string) {
  if (!params.timeSlots.includes(timeSlot)) throw apiError(BOOKING_ERR.noSlots);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw apiError(BOOKING_ERR.dateUnavailable);
  const cell = slotCells(ctx, params, demand, date, date).find((c) => c.timeSlot === timeSlot)!;
  const problem = slotProblem(cell);
  if (problem) throw apiError(PROBLEM_ERR[problem]);
}

// ---------------------------------------------------------------- booking, modifying, cancelling

/**
 * The supplier books open orders of one DC into a day and slot (SPEC §5: gift and non-gift apart,
 * full slots refused, the delivery window honoured). Checked and inserted in one synchronous step.
 */
export function book(ctx: Ctx, body: Record<string, unknown>): Appointment {
  const vendor = requireSupplierVendor(ctx);
  const user = requireUser(ctx);
  const params = getParams(ctx, body.dcId);
  const ids = [...new Set(list(body.orderSheetIds))];
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const cartons = wholeNumber(body.requestedCartons);
  const allOpen = openOrderRows(vendor, '');
  const orders = ids.map((id) => allOpen.find((o) => o.sheetId === id));
  if (orders.some((o) => !o)) throw apiError(BOOKING_ERR.orderNotOpen);
  const chosen = orders as OrderNoticeRow[];
  if (chosen.some((o) => o.transferDc !== params.dcId)) throw apiError(BOOKING_ERR.orderDc);
  // The contract's booking rule before the slot (the slot's own refusal follows with the capacity only the server knows).
  const openAtDc = allOpen.filter((o) => o.transferDc === params.dcId).length;
  const problem = bookingProblem({
    orders: chosen.map((o) => ({ gift: isGiftOrder(o.sheetId) })),
    cartons,
    cell: { reason: null },
    allOrdersRequired: allOrdersRequired(params.mode, ids.length, openAtDc),
  });
  if (problem) throw apiError(PROBLEM_ERR[problem]);
  const date = text(body.deliveryDate);
  const timeSlot = text(body.timeSlot);
  const demand = demandOf(vendor, params.dcId, ids, cartons);
  checkSlot(ctx, params, demand, date, timeSlot);
  const [deliveryFrom, deliveryTo] = windowOf(chosen);
  const reservationNo = `YY${date.replace(/-/g, '')}${String(nextId('appointment') + 8000).padStart(5, '0')}`;
  const row = insertRow('appointments', {
    reservationNo,
    ...vendorKeyOf(vendor),
    status: APPOINTMENT_STATUS.booked,
    dcId: params.dcId,
    dcName: params.dcName,
    deliveryDate: date,
    timeSlot,
    orderSheetIds: ids,
    logisticsMode: chosen[0].logisticsMode,
    deliveryFrom,
    deliveryTo,
    address: dcAddress(params.dcId, params.dcName),
    expectedReceiptTime: slotStart(date, timeSlot),
    gift: isGiftOrder(ids[0]),
    requestedCartons: cartons,
    requestedSkus: demand.skus,
    actualCartons: null,
    actualSkus: null,
    receiver: null,
    receiptTime: null,
    creator: user.emplName,
    createDate: nowStamp(),
    updateDate: null,
    items: orderItems(ids),
  });
  updateRows('orderNotices', (o) => ids.includes(o.sheetId), { reservationNo });
  return answerer()(row);
}

/** An appointment of the caller by serial number (SPEC §8 'cancelled or not found' otherwise). */
function findOwn(ctx: Ctx, reservationNo: unknown): AppointmentRow {
  const inScope = vendorScope(ctx);
  const a = table('appointments').find((x) => x.reservationNo === text(reservationNo) && inScope(x));
  if (!a || !holdsPlace(a)) throw apiError(BOOKING_ERR.notFound);
  return a;
}

export function getAppointment(ctx: Ctx, reservationNo: unknown): Appointment {
  const inScope = vendorScope(ctx);
  const a = table('appointments').find((x) => x.reservationNo === text(reservationNo) && inScope(x));
  if (!a) throw apiError(BOOKING_ERR.notFound);
  return answerer()(a);
}

export function appointmentItems(ctx: Ctx, reservationNo: unknown): AppointmentItem[] {
  const inScope = vendorScope(ctx);
  const a = table('appointments').find((x) => x.reservationNo === text(reservationNo) && inScope(x));
  if (!a) throw apiError(BOOKING_ERR.notFound);
  return a.items.length ? a.items : orderItems(a.orderSheetIds);
}

/** SPEC §5: nothing changes once the appointment time has come. */
function checkNotStarted(a: AppointmentRow) {
  if (slotStart(a.deliveryDate, a.timeSlot) <= nowStamp()) throw apiError(BOOKING_ERR.timeLimit);
}

/**
 * Moves an appointment to another day, slot or carton count (SPEC §5): refused once received, at or
 * after the appointment time, later than the DC's modification days before delivery, or to another
 * DC or other orders (those are a new appointment: cancel and book again).
 */
export function modify(ctx: Ctx, body: Record<string, unknown>): Appointment {
  requireUser(ctx);
  const a = findOwn(ctx, body.reservationNo);
  if (a.status !== APPOINTMENT_STATUS.booked) throw apiError(BOOKING_ERR.cannotEdit);
  checkNotStarted(a);
  const params = getParams(ctx, a.dcId);
  const clock = { today: mockToday(), now: nowStamp() };
  if (!appointmentMoves(a, clock, params.modifyDays).canModify) throw apiError(BOOKING_ERR.cannotEdit);
  const ids = body.orderSheetIds === undefined ? a.orderSheetIds : list(body.orderSheetIds);
  if (
    (text(body.dcId) && text(body.dcId) !== a.dcId) ||
    ids.length !== a.orderSheetIds.length ||
    ids.some((id) => !a.orderSheetIds.includes(id))
  )
    throw apiError(BOOKING_ERR.cannotEdit);
  const cartons = body.requestedCartons === undefined ? a.requestedCartons : wholeNumber(body.requestedCartons);
  if (!(cartons > 0)) throw apiError(BOOKING_ERR.cartons);
  const date = text(body.deliveryDate) || a.deliveryDate;
  const timeSlot = text(body.timeSlot) || a.timeSlot;
  checkSlot(ctx, params, demandOf(a, a.dcId, a.orderSheetIds, cartons, a.reservationNo), date, timeSlot);
  updateRows('appointments', (x) => x.reservationNo === a.reservationNo, {
    deliveryDate: date,
    timeSlot,
    requestedCartons: cartons,
    expectedReceiptTime: slotStart(date, timeSlot),
    updateDate: nowStamp(),
  });
  return getAppointment(ctx, a.reservationNo);
}

/** SPEC §5: a cancel must happen before the day prior to delivery, and never after the appointment time. */
export function cancel(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireUser(ctx);
  const nos = list(body.reservationNos);
  if (nos.length === 0) throw apiError(ERR.selectFirst);
  const rows = nos.map((no) => findOwn(ctx, no));
  for (const a of rows) {
    if (a.status !== APPOINTMENT_STATUS.booked) throw apiError(ERR.statusNotAllowed);
    checkNotStarted(a);
    if (!appointmentMoves(a, { today: mockToday(), now: nowStamp() }, 0).canCancel)
      throw apiError(BOOKING_ERR.timeLimit);
  }
  for (const a of rows) {
    updateRows('appointments', (x) => x.reservationNo === a.reservationNo, {
      status: APPOINTMENT_STATUS.cancelled,
      updateDate: nowStamp(),
    });
    updateRows('orderNotices', (o) => o.reservationNo === a.reservationNo, { reservationNo: null });
  }
  return { count: rows.length };
}

/** The retailer records what the DC received (SPEC §5 actual cartons and SKUs). */
export function receive(ctx: Ctx, body: Record<string, unknown>): Appointment {
  requireRetailerStaff(ctx);
  const a = findOwn(ctx, body.reservationNo);
  if (!canReceive(a)) throw apiError(ERR.statusNotAllowed);
  // The contract's receipt rule, the acceptance form's: the first broken field's refusal.
  const problems = receiptProblems({ actualCartons: body.actualCartons, actualSkus: body.actualSkus }, a);
  const problem = problems?.actualCartons ?? problems?.actualSkus;
  if (problem) throw apiError(PROBLEM_ERR[problem]);
  const cartons = wholeNumber(body.actualCartons);
  const skus = wholeNumber(body.actualSkus);
  updateRows('appointments', (x) => x.reservationNo === a.reservationNo, {
    status: APPOINTMENT_STATUS.received,
    actualCartons: cartons,
    actualSkus: skus,
    receiver: requireUser(ctx).emplName,
    receiptTime: nowStamp(),
  });
  return getAppointment(ctx, a.reservationNo);
}

// ---------------------------------------------------------------- queries

/**
 * Params: reservationNo, status, dcId, venderId (retailer only), orderSheetId (a booked order),
 * deliveryDateStart / deliveryDateEnd.
 */
export function queryAppointments(ctx: Ctx, query: PageQuery): Page<Appointment> {
  const inScope = vendorScope(ctx);
  const { orderSheetId, ...params } = paramsOf(query);
  const { rest, inRanges } = splitDateRanges(params);
  if (!isRetailer(ctx)) delete rest.venderId;
  const answer = answerer();
  const rows = table('appointments')
    .filter((a) => inScope(a) && matchesParams(a, rest) && inRanges(a))
    .filter((a) => isBlank(orderSheetId) || a.orderSheetIds.some((id) => id.includes(text(orderSheetId))))
    .map(answer);
  return pageInOrder(rows, query, 'deliveryDate desc,reservationNo desc');
}

/** Booked against capacity per DC, day and slot (retailer). Params: dcId, dateStart / dateEnd, full ('1'). */
export function aggregate(ctx: Ctx, query: PageQuery): Page<SlotAggregate> {
  requireRetailerStaff(ctx);
  const { dcId, dateStart, dateEnd, full } = paramsOf(query);
  const groups = new Map<string, SlotAggregate>();
  for (const a of table('appointments')) {
    if (!holdsPlace(a) || (!isBlank(dcId) && a.dcId !== text(dcId))) continue;
    if (!inDayRange(a.deliveryDate, dateStart, dateEnd)) continue;
    const key = `${a.dcId}/${a.deliveryDate}/${a.timeSlot}`;
    const p = paramsOfDc(a.dcId);
    const g = groups.get(key) ?? {
      key,
      dcId: a.dcId,
      dcName: a.dcName,
      date: a.deliveryDate,
      timeSlot: a.timeSlot,
      appointments: 0,
      supplierLimit: p?.supplierLimit ?? 0,
      cartons: 0,
      boxLimit: p?.boxLimit ?? 0,
      skus: 0,
      skuLimit: p?.skuLimit ?? 0,
      full: false,
    };
    g.appointments += 1;
    g.cartons += a.requestedCartons;
    g.skus += a.requestedSkus;
    g.full = g.appointments >= g.supplierLimit || g.cartons >= g.boxLimit || g.skus >= g.skuLimit;
    groups.set(key, g);
  }
  const rows = [...groups.values()].filter((g) => text(full) !== '1' || g.full);
  return pageInOrder(rows, query, 'date desc,dcId asc,timeSlot asc');
}
