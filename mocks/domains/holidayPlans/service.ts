import { fieldsOf } from '../../db/tables';
import { isValidDate } from '@/lib/validators';
import { deleteRows, insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, requiredMessage, fromContract } from '../../errors';
import { ApiError } from '../../envelope';
import { catalogue } from '../../catalogue';
import {
  type Ctx,
  isRetailer,
  requireRetailerStaff,
  requireUser,
  requireVendor,
  vendorScope,
} from '../../services/context';
import { splitDateRanges } from '../../services/dateRange';
import { isBlank, matchesParams, pageInOrder, paramsOf, type Page, type PageQuery, text } from '../../services/paging';
import { VALIDATION_CODE, lengthRule, validateFields } from '../../services/validation';
import { CLOSED_DAYS_ERR, closedDaysFor, requireClosedDaysRange } from '../../shared/closedDays';
import type {
  ClosedDays,
  Holiday,
  HolidayPlan,
  HolidayRow,
  PlanRow,
  SupplierHolidayRow,
} from '@/features/holidayPlans/types';
import {
  HOLIDAY_NAME_MAX,
  PLANS_ERRORS as CODES,
  REMARK_MAX,
  YEAR_MAX,
  YEAR_MIN,
  canDeleteHoliday,
  canPlan,
  deadlineOf,
  holidayProblems,
  planProblems,
  planStateOf,
} from '@/features/holidayPlans/contract';

/**
 * Holiday plans (SPEC §3, §5, §9): the retailer defines each BU's holidays of a year; a supplier
 * keeps one plan per holiday (receipt and delivery stop/resume dates), entered or edited at least
 * 21 days before the holiday, each resume date after its stop date. closedDays publishes both to
 * the booking screens. The rules are the contract's (src/features/holidayPlans/contract.ts), which
 * the screens call too.
 */
export const PLAN_ERR = {
  lead: fromContract(CODES.lead),
  receiptOrder: fromContract(CODES.receiptOrder),
  deliveryOrder: fromContract(CODES.deliveryOrder),
  planExists: fromContract(CODES.planExists),
  holidayMissing: fromContract(CODES.holidayMissing),
  holidayDates: fromContract(CODES.holidayDates),
  holidayYear: fromContract(CODES.holidayYear),
  holidayDuplicate: fromContract(CODES.holidayDuplicate),
  holidayInUse: fromContract(CODES.holidayInUse),
  range: CLOSED_DAYS_ERR.range,
} as const;

const LABELS = {
  year: { label: catalogue('holidayPlans:field.year'), required: true },
  holidayName: lengthRule('holidayPlans:field.holidayName', HOLIDAY_NAME_MAX, true),
  buId: { label: catalogue('holidayPlans:field.buId'), required: true },
  startDate: { label: catalogue('holidayPlans:field.startDate'), required: true },
  endDate: { label: catalogue('holidayPlans:field.endDate'), required: true },
  remark: lengthRule('booking:field.remark', REMARK_MAX),
};
const PLAN_LABELS = {
  holidayId: { label: catalogue('holidayPlans:field.holiday'), required: true },
  receiptStop: { label: catalogue('holidayPlans:field.receiptStop'), required: true },
  receiptResume: { label: catalogue('holidayPlans:field.receiptResume'), required: true },
  deliveryStop: { label: catalogue('holidayPlans:field.deliveryStop'), required: true },
  deliveryResume: { label: catalogue('holidayPlans:field.deliveryResume'), required: true },
  remark: lengthRule('booking:field.remark', REMARK_MAX),
};
const formatMessage = (label: string) => `${label}格式不正确`;

function checkDates(body: Record<string, unknown>, labels: Record<string, { label: string }>, names: string[]) {
  for (const name of names)
    if (!isValidDate(text(body[name]))) throw new ApiError(VALIDATION_CODE, formatMessage(labels[name].label));
}

const buNames = () => new Map(table('bus').map((b) => [b.buId, b.buName]));

function holidayRow(h: Holiday, names = buNames()): HolidayRow {
  return {
    ...h,
    buName: names.get(h.buId) ?? '',
    deadline: deadlineOf(h.startDate),
    planCount: table('holidayPlans').filter((p) => p.holidayId === h.holidayId).length,
  };
}

// ---------------------------------------------------------------- the retailer's holidays

