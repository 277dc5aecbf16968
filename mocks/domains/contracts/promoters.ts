import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { vendorScope, type Ctx } from '../../services/context';
import { periodOverlap } from '../../services/dateRange';
import { isBlank, matchesParams, paginate, paramsOf, type Page, type PageQuery, text } from '../../services/paging';
import type { PromoterAgreement, PromoterCost } from '@/features/contracts/types';
import {
  canReviewPromoter,
  CONTRACT_ERRORS as E,
  CONTRACT_STATUS,
  daysBetween,
  DISPLAY_MODE_VALUES,
  isReplacement,
  ONBOARD_TYPE,
  PROMOTER_NAME_MAX,
  PROMOTER_REASON_MAX,
  PROMOTER_TYPE_VALUES,
  promoterProblems,
  type PromoterProblem,
} from '@/features/contracts/contract';
import { CONTRACT_ERR, requireRetailer, requireSupplier } from './service';

/**
 * Promoter agreements (SPEC §3): the supplier applies for one at a store of its BU (→ submitted);
 * the retailer approves it (→ approved) or rejects it with a reason (→ purchase cancelled) in the
 * agreement report, and reads their fees in the promoter costs. A
 * replacement promoter starts within 3 days of the replaced one leaving (SPEC §9).
 */

export const PROMOTER_ERR = {
  shop: { code: 'A0410', message: tr('请选择本BU的门店', 'Choose a store of your BU') },
  promoterName: fromContract(E.promoterName),
  choice: fromContract(E.choice),
  fees: fromContract(E.fees),
} as const satisfies Record<string, ErrDef>;

/** The contract's promoterProblems as the mock answers them (the client's text from the catalogue). */
const problemError = (problem: PromoterProblem): ErrDef => fromContract(E[problem]);

const PROMOTER_TYPES: readonly string[] = PROMOTER_TYPE_VALUES;
const ONBOARD_TYPES: readonly string[] = Object.values(ONBOARD_TYPE);
const DISPLAY_MODES: readonly string[] = DISPLAY_MODE_VALUES;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const amount = (v: unknown) => (isBlank(v) ? NaN : Math.round(Number(v) * 100) / 100);

/** The supplier's promoter agreement application (SPEC §3 fields, SPEC §9 replacement within 3 days). */
export function addPromoterAgreement(ctx: Ctx, body: Record<string, unknown>): PromoterAgreement {
  const vendor = requireSupplier(ctx);
  const shop = table('shops').find((s) => s.buId === vendor.bu && s.shopId === text(body.shopId));
  if (!shop) throw apiError(PROMOTER_ERR.shop);
  const promoterName = text(body.promoterName);
  if (!promoterName || promoterName.length > PROMOTER_NAME_MAX) throw apiError(PROMOTER_ERR.promoterName);
  const [promoterType, onboardType, displayMode] = [body.promoterType, body.onboardType, body.displayMode].map(text);
  if (
    !PROMOTER_TYPES.includes(promoterType) ||
    !ONBOARD_TYPES.includes(onboardType) ||
    !DISPLAY_MODES.includes(displayMode)
  )
    throw apiError(PROMOTER_ERR.choice);
  const [promoteFrom, promoteTo] = [text(body.promoteFrom), text(body.promoteTo)];
  if (!DATE.test(promoteFrom) || !DATE.test(promoteTo)) throw apiError(problemError('periodOrder'));
  const [managementFee, trainingFee] = [amount(body.managementFee), amount(body.trainingFee)];
  if (![managementFee, trainingFee].every((n) => Number.isFinite(n) && n >= 0)) throw apiError(PROMOTER_ERR.fees);
  const replacement = isReplacement({ onboardType });
  const replacedName = replacement ? text(body.replacedName).slice(0, PROMOTER_NAME_MAX) : '';
  const leaveDate = replacement ? text(body.leaveDate) : '';
  if (replacement && leaveDate && !DATE.test(leaveDate)) throw apiError(problemError('leaveDateRequired'));
  const problems = promoterProblems({ onboardType, promoteFrom, promoteTo, replacedName, leaveDate });
  if (problems) throw apiError(problemError(Object.values(problems)[0]));
  const v = table('vendors').find((x) => x.venderId === vendor.venderId && x.bu === vendor.bu)!;
  const row: PromoterAgreement = {
    ...vendor,
    agreementId: `CX${mockToday().replace(/-/g, '')}${String(9000 + nextId('promoterAgreement')).padStart(4, '0')}`,
    venderName: v.venderName,
    shopId: shop.shopId,
    shopName: shop.shopName,
    promoterName,
    promoterType,
    onboardType,
    replacedName: replacement ? replacedName : null,
    leaveDate: replacement ? leaveDate : null,
    promoteFrom,
    promoteTo,
    managementFee,
    trainingFee,
    displayMode,
    status: CONTRACT_STATUS.submitted,
    createDate: nowStamp(),
    replacementInTime: replacement ? true : null,
  };
  insertRow('promoterAgreements', row);
  return row;
}

