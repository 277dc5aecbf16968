import { normalizeDate } from '@/lib/dates';
import { DECIMALS } from '@/lib/formats';

/**
 * Promotions' contract (issue 37): what the screens and the mock backend (mocks/domains/promotions)
 * both hold to, written once — the calls, the document states with their labels' keys and tones, the
 * action predicates, the SPEC §5 and §9 validations of an application and a price readjustment, and the
 * error codes with the client's message keys. Pure TypeScript: no React, no antd, no i18next. What only
 * a server knows (the goods' price, a joint-venture cost, other requests waiting, the seal) stays in
 * the mock, which calls these rules with it.
 */

import { codedValues, type CodedValue, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Promotions")

export const PROMOTION_BASE = '/api/fea-vsm/promotion';

/** The lists the supplier confirms or declines, by their path under PROMOTION_BASE. */
export const CONFIRM_LISTS = ['grossprofit', 'tiein', 'vip', 'salegrossprofit', 'payreadjust'] as const;
export type ConfirmList = (typeof CONFIRM_LISTS)[number];

/** Each call's path under PROMOTION_BASE. */
export const PROMOTION_PATHS = {
  readjustQuery: 'readjust/query',
  readjustSave: 'readjust/save',
  applyQuery: 'apply/query',
  applySave: 'apply/save',
  applyReview: 'apply/review',
  onlineQuery: 'online/query',
  onlineSign: 'online/sign',
  onlineAgreement: 'online/agreement',
} as const;
type PromotionPath = (typeof PROMOTION_PATHS)[keyof typeof PROMOTION_PATHS];

/** A confirm list's three calls: its query, the confirmation and the decline (with a reason). */
export const confirmPaths = (list: ConfirmList) =>
  ({ query: `${list}/query`, confirm: `${list}/confirm`, decline: `${list}/decline` }) as const;

export const promotionUrl = (path: PromotionPath | `${ConfirmList}/${'query' | 'confirm' | 'decline'}`) =>
  `${PROMOTION_BASE}/${path}`;

// ------------------------------------------------------------------ states and coded values

/** A document the supplier confirms or declines (gross profit, tie-in, VIP, sales gross profit, compensation). */
export const CONFIRM_STATUS = { waiting: '0', confirmed: '1', declined: '2' } as const;
/** A promotion application or a price readjustment the retailer reviews. */
export const REVIEW_STATUS = { waiting: '0', approved: '1', rejected: '2' } as const;
/** An online promotion's sign flag (SPEC §4 sign status). */
export const SIGN_FLAG = { unsigned: '0', signed: '1' } as const;
/** The status search's value for what waits (the workbench to-do's link, SPEC §2). */
export const PENDING = 'pending';

export type ConfirmStatus = ValueOf<typeof CONFIRM_STATUS>;
export type ReviewStatus = ValueOf<typeof REVIEW_STATUS>;
export type SignFlag = ValueOf<typeof SIGN_FLAG>;

// Coded values, each labelled `promotions:<group>.<value>`.
export const CONFIRM_STATUSES = codedValues('promotions:confirmStatus', Object.values(CONFIRM_STATUS));
export const REVIEW_STATUSES = codedValues('promotions:applyStatus', Object.values(REVIEW_STATUS));
export const SIGN_FLAGS = codedValues('promotions:signFlag', Object.values(SIGN_FLAG));
/** 1 special price, 2 buy-and-get, 3 discount on a spend. */
export const PROMO_TYPES = codedValues('promotions:promoType', ['1', '2', '3']);
/** 1 all stores, 2 hypermarkets, 3 supermarkets, 4 convenience stores. */
export const SHOP_SCOPES = codedValues('promotions:shopScope', ['1', '2', '3', '4']);
/** 1 app, 2 mini program, 3 delivery platforms. */
export const CHANNELS = codedValues('promotions:channel', ['1', '2', '3']);

/** Every state the same way: waiting, done (confirmed, approved, signed), declined or rejected. */
export const PROMOTION_TONES: Record<ConfirmStatus | ReviewStatus | SignFlag, Tone> = {
  '0': 'warning',
  '1': 'success',
  '2': 'error',
};

/** SPEC §6 function permission: the electronic signature on promotion signature. */
export const SIGN_RIGHT = 'promotion:esign';
/** SPEC §9: online promotions sort by the sign flag (unsigned first), then id descending. */
export const ONLINE_DEFAULT_ORDER = 'signFlag asc,id desc';

// ------------------------------------------------------------------ action predicates

/** The supplier confirms or declines a document while it waits for it. */
export const canConfirmDoc = (d: { status: string }) => d.status === CONFIRM_STATUS.waiting;
/** The retailer approves or rejects an application waiting for review. */
export const canReviewApplication = (a: { status: string }) => a.status === REVIEW_STATUS.waiting;
/** The supplier corrects and resubmits a rejected application only. */
export const canCorrectApplication = (a: { status: string }) => a.status === REVIEW_STATUS.rejected;
/** A goods has one price readjustment waiting for review at a time. */
export const isReadjustWaiting = (r: { status: string }) => r.status === REVIEW_STATUS.waiting;
/** An online promotion is signed once. */
export const canSignOnline = (o: { signFlag: string }) => o.signFlag === SIGN_FLAG.unsigned;
/** A signed online promotion has its agreement to open. */
export const hasAgreement = (o: { signFlag: string }) => o.signFlag === SIGN_FLAG.signed;

// ------------------------------------------------------------------ validations (SPEC §5, §9)

/** The longest application note and readjustment reason the server keeps. */
export const REASON_MAX = 200;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** A number above 0 with at most the decimals of its SPEC §9 format, as typed or sent. */
export function positiveWithDecimals(v: unknown, format: keyof typeof DECIMALS): boolean {
  const s = text(v);
  return new RegExp(`^\\d+(\\.\\d{1,${DECIMALS[format]}})?$`).test(s) && Number(s) > 0;
}

export type PeriodProblem = 'periodRequired' | 'periodOrder' | 'periodPast';

/** SPEC §5: a promotion date range must be selected, its end not before its start; it starts today at the earliest. */
export function periodProblem(startDate: unknown, endDate: unknown, today: string): PeriodProblem | null {
  const start = normalizeDate(text(startDate));
  const end = normalizeDate(text(endDate));
  if (!start || !end) return 'periodRequired';
  if (end < start) return 'periodOrder';
  return start < today ? 'periodPast' : null;
}

/** What a promotion application carries (the goods is the server's to find). */
export type ApplicationValues = {
  startDate?: unknown;
  endDate?: unknown;
  promoType?: unknown;
  shopScope?: unknown;
  promoPrice?: unknown;
  promoCost?: unknown;
  expectedQty?: unknown;
  reason?: unknown;
};
export type ApplicationProblem =
  PeriodProblem | 'choiceInvalid' | 'priceInvalid' | 'priceNotBelow' | 'costInvalid' | 'qtyInvalid' | 'reasonTooLong';
export type ApplicationProblems = Partial<
  Record<
    'period' | 'promoType' | 'shopScope' | 'promoPrice' | 'promoCost' | 'expectedQty' | 'reason',
    ApplicationProblem
  >
>;

const isChoice = (options: CodedValue[], v: unknown) => options.some((o) => o.value === text(v));

/**
 * A promotion application (SPEC §5 the date range; §9 decimals): the period, a promotion type and shop
 * scope of the lists, the promotional price above 0 with 2 decimals and below the goods' normal price
 * (`salePrice`, when known), the cost with 4 and the expected quantity with 3 decimals above 0, the note
 * within REASON_MAX. Problems by field, in the order the server answers them.
 */
export function applicationProblems(
  v: ApplicationValues,
  known: { today: string; salePrice?: number | null },
): ApplicationProblems | null {
  const problems: ApplicationProblems = {};
  const period = periodProblem(v.startDate, v.endDate, known.today);
  if (period) problems.period = period;
  if (!isChoice(PROMO_TYPES, v.promoType)) problems.promoType = 'choiceInvalid';
  if (!isChoice(SHOP_SCOPES, v.shopScope)) problems.shopScope = 'choiceInvalid';
  if (!positiveWithDecimals(v.promoPrice, 'price')) problems.promoPrice = 'priceInvalid';
  else if (known.salePrice != null && Number(text(v.promoPrice)) >= known.salePrice)
    problems.promoPrice = 'priceNotBelow';
  if (!positiveWithDecimals(v.promoCost, 'cost')) problems.promoCost = 'costInvalid';
  if (!positiveWithDecimals(v.expectedQty, 'quantity')) problems.expectedQty = 'qtyInvalid';
  if (text(v.reason).length > REASON_MAX) problems.reason = 'reasonTooLong';
  return Object.keys(problems).length ? problems : null;
}

export type ReadjustProblem =
  'newCostInvalid' | 'costUnchanged' | 'effectiveDateRequired' | 'effectiveDatePast' | 'readjustReason';
export type ReadjustProblems = Partial<Record<'newCost' | 'effectiveDate' | 'reason', ReadjustProblem>>;

/**
 * A price readjustment: a new cost above 0 with 4 decimals (SPEC §9) that differs from the current
 * one (`oldCost`, when known: the server's is the joint-venture cost where there is one), from a day
 * after today, with a reason within REASON_MAX. Problems by field, in the order the server answers them.
 */
export function readjustProblems(
  v: { newCost?: unknown; effectiveDate?: unknown; reason?: unknown },
  known: { today: string; oldCost?: number | null },
): ReadjustProblems | null {
  const problems: ReadjustProblems = {};
  if (!positiveWithDecimals(v.newCost, 'cost')) problems.newCost = 'newCostInvalid';
  else if (known.oldCost != null && Number(text(v.newCost)) === Number(known.oldCost))
    problems.newCost = 'costUnchanged';
  const effectiveDate = normalizeDate(text(v.effectiveDate));
  if (!effectiveDate) problems.effectiveDate = 'effectiveDateRequired';
  else if (effectiveDate <= known.today) problems.effectiveDate = 'effectiveDatePast';
  const reason = text(v.reason);
  if (!reason || reason.length > REASON_MAX) problems.reason = 'readjustReason';
  return Object.keys(problems).length ? problems : null;
}

/** The first problem of a rule's answer (the one the server refuses with). */
export const firstProblem = <P extends string>(problems: Partial<Record<string, P>> | null): P | null =>
  problems ? (Object.values(problems)[0] ?? null) : null;

// ------------------------------------------------------------------ errors (SPEC §8)

/**
 * The promotion error codes the mock answers, with the key of the client's own text where the screen
 * refuses the same case before the call (the mock words them in its catalogue, `tr(zh, en)`).
 */
export const PROMOTION_ERRORS = {
  refused: { code: 'B0400', messageKey: 'errors:selectionNotEligible' },
  declineReason: { code: 'A0431', messageKey: 'promotions:rule.declineReason' },
  periodRequired: { code: 'A0434', messageKey: 'promotions:periodRequired' },
  periodOrder: { code: 'A0435', messageKey: 'promotions:periodOrder' },
  periodPast: { code: 'A0447', messageKey: 'promotions:periodPast' },
  goodsMissing: { code: 'A0436' },
  priceInvalid: { code: 'A0437', messageKey: 'promotions:priceInvalid' },
  priceNotBelow: { code: 'A0437', messageKey: 'promotions:priceNotBelow' },
  costInvalid: { code: 'A0438', messageKey: 'promotions:costInvalid' },
  qtyInvalid: { code: 'A0439', messageKey: 'promotions:qtyInvalid' },
  choiceInvalid: { code: 'A0440', messageKey: 'errors:selectionNotEligible' },
  reasonTooLong: { code: 'A0470', messageKey: 'promotions:reasonTooLong' },
  newCostInvalid: { code: 'A0441', messageKey: 'promotions:newCostInvalid' },
  costUnchanged: { code: 'A0442', messageKey: 'promotions:costUnchanged' },
  effectiveDateRequired: { code: 'A0443', messageKey: 'promotions:effectiveDateRequired' },
  effectiveDatePast: { code: 'A0444', messageKey: 'promotions:effectiveDateFuture' },
  readjustReason: { code: 'A0445', messageKey: 'promotions:readjustReason' },
  readjustPending: { code: 'A0446', messageKey: 'promotions:rule.readjustPending' },
  noSignRight: { code: 'A0303', messageKey: 'promotions:rule.noSignRight' },
  noCompanySeal: { code: 'C0501', messageKey: 'contracts:refused.noEsign' },
} as const;

/** The screen's form errors of field problems: each field's message key. */
export const messageKeysOf = (problems: Partial<Record<string, ApplicationProblem | ReadjustProblem>> | null) =>
  problems
    ? (Object.fromEntries(
        Object.entries(problems).map(([field, p]) => [field, PROMOTION_ERRORS[p!].messageKey]),
      ) as Record<string, string>)
    : null;
