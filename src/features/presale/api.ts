import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { AfterSale, PackInfo, PackInput, PresaleOrder, ShipInput, ShipRowError } from './types';
import { presaleUrl } from './contract';

/** Presale and after-sale calls (docs/API.md "Presale and after-sale"; mock: mocks/domains/presale): the contract's paths. */

export const queryPresaleOrders = pageQueryCall<PresaleOrder>(presaleUrl('orders'));

/** Ships one paid order of the delivery period. */
export const shipOrder = (input: ShipInput, opts?: RequestOptions) =>
  http.post<{ count: number }>(presaleUrl('ship'), input, opts);

/** Ships the imported rows that pass; refused rows come back with their sheet row and reason code. */
export const importExpress = (rows: (ShipInput & { row: number })[], opts?: RequestOptions) =>
  http.post<{ count: number; errors: ShipRowError[] }>(presaleUrl('importExpress'), { rows }, opts);

export const queryPacks = pageQueryCall<PackInfo>(presaleUrl('packs'));

export const savePack = (input: PackInput, opts?: RequestOptions) =>
  http.post<PackInfo>(presaleUrl('savePack'), input, opts);

export const queryAfterSales = pageQueryCall<AfterSale>(presaleUrl('afterSales'));

/** Agrees to pending-review applications. */
export const agreeAfterSales = (afterSaleNos: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(presaleUrl('agree'), { afterSaleNos }, opts);

/** Rejects pending-review applications; the reason is required. */
export const rejectAfterSales = (afterSaleNos: string[], reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(presaleUrl('reject'), { afterSaleNos, reason }, opts);

/** Confirms the receipt of returned goods (pending return). */
export const confirmReceipt = (afterSaleNos: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(presaleUrl('confirmReceipt'), { afterSaleNos }, opts);
