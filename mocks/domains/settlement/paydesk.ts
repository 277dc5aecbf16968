import { table } from '../../db';
import { nowStamp } from '../../db/clock';
import type { PaydeskSheet, SettleSheetRecord } from '@/features/settlement/types';
import { normalizeDate } from '@/lib/dates';
import {
  PAYDESK_STATUSES,
  PAYDESK_WAITING,
  SETTLEMENT_ERRORS as CODES,
  canPaySheet,
  canReceiveInvoice,
  payAmountMatches,
  payDateProblem,
  waitsOnPaydesk,
} from '@/features/settlement/contract';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { catalogue } from '../../catalogue';
import { type Ctx, requireRetailerStaff, requireUser } from '../../services/context';
import { splitDateRanges } from '../../services/dateRange';
import { matchesParams, numberMatches, type PageQuery, paramsOf, supplierMatches, text } from '../../services/paging';
import { retailerDesk } from './retailerDesk';
import { REFUSED } from './refusals';
import { holdsOf, paySheet, receiveSheetInvoice } from './service';

/**
 * The retailer's payment desk (docs/API.md "Settlement", /s/settlement-management/payment_desk): the
 * settlement sheets every supplier applied for payment, waiting for retailer staff — an invoice to
 * mark received (2 → 3), a payment to record (3 → 4, on a day not after today and not before the
 * invoice was received, the amount payable) — and those already paid. The transitions are the
 * service's, which the mock control route `advanceSheet` calls too.
 */

export const PAYDESK_ERR = {
  payDateRequired: fromContract(CODES.payDateRequired),
  payDateFormat: fromContract(CODES.payDateFormat),
  payDateFuture: {
    code: CODES.payDate.code,
    message: catalogue('settlement:paydesk.payDateFuture'),
  },
  payDateBeforeInvoice: {
    code: CODES.payDate.code,
    message: catalogue('settlement:paydesk.payDateBeforeInvoice'),
  },
  amountMismatch: fromContract(CODES.amountMismatch),
  held: fromContract(CODES.held),
} as const satisfies Record<string, ErrDef>;

/** The `status` param of what waits for staff (the workbench to-do's link): the contract's. */
export const WAITING = PAYDESK_WAITING;

function deskRows(): PaydeskSheet[] {
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  return table('settleSheets')
    .filter((s) => PAYDESK_STATUSES.includes(s.status))
    .map((s) => ({
      ...s,
      venderName: names.get(`${s.bu}/${s.venderId}`) ?? '',
      holds: holdsOf(s),
      invoiceReceivedDate: s.events.findLast((e) => e.step === 'invoiceReceived')?.date ?? null,
    }));
}

/**
 * The rows a desk query keeps: `status` one of 2, 3, 4 or `waiting` (2 and 3); `venderId` a supplier's
 * code (prefix) or name (in part); `sheetId` any part of the number; the rest as the generic match (bu,
 * invoiceStatus) and the date ranges (paymentApplyDateStart / End, expectedPayDateStart / End …).
 */
function deskMatches(query: PageQuery | Record<string, unknown>) {
  const { venderId, sheetId, status, ...params } = paramsOf(query);
  const { rest, inRanges } = splitDateRanges(params);
  const number = text(sheetId).toLowerCase();
  const state = text(status);
  return (s: PaydeskSheet) =>
    (!state || (state === WAITING ? waitsOnPaydesk(s) : s.status === state)) &&
    supplierMatches(s, venderId) &&
    (!number || numberMatches(s.sheetId, number)) &&
    matchesParams(s, rest) &&
    inRanges(s);
}

const desk = retailerDesk<PaydeskSheet>(
  deskRows,
  deskMatches,
  'status,expectedPayDate,sheetId',
  (r) => r.payableAmount,
);
/** The desk's sheets, the longest waiting first (by the expected payment date), then the newest paid. */
export const queryPaydesk = desk.query;
/** SPEC §9 totals of the desk's whole query: the amounts payable. */
export const paydeskTotals = desk.totals;

function sheetOf(body: Record<string, unknown>): SettleSheetRecord {
  const sheet = table('settleSheets').find((s) => s.sheetId === text(body.sheetId));
  if (!sheet) throw apiError(ERR.documentNotFound);
  return sheet;
}

const answer = (sheetId: string) => deskRows().find((s) => s.sheetId === sheetId)!;

/** Marks a sheet's invoice received: only a sheet applied for payment (2), else the desk's refusal (B0400). */
export function receiveInvoice(ctx: Ctx, body: Record<string, unknown>): PaydeskSheet {
  requireRetailerStaff(ctx);
  const sheet = sheetOf(body);
  if (!canReceiveInvoice(sheet)) throw apiError(REFUSED.receiveInvoice);
  receiveSheetInvoice(sheet.sheetId, requireUser(ctx).emplName);
  return answer(sheet.sheetId);
}

/**
 * Records a sheet's payment: only a sheet whose invoice is received (3), else B0400; nothing holding it
 * (B0415); a payment date (A0436) not after today nor before the invoice was received; the amount
 * payable exactly (A0437).
 */
export function paySheetAt(ctx: Ctx, body: Record<string, unknown>): PaydeskSheet {
  requireRetailerStaff(ctx);
  const sheet = sheetOf(body);
  if (!canPaySheet(sheet)) throw apiError(REFUSED.pay);
  if (holdsOf(sheet).length > 0) throw apiError(PAYDESK_ERR.held);
  if (!text(body.payDate)) throw apiError(PAYDESK_ERR.payDateRequired);
  const payDate = normalizeDate(text(body.payDate));
  if (!payDate) throw apiError(PAYDESK_ERR.payDateFormat);
  const received = sheet.events.findLast((e) => e.step === 'invoiceReceived')?.date ?? null;
  // The contract's payment-day rule, the screen's: by the day, a date alone.
  const problem = payDateProblem(payDate, received, nowStamp());
  if (problem)
    throw apiError(
      problem === 'future'
        ? PAYDESK_ERR.payDateFuture
        : problem === 'beforeInvoice'
          ? PAYDESK_ERR.payDateBeforeInvoice
          : PAYDESK_ERR.payDateFormat,
    );
  if (text(body.amount) === '' || !payAmountMatches(text(body.amount), sheet.payableAmount))
    throw apiError(PAYDESK_ERR.amountMismatch);
  paySheet(sheet.sheetId, { by: requireUser(ctx).emplName, paidDate: payDate });
  return answer(sheet.sheetId);
}
