import { fieldsOf } from '../db/tables';
import { table } from '../db';
import { addDays } from '../db/clock';
import { apiError } from '../errors';
import { tr } from '../glossary';
import { isRetailer, requireVendor, type Ctx } from '../services/context';
import { periodOverlap } from '../services/dateRange';
import type { ClosedDay, ClosedDays, HolidayPlan, StopRange } from '@/features/holidayPlans/types';
import { isValidDate } from '@/lib/validators';

export const CLOSED_DAYS_ERR = {
  range: { code: 'A0448', message: tr('查询日期范围不正确', 'The date range is not valid') },
} as const;

const MAX_RANGE_DAYS = 366;

/** Refuses a range of days that is not one (two dates, `from` first) of at most a year. */
export function requireClosedDaysRange(from: string, to: string): void {
  if (!isValidDate(from) || !isValidDate(to) || to < from || addDays(from, MAX_RANGE_DAYS) < to)
    throw apiError(CLOSED_DAYS_ERR.range);
}

/** Where the closed days are asked for: a DC (through its BUs) or a BU, a supplier code, and the days. */
export type ClosedDaysQuery = { dcId: string; buId: string; venderId: string; from: string; to: string };

/**
 * What booking must not offer between `from` and `to` (at most a year): the days the holidays close the DCs of a BU
 * (by buId, or by dcId through the DC's BUs; a supplier: its own BU by default), and the suppliers'
 * stop ranges, each the stop date to the day before the resume date. A supplier sees its own
 * combination only; the retailer one venderId or all. Holiday plans publish it (checking the query
 * first) and booking's slots read it.
 */
export function closedDaysFor(ctx: Ctx, query: ClosedDaysQuery): ClosedDays {
  const vendor = isRetailer(ctx) ? null : requireVendor(ctx);
  const { dcId, buId, from, to } = query;
  requireClosedDaysRange(from, to);
  let bus: string[];
  if (dcId) bus = table('orgs').find((o) => o.orgId === dcId && o.type === 'DC')?.buIds ?? [];
  else if (buId) bus = [buId];
  else bus = vendor ? [vendor.bu] : table('bus').map((b) => b.buId);
  if (vendor) bus = bus.filter((b) => b === vendor.bu);

  const holidays = table('holidays').filter((h) => bus.includes(h.buId));
  const days: ClosedDay[] = [];
  for (const h of holidays) {
    const span = periodOverlap(h.startDate, h.endDate, from, to);
    for (let d = span?.[0]; span && d && d <= span[1]; d = addDays(d, 1))
      days.push({ date: d, buId: h.buId, holidayId: h.holidayId, holidayName: h.holidayName });
  }
  const venderId = vendor ? vendor.venderId : query.venderId;
  const byId = new Map(holidays.map((h) => [h.holidayId, h]));
  const plans = table('holidayPlans').filter((p) => byId.has(p.holidayId) && (!venderId || p.venderId === venderId));
  const ranges = (stop: keyof HolidayPlan, resume: keyof HolidayPlan): StopRange[] =>
    plans.flatMap((p) => {
      const span = periodOverlap(String(p[stop]), addDays(String(p[resume]), -1), from, to);
      return span
        ? [
            {
              ...fieldsOf(p, ['venderId', 'bu', 'holidayId']),
              holidayName: byId.get(p.holidayId)!.holidayName,
              from: span[0],
              to: span[1],
            },
          ]
        : [];
    });
  const byDate = <T extends { date?: string; from?: string; venderId?: string }>(a: T, b: T) =>
    String(a.date ?? a.from).localeCompare(String(b.date ?? b.from)) ||
    String(a.venderId ?? '').localeCompare(String(b.venderId ?? ''));
  return {
    closedDays: days.sort(byDate),
    deliveryStops: ranges('deliveryStop', 'deliveryResume').sort(byDate),
    receiptStops: ranges('receiptStop', 'receiptResume').sort(byDate),
  };
}