/** Params: year, buId, holidayName (substring). Everyone may read them; suppliers only their BU's. */
export function queryHolidays(ctx: Ctx, query: PageQuery): Page<HolidayRow> {
  const vendor = requireVendor(ctx);
  const params = { ...paramsOf(query), ...(vendor ? { buId: vendor.bu } : {}) };
  const names = buNames();
  const rows = table('holidays')
    .filter((h) => matchesParams(h, params))
    .map((h) => holidayRow(h, names));
  return pageInOrder(rows, query, 'startDate desc,buId asc');
}

/** Adds (no holidayId) or edits a holiday: dates in order, the first day in the year, one name per BU and year. */
export function saveHoliday(ctx: Ctx, body: Record<string, unknown>): HolidayRow {
  const user = requireUser(ctx);
  requireRetailerStaff(ctx);
  validateFields(body, LABELS);
  checkDates(body, LABELS, ['startDate', 'endDate']);
  const year = Number(text(body.year));
  if (!/^\d{4}$/.test(text(body.year)) || year < YEAR_MIN || year > YEAR_MAX)
    throw new ApiError(VALIDATION_CODE, formatMessage(LABELS.year.label));
  const buId = text(body.buId);
  if (!table('bus').some((b) => b.buId === buId)) throw new ApiError(VALIDATION_CODE, formatMessage(LABELS.buId.label));
  const startDate = text(body.startDate);
  const endDate = text(body.endDate);
  const problems = holidayProblems({ year, startDate, endDate });
  const problem = problems?.endDate ?? problems?.startDate;
  if (problem) throw apiError(PLAN_ERR[problem]);
  const holidayName = text(body.holidayName);
  const holidayId = text(body.holidayId);
  if (
    table('holidays').some(
      (h) => h.holidayId !== holidayId && h.buId === buId && h.year === year && h.holidayName === holidayName,
    )
  )
    throw apiError(PLAN_ERR.holidayDuplicate);
  const fields = {
    year,
    holidayName,
    buId,
    startDate,
    endDate,
    remark: text(body.remark),
    creator: user.emplName,
    updateDate: nowStamp(),
  };
  if (holidayId) {
    if (!table('holidays').some((h) => h.holidayId === holidayId)) throw apiError(PLAN_ERR.holidayMissing);
    updateRows('holidays', (h) => h.holidayId === holidayId, fields);
    return holidayRow(table('holidays').find((h) => h.holidayId === holidayId)!);
  }
  const row: Holiday = { holidayId: `HD${year}${buId}${String(9000 + nextId('holiday')).padStart(4, '0')}`, ...fields };
  insertRow('holidays', row);
  return holidayRow(row);
}

/** Deletes a holiday no supplier has planned for. */
export function deleteHoliday(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireRetailerStaff(ctx);
  const holidayId = text(body.holidayId);
  const holiday = table('holidays').find((h) => h.holidayId === holidayId);
  if (!holiday) throw apiError(PLAN_ERR.holidayMissing);
  if (!canDeleteHoliday(holidayRow(holiday))) throw apiError(PLAN_ERR.holidayInUse);
  deleteRows('holidays', (h) => h.holidayId === holidayId);
  return { count: 1 };
}

// ---------------------------------------------------------------- the suppliers' plans

function planRow(
  p: HolidayPlan,
  holidays: Map<string, Holiday>,
  names: Map<string, string>,
  vendors: Map<string, string>,
): PlanRow {
  const h = holidays.get(p.holidayId)!;
  return {
    ...p,
    venderName: vendors.get(`${p.bu}/${p.venderId}`) ?? '',
    buName: names.get(p.bu) ?? '',
    ...fieldsOf(h, ['year', 'holidayName', 'startDate', 'endDate']),
    deadline: deadlineOf(h.startDate),
  };
}

/** Params: year, holidayName, venderId and bu (retailer), startDate range (startDateStart/End). Suppliers see their own. */
export function queryPlans(ctx: Ctx, query: PageQuery): Page<PlanRow> {
  const inScope = vendorScope(ctx);
  const { rest, inRanges } = splitDateRanges(paramsOf(query));
  if (!isRetailer(ctx)) {
    delete rest.venderId;
    delete rest.bu;
  }
  const holidays = new Map(table('holidays').map((h) => [h.holidayId, h]));
  const names = buNames();
  const vendors = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const rows = table('holidayPlans')
    .filter((p) => inScope(p) && holidays.has(p.holidayId))
    .map((p) => planRow(p, holidays, names, vendors))
    .filter((p) => matchesParams(p, rest) && inRanges(p));
  return pageInOrder(rows, query, 'startDate desc,venderId asc');
}

