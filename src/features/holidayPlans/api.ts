import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type {
  ClosedDays,
  ClosedDaysQuery,
  HolidayInput,
  HolidayRow,
  PlanInput,
  PlanRow,
  SupplierHolidayRow,
} from './types';
import { plansUrl } from './contract';

/** Holiday-plan calls (docs/API.md "Holiday plans"; mock: mocks/domains/holidayPlans): the contract's paths. */

/** The retailer's holidays (a supplier: its BU's). */
export const queryHolidays = pageQueryCall<HolidayRow>(plansUrl('holidays'));

/** Retailer: adds a holiday, or edits one (holidayId). */
export const saveHoliday = (holiday: HolidayInput, opts?: RequestOptions) =>
  http.post<HolidayRow>(plansUrl('saveHoliday'), holiday, opts);

/** Retailer: deletes a holiday no supplier has planned for. */
export const deleteHoliday = (holidayId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(plansUrl('deleteHoliday'), { holidayId }, opts);

/** Plans: a supplier its own, the retailer every supplier's. */
export const queryPlans = pageQueryCall<PlanRow>(plansUrl('plans'));

/** Supplier: its BU's holidays with its own plan for each. */
export const supplierHolidays = pageQueryCall<SupplierHolidayRow>(plansUrl('supplierHolidays'));

/** Supplier: enters its plan for a holiday, or edits it (planId), at least 21 days ahead (SPEC §5, §9). */
export const savePlan = (plan: PlanInput, opts?: RequestOptions) =>
  http.post<PlanRow>(plansUrl('savePlan'), plan, opts);

/** For booking: a DC's (or BU's) closed days and the suppliers' delivery and receipt stop ranges between two dates. */
export const closedDays = (query: ClosedDaysQuery, opts?: RequestOptions) =>
  http.post<ClosedDays>(plansUrl('closedDays'), query, opts);
