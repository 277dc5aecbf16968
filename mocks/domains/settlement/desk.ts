import { table } from '../../db';
import { mockToday } from '../../db/clock';
import type { DeskAnswerMode, DeskDispute } from '@/features/settlement/types';
import { apiError, fromContract, ERR } from '../../errors';
import { type Ctx, requireRetailerStaff, requireUser } from '../../services/context';
import { splitDateRanges } from '../../services/dateRange';
import { matchesParams, numberMatches, type PageQuery, paramsOf, supplierMatches, text } from '../../services/paging';
import { retailerDesk } from './retailerDesk';
import { daysBetween } from '@/lib/dates';
import {
  DESK_MODES,
  DISPUTE_SOURCE,
  SETTLEMENT_ERRORS as CODES,
  canAnswerDispute,
  partAmountProblem,
} from '@/features/settlement/contract';
import { answerDispute } from './service';

/**
 * The retailer's dispute desk (docs/API.md "Settlement", /s/settlement-management/dispute_desk): the
 * disputes of every supplier, answered by retailer staff. An answer goes through the one
 * `answerDispute` of the service, so the case, the expense or settlement documents and the sheets'
 * payment holds move exactly as they always have.
 */

export const DESK_ERR = {
  partReason: fromContract(CODES.partReason),
  partAmount: fromContract(CODES.partAmount),
} as const;

export { DESK_MODES };

/** The settlement sheets a case's culled documents were removed from (their 'culled' timeline steps name them). */
function culledFrom(itemIds: string[]): string[] {
  return table('settleSheets')
    .filter((s) => s.events.some((e) => e.step === 'culled' && itemIds.some((id) => e.note?.includes(id))))
    .map((s) => s.sheetId);
}

function deskRows(): DeskDispute[] {
  const today = mockToday();
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  return table('disputes').map((d) => ({
    ...d,
    venderName: names.get(`${d.bu}/${d.venderId}`) ?? '',
    sheetIds: d.source === DISPUTE_SOURCE.culledDocs ? culledFrom(d.itemIds) : [],
    daysLeft: daysBetween(today, d.deadline),
  }));
}

/**
 * The rows a desk query keeps: `venderId` matches a supplier's code (prefix) or name, `docId` one of the
 * disputed documents or the sheet they were removed from (by any part: `numberMatches`); the rest as the generic match
 * (disputeId, status, source, bu) and the date ranges (createDateStart / createDateEnd, deadlineStart / deadlineEnd).
 */
function deskMatches(query: PageQuery | Record<string, unknown>) {
  const { venderId, docId, ...params } = paramsOf(query);
  const { rest, inRanges } = splitDateRanges(params);
  const doc = text(docId).toLowerCase();
  return (d: DeskDispute) =>
    supplierMatches(d, venderId) &&
    (!doc || [...d.itemIds, ...d.sheetIds].some((id) => numberMatches(id, doc))) &&
    matchesParams(d, rest) &&
    inRanges(d);
}

const desk = retailerDesk<DeskDispute>(deskRows, deskMatches, 'status,deadline,disputeId', (r) => r.amount);
/** The disputes of every supplier, open ones first, then the nearest deadline. */
export const queryDesk = desk.query;
/** SPEC §9 totals of the desk's whole query: the disputed amounts. */
export const deskTotals = desk.totals;

/**
 * The retailer's answer to one open case: 'whole' reverses the amount disputed, 'part' an amount above 0
 * and not above it with a required reason, 'reject' needs a reason (A0432 驳回原因不能为空). Answered by the
 * signed-in clerk; B0404 unknown case, B0400 a case already answered.
 */
export function answerDesk(ctx: Ctx, body: Record<string, unknown>) {
  requireRetailerStaff(ctx);
  const mode = text(body.mode) as DeskAnswerMode;
  if (!DESK_MODES.includes(mode)) throw apiError(ERR.paramMissing);
  const d = table('disputes').find((x) => x.disputeId === text(body.disputeId));
  if (!d) throw apiError(ERR.documentNotFound);
  if (!canAnswerDispute(d)) throw apiError(ERR.statusNotAllowed);
  const answer = text(body.answer);
  let reversedAmount = d.amount;
  if (mode === 'reject' && !answer) throw apiError(ERR.rejectReason);
  if (mode === 'part') {
    if (!answer) throw apiError(DESK_ERR.partReason);
    const amount = Number(text(body.amount));
    if (text(body.amount) === '' || partAmountProblem(amount, d.amount)) throw apiError(DESK_ERR.partAmount);
    reversedAmount = amount;
  }
  return answerDispute({
    disputeId: d.disputeId,
    accept: mode !== 'reject',
    answer,
    reversedAmount: mode === 'reject' ? 0 : reversedAmount,
    answerBy: requireUser(ctx).emplName,
  });
}
