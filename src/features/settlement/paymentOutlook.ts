import dayjs from 'dayjs';
import type { SettleSheet } from './types';
import { today as serverToday } from '@/lib/serverClock';
import { SHEET_STATUS, canApplyForPayment } from './contract';

/** What the payment timeline says under its steps: an i18n key of `settlement:timeline` and its values. */
export type PaymentOutlook = { key: string; params?: Record<string, string | number> };

/**
 * Where a sheet's payment stands (SPEC Beyond "when will I be paid?"): paid on its day; expected on
 * its day, or overdue by the days since (counted from `today`, the server's day);
 * ready to apply for; or not yet, with the steps still missing.
 */
export function paymentOutlook(
  sheet: Pick<SettleSheet, 'status' | 'invoiceConfirmed' | 'letterStatus' | 'expectedPayDate' | 'paidDate'>,
  today: string = serverToday(),
): PaymentOutlook {
  if (sheet.status === SHEET_STATUS.paid) return { key: 'paidOn', params: { date: sheet.paidDate ?? '' } };
  if (sheet.expectedPayDate) {
    const late = dayjs(today)
      .startOf('day')
      .diff(dayjs(sheet.expectedPayDate.slice(0, 10)).startOf('day'), 'day');
    return late > 0
      ? { key: 'overdue', params: { date: sheet.expectedPayDate, count: late } }
      : { key: 'expected', params: { date: sheet.expectedPayDate } };
  }
  return canApplyForPayment(sheet) ? { key: 'canApply' } : { key: 'notApplied' };
}
