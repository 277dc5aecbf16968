import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import { netInCarUrl } from './contract';
import type { LoadingDetailLine, LoadingInput, LoadingList, LoadingListSummary, Reservation } from './types';

/** Loading-list (net-in-car) calls of SPEC §7 on the contract's paths (mock: mocks/domains/netInCar). */

/** A booked reservation by serial number (SPEC §8 'cancelled or not found' otherwise). */
export const getReservation = (reservationNo: string, opts?: RequestOptions) =>
  http.post<Reservation>(netInCarUrl('reservation'), { reservationNo }, opts);

/** The supplier's booked reservations (its delivery appointments first), to pick one from. */
export const queryReservations = pageQueryCall<Reservation>(netInCarUrl('reservations'));

export const queryLoadingLists = pageQueryCall<LoadingListSummary>(netInCarUrl('query'));

export const getLoadingList = (sheetId: string, opts?: RequestOptions) =>
  http.post<LoadingList>(netInCarUrl('get'), { sheetId }, opts);

export const loadingListLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<LoadingDetailLine[]>(netInCarUrl('lines'), { sheetId }, opts);

/** Saves a new or saved list (editable until submitted); answers its sheetId. */
export const saveLoadingList = (input: LoadingInput, opts?: RequestOptions) =>
  http.post<{ sheetId: string }>(netInCarUrl('save'), input, opts);

/** Saves and submits (full input), or submits a saved list ({ sheetId }); then it is read-only. */
export const submitLoadingList = (input: LoadingInput | { sheetId: string }, opts?: RequestOptions) =>
  http.post<{ sheetId: string }>(netInCarUrl('submit'), input, opts);