const monthsOf = (from: string, to: string) => Math.max(1, Math.ceil((daysBetween(from, to) + 1) / 30));

/** Params: agreementId, venderId, shopId, promoterType, onboardType, displayMode, status, promoteFrom/promoteTo (overlap). */
function promoterRowsOf(ctx: Ctx, query: PageQuery): PromoterAgreement[] {
  const inScope = vendorScope(ctx);
  const { promoteFrom, promoteTo, ...rest } = paramsOf(query);
  return table('promoterAgreements').filter(
    (p) =>
      inScope(p) &&
      matchesParams(p, rest) &&
      periodOverlap(p.promoteFrom, p.promoteTo, promoteFrom, promoteTo) !== null,
  );
}

/** Both sides: the supplier its own applications, the retailer every supplier's (the agreement report). */
export function queryPromoterAgreements(ctx: Ctx, query: PageQuery): Page<PromoterAgreement> {
  return paginate(promoterRowsOf(ctx, query), { ...query, orderBy: query.orderBy || 'createDate desc' });
}

/** The retailer's promoter costs: each agreement's monthly management fee over its period plus the training fee. */
export function queryPromoterCosts(ctx: Ctx, query: PageQuery): Page<PromoterCost> {
  requireRetailer(ctx);
  const rows = promoterRowsOf(ctx, query).map((p) => {
    const months = monthsOf(p.promoteFrom, p.promoteTo);
    return { ...p, months, totalFee: Math.round((p.managementFee * months + p.trainingFee) * 100) / 100 };
  });
  return paginate(rows, { ...query, orderBy: query.orderBy || 'createDate desc' });
}

export const PROMOTER_REVIEW_ERR = {
  reasonLength: fromContract(E.reasonLength),
} as const satisfies Record<string, ErrDef>;

/** The ticked agreements of a review: every one must exist (B0404). */
function agreementsOf(body: Record<string, unknown>): PromoterAgreement[] {
  const raw = body.agreementIds ?? body.agreementId;
  const ids = (Array.isArray(raw) ? raw : isBlank(raw) ? [] : [raw]).map(text).filter(Boolean);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  return ids.map((id) => {
    const row = table('promoterAgreements').find((p) => p.agreementId === id);
    if (!row) throw apiError(ERR.documentNotFound);
    return row;
  });
}

const decide = (rows: PromoterAgreement[], fields: Partial<PromoterAgreement>) => {
  const ids = new Set(rows.map((r) => r.agreementId));
  updateRows('promoterAgreements', (p) => ids.has(p.agreementId), { ...fields, checkDate: nowStamp() });
  return { count: rows.length };
};

/** The retailer approves submitted agreements (→ approved), all or none (B0432 when one is no longer submitted). */
export function approvePromoterAgreements(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const user = requireRetailer(ctx);
  const rows = agreementsOf(body);
  if (!rows.every(canReviewPromoter)) throw apiError(CONTRACT_ERR.approveFailed);
  return decide(rows, { status: CONTRACT_STATUS.approved, checker: user.emplName, rejectReason: null });
}

/**
 * The retailer rejects submitted agreements (→ purchase cancelled) with a reason of at most 200
 * characters (A0432 驳回原因不能为空), all or none (B0433 when one is no longer submitted).
 */
export function rejectPromoterAgreements(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const user = requireRetailer(ctx);
  const reason = text(body.reason);
  if (!reason) throw apiError(ERR.rejectReason);
  if (reason.length > PROMOTER_REASON_MAX) throw apiError(PROMOTER_REVIEW_ERR.reasonLength);
  const rows = agreementsOf(body);
  if (!rows.every(canReviewPromoter)) throw apiError(CONTRACT_ERR.rejectFailed);
  return decide(rows, { status: CONTRACT_STATUS.purchaseCancelled, checker: user.emplName, rejectReason: reason });
}
