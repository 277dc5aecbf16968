import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type {
  Appointment,
  AppointmentItem,
  BookingInput,
  BookingParams,
  OpenOrder,
  SlotAggregate,
  SlotGrid,
  SpecialDay,
  UnbookableOrders,
} from './types';
import { bookingUrl } from './contract';

/** Online booking calls (docs/API.md "Booking"; mock: mocks/domains/booking): the contract's paths. */

export const queryAppointments = pageQueryCall<Appointment>(bookingUrl('query'));

export const getAppointment = (reservationNo: string, opts?: RequestOptions) =>
  http.post<Appointment>(bookingUrl('get'), { reservationNo }, opts);

export const appointmentItems = (reservationNo: string, opts?: RequestOptions) =>
  http.post<AppointmentItem[]>(bookingUrl('items'), { reservationNo }, opts);

/** Supplier: its open order notices (of one DC when given). */
export const openOrders = (dcId: string, opts?: RequestOptions) =>
  http.post<OpenOrder[]>(bookingUrl('openOrders'), { dcId }, opts);

/** Supplier: why its order notices of a DC cannot be booked, counted by reason (a DC with none open says why). */
export const unbookableOrders = (dcId: string, opts?: RequestOptions) =>
  http.post<UnbookableOrders>(bookingUrl('unbookable'), { dcId }, opts);

/** Supplier: the goods lines of chosen orders (SPEC §2 order goods info). */
export const orderGoods = (orderSheetIds: string[], opts?: RequestOptions) =>
  http.post<AppointmentItem[]>(bookingUrl('orderGoods'), { orderSheetIds }, opts);

/** The day × slot grid of a DC for chosen orders (an appointment being modified leaves its own place out). */
export const slotGrid = (
  body: { dcId: string; orderSheetIds: string[]; requestedCartons?: number; reservationNo?: string },
  opts?: RequestOptions,
) => http.post<SlotGrid>(bookingUrl('slots'), body, opts);

export const bookAppointment = (input: BookingInput, opts?: RequestOptions) =>
  http.post<Appointment>(bookingUrl('book'), input, opts);

export const modifyAppointment = (
  input: { reservationNo: string; deliveryDate: string; timeSlot: string; requestedCartons: number },
  opts?: RequestOptions,
) => http.post<Appointment>(bookingUrl('modify'), input, opts);

export const cancelAppointments = (reservationNos: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(bookingUrl('cancel'), { reservationNos }, opts);

/** Retailer: what the DC received (acceptance maintenance). */
export const receiveAppointment = (
  input: { reservationNo: string; actualCartons: number; actualSkus: number },
  opts?: RequestOptions,
) => http.post<Appointment>(bookingUrl('receive'), input, opts);

export const aggregateSlots = pageQueryCall<SlotAggregate>(bookingUrl('aggregate'));

export const getBookingParams = (dcId: string, opts?: RequestOptions) =>
  http.post<BookingParams>(bookingUrl('params'), { dcId }, opts);
export const queryBookingParams = pageQueryCall<BookingParams>(bookingUrl('paramsQuery'));
export const saveBookingParams = (input: Partial<BookingParams> & { dcId: string }, opts?: RequestOptions) =>
  http.post<BookingParams>(bookingUrl('paramsSave'), input, opts);

export const querySpecialDays = pageQueryCall<SpecialDay>(bookingUrl('specialQuery'));
export const addSpecialDay = (
  input: { dcId: string; venderId: string; kind: string; date: string; remark?: string },
  opts?: RequestOptions,
) => http.post<SpecialDay>(bookingUrl('specialAdd'), input, opts);
export const removeSpecialDays = (ids: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(bookingUrl('specialRemove'), { ids }, opts);

/** Retailer: designated days from Excel (SPEC §2 import of designated days): all rows or none. */
export const importSpecialDays = (
  rows: Array<{ dcId: string; venderId: string; kind: string; date: string; remark?: string }>,
  opts?: RequestOptions,
) => http.post<{ count: number }>(bookingUrl('specialImport'), { rows }, opts);