/** The supplier's maintain screen: its BU's holidays (params year, holidayName, state) with its own plan for each. */
export function supplierHolidays(ctx: Ctx, query: PageQuery): Page<SupplierHolidayRow> {
  requireUser(ctx);
  const vendor = requireVendor(ctx);
  if (!vendor) throw apiError(ERR.supplierOnly);
  const { state, ...params } = paramsOf(query);
  const today = mockToday();
  const names = buNames();
  const rows = table('holidays')
    .filter((h) => h.buId === vendor.bu && matchesParams(h, params))
    .map((h): SupplierHolidayRow => {
      const plan = table('holidayPlans').find(
        (p) => p.holidayId === h.holidayId && p.venderId === vendor.venderId && p.bu === vendor.bu,
      );
      const row = holidayRow(h, names);
      const base = {
        ...row,
        planId: plan?.planId ?? null,
        planRemark: plan?.remark ?? '',
        state: planStateOf(row.deadline, today, !!plan),
      };
      return plan
        ? {
            ...base,
            ...fieldsOf(plan, ['receiptStop', 'receiptResume', 'deliveryStop', 'deliveryResume']),
          }
        : base;
    })
    .filter((r) => isBlank(state) || r.state === String(state));
  return pageInOrder(rows, query, 'startDate asc');
}

/**
 * Enters (no planId) or edits the selected supplier's plan for a holiday of its BU: SPEC §5 at least
 * 21 days ahead (canPlan by the server's today), each resume date after its stop date, one plan per holiday.
 */
export function savePlan(ctx: Ctx, body: Record<string, unknown>): PlanRow {
  const vendor = requireVendor(ctx);
  if (!vendor) throw apiError(ERR.supplierOnly);
  validateFields(body, PLAN_LABELS);
  checkDates(body, PLAN_LABELS, ['receiptStop', 'receiptResume', 'deliveryStop', 'deliveryResume']);
  const holiday = table('holidays').find((h) => h.holidayId === text(body.holidayId) && h.buId === vendor.bu);
  if (!holiday) throw apiError(PLAN_ERR.holidayMissing);
  const mine = (p: HolidayPlan) =>
    p.holidayId === holiday.holidayId && p.venderId === vendor.venderId && p.bu === vendor.bu;
  const existing = table('holidayPlans').find(mine);
  if (!canPlan({ state: planStateOf(deadlineOf(holiday.startDate), mockToday(), !!existing) }))
    throw apiError(PLAN_ERR.lead);
  const dates = {
    receiptStop: text(body.receiptStop),
    receiptResume: text(body.receiptResume),
    deliveryStop: text(body.deliveryStop),
    deliveryResume: text(body.deliveryResume),
  };
  const problems = planProblems(dates);
  const problem = problems?.receiptResume ?? problems?.deliveryResume;
  if (problem) throw apiError(PLAN_ERR[problem]);
  const planId = text(body.planId);
  if (existing && existing.planId !== planId) throw apiError(PLAN_ERR.planExists);
  if (!existing && planId) throw apiError(ERR.documentNotFound);
  const user = requireUser(ctx);
  if (existing)
    updateRows('holidayPlans', (p) => p.planId === existing.planId, {
      ...dates,
      remark: text(body.remark),
      updateDate: nowStamp(),
    });
  else {
    const stamp = nowStamp();
    insertRow('holidayPlans', {
      planId: `VP${String(900000 + nextId('holidayPlan'))}`,
      holidayId: holiday.holidayId,
      ...vendor,
      ...dates,
      remark: text(body.remark),
      creator: user.emplName,
      createDate: stamp,
      updateDate: stamp,
    });
  }
  const saved = table('holidayPlans').find(mine)!;
  const vendors = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  return planRow(saved, new Map([[holiday.holidayId, holiday]]), buNames(), vendors);
}

// ---------------------------------------------------------------- published to booking

/** closedDays for booking (mocks/shared/closedDays): the retailer names a BU or a DC. */
export function closedDays(ctx: Ctx, body: Record<string, unknown>): ClosedDays {
  requireUser(ctx);
  const vendor = isRetailer(ctx) ? null : requireVendor(ctx);
  const from = text(body.from);
  const to = text(body.to);
  requireClosedDaysRange(from, to);
  const dcId = text(body.dcId);
  if (!dcId && !text(body.buId) && !vendor) throw new ApiError(VALIDATION_CODE, requiredMessage(LABELS.buId.label));
  return closedDaysFor(ctx, { dcId, buId: text(body.buId), venderId: text(body.venderId), from, to });
}
