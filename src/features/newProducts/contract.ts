import { toNumber } from '@/lib/formats';
import { GOODS_BARCODE_MAX } from '@/lib/validators';

/**
 * New products' contract (issue 37): what the screens and the mock backend (mocks/domains/newProducts)
 * both hold to, written once — the calls of new-goods sheets and joint-venture pricing, their states
 * with their labels' keys and tones, the action predicates, the proposal's SPEC §9 rule and the error
 * codes with the client's message keys. Pure TypeScript: no React, no antd, no i18next. What only a
 * server knows (barcodes of the retailer's goods, categories, the company's signature) stays in the mock.
 */

import { codedValues, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "New products")

export const NEW_GOODS_BASE = '/api/fea-vsm/newgoods';
export const JOINT_COST_BASE = '/api/fea-vsm/goodsadjcost';

/** Each call's path under NEW_GOODS_BASE. */
export const NEW_GOODS_PATHS = {
  query: 'query',
  detail: 'detail',
  open: 'open',
  save: 'save',
  submit: 'submit',
  delete: 'delete',
  review: 'review',
} as const;
/** Each call's path under JOINT_COST_BASE. */
export const JOINT_COST_PATHS = { query: 'query', propose: 'propose', review: 'review' } as const;

export const newGoodsUrl = (path: keyof typeof NEW_GOODS_PATHS) => `${NEW_GOODS_BASE}/${NEW_GOODS_PATHS[path]}`;
export const jointCostUrl = (path: keyof typeof JOINT_COST_PATHS) => `${JOINT_COST_BASE}/${JOINT_COST_PATHS[path]}`;

// ------------------------------------------------------------------ states (SPEC §4 documents)

/** A new-goods sheet: unsubmitted (its supplier's draft), in review, approved, rejected, partly approved. */
export const SHEET_STATUS = {
  unsubmitted: '0',
  inReview: '1',
  approved: '2',
  rejected: '3',
  partlyApproved: '4',
} as const;
/** A goods line's review. */
export const LINE_REVIEW = { pending: '0', approved: '1', rejected: '2' } as const;
/** A joint-venture goods' latest cost proposal: none, in review, approved (applies from its day), rejected. */
export const JOINT_STATUS = { none: '0', inReview: '1', approved: '2', rejected: '3' } as const;

export type NewGoodsSheetStatus = ValueOf<typeof SHEET_STATUS>;
export type NewGoodsReview = ValueOf<typeof LINE_REVIEW>;
export type JointCostStatus = ValueOf<typeof JOINT_STATUS>;

export const SHEET_STATUSES = codedValues('newProducts:status', Object.values(SHEET_STATUS));
export const LINE_REVIEWS = codedValues('newProducts:review', Object.values(LINE_REVIEW));
export const JOINT_STATUSES = codedValues('newProducts:joint.status', Object.values(JOINT_STATUS));

export const SHEET_TONES: Record<NewGoodsSheetStatus, Tone> = {
  '0': 'warning',
  '1': 'processing',
  '2': 'success',
  '3': 'error',
  '4': 'default',
};
export const LINE_REVIEW_TONES: Record<NewGoodsReview, Tone> = { '0': 'processing', '1': 'success', '2': 'error' };
export const JOINT_TONES: Record<JointCostStatus, Tone> = {
  '0': 'default',
  '1': 'processing',
  '2': 'success',
  '3': 'error',
};

// ------------------------------------------------------------------ predicates

/** The supplier edits, submits or deletes its unsubmitted sheet only; the retailer never sees one. */
export const isUnsubmitted = (s: { status: string }) => s.status === SHEET_STATUS.unsubmitted;
/** The retailer decides the goods of a sheet in review. */
export const canReviewSheet = (s: { status: string }) => s.status === SHEET_STATUS.inReview;
/** A goods is decided once. */
export const isLinePending = (l: { reviewStatus: string }) => l.reviewStatus === LINE_REVIEW.pending;

/** The sheet's status follows its lines' decisions. */
export function sheetStatusFromLines(lines: { reviewStatus: string }[]): NewGoodsSheetStatus {
  if (lines.some(isLinePending)) return SHEET_STATUS.inReview;
  if (lines.every((l) => l.reviewStatus === LINE_REVIEW.approved)) return SHEET_STATUS.approved;
  if (lines.every((l) => l.reviewStatus === LINE_REVIEW.rejected)) return SHEET_STATUS.rejected;
  return SHEET_STATUS.partlyApproved;
}

/** The retailer approves or rejects a proposal in review. */
export const canReviewProposal = (r: { status: string }) => r.status === JOINT_STATUS.inReview;
/**
 * Why a joint-venture goods takes no new cost now (`today` the server's day): its proposal is in
 * review, or an approved cost has not come into effect (a new one would replace it before it applied).
 */
export function proposalBlock(
  r: { status: string; effectiveDate: string | null },
  today: string,
): 'inReview' | 'approvedPending' | null {
  if (r.status === JOINT_STATUS.inReview) return 'inReview';
  return r.status === JOINT_STATUS.approved && r.effectiveDate !== null && r.effectiveDate > today
    ? 'approvedPending'
    : null;
}

// ------------------------------------------------------------------ validations (SPEC §9)

/** A goods barcode: digits, at most GOODS_BARCODE_MAX (SPEC §5 'goods barcode length capped'). */
export const isGoodsBarcode = (v: unknown) => new RegExp(`^\\d{1,${GOODS_BARCODE_MAX}}$`).test(String(v ?? '').trim());
/** A unit's dimension in cm: above 0, one decimal at most. */
export const isDimension = (v: unknown) => {
  const n = toNumber(v);
  return n !== null && n > 0 && /^\d+(\.\d)?$/.test(String(n));
};
export const DIMENSIONS = ['length', 'width', 'height'] as const;
const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

export type LineProblem = 'barcode' | 'temperature' | 'dimension';
/**
 * The rules across a goods line's fields (SPEC §5; the required ones are the form's and the server's
 * required-field check): a filled barcode of digits, the storage temperature high not below low, each
 * filled dimension above 0 with one decimal at most. Problems by field, in the order the server answers.
 */
export function lineProblems(v: Record<string, unknown>): Partial<Record<string, LineProblem>> {
  const problems: Partial<Record<string, LineProblem>> = {};
  if (filled(v.barcode) && !isGoodsBarcode(v.barcode)) problems.barcode = 'barcode';
  const [high, low] = [toNumber(v.tempHigh), toNumber(v.tempLow)];
  if (high !== null && low !== null && high < low) problems.tempHigh = 'temperature';
  for (const name of DIMENSIONS) if (filled(v[name]) && !isDimension(v[name])) problems[name] = 'dimension';
  return problems;
}

/** Goods a sheet holds at most, and rows one import takes (SPEC §5 'import counts capped'). */
export const MAX_SHEET_GOODS = 200;

/** The longest rejection reason of a proposal (the portal's other reasons: 200). */
export const REJECT_REASON_MAX = 200;

/** A new cost above 0 with at most 4 decimals (SPEC §9), from a day after today (a real YYYY-MM-DD day). */
export function proposalProblems(
  v: { newCost?: unknown; effectiveDate?: unknown },
  today: string,
): { newCost?: 'cost'; effectiveDate?: 'effectiveDate' } | null {
  const problems: { newCost?: 'cost'; effectiveDate?: 'effectiveDate' } = {};
  const cost = v.newCost === undefined || v.newCost === null ? '' : String(v.newCost).trim();
  if (!/^\d+(\.\d{1,4})?$/.test(cost) || !(Number(cost) > 0)) problems.newCost = 'cost';
  const date = typeof v.effectiveDate === 'string' ? v.effectiveDate : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date <= today) problems.effectiveDate = 'effectiveDate';
  return Object.keys(problems).length ? problems : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/**
 * The error codes the mock answers, with the key of the client's own text where the screen refuses
 * the same case before the call (the mock words them in its catalogue, `tr(zh, en)`).
 */
export const NEW_PRODUCTS_ERRORS = {
  refused: { code: 'B0400', messageKey: 'newProducts:rule.refused' },
  openExists: { code: 'A0460', messageKey: 'newProducts:rule.openExists' },
  noGoods: { code: 'A0461', messageKey: 'newProducts:noGoods' },
  noSignature: { code: 'A0462', messageKey: 'errors:noESignForCompany' },
  barcodeTaken: { code: 'A0463', messageKey: 'newProducts:rule.barcodeTaken' },
  barcodePending: { code: 'A0464', messageKey: 'newProducts:rule.barcodePending' },
  barcodeTwice: { code: 'A0465', messageKey: 'newProducts:check.barcodeTwice' },
  /** The field checks of a goods line and a proposal (SPEC §5 messages). */
  validation: { code: 'A0410' },
  barcode: { code: 'A0410', messageKey: 'newProducts:check.barcode' },
  temperature: { code: 'A0410', messageKey: 'newProducts:check.temperature' },
  dimension: { code: 'A0410', messageKey: 'newProducts:check.dimension' },
  /** The server's refusal of a new cost (one sentence); the form marks the field with `fieldKey`. */
  cost: { code: 'A0410', messageKey: 'newProducts:joint.costInvalid', fieldKey: 'kit:validation.format' },
  effectiveDate: { code: 'A0410', messageKey: 'newProducts:joint.afterToday' },
  inReview: { code: 'B0400', messageKey: 'newProducts:joint.inReview' },
  approvedPending: { code: 'B0400', messageKey: 'newProducts:joint.approvedPending' },
  notJoint: { code: 'B0404' },
  pictures: { code: 'A0410', messageKey: 'newProducts:rule.pictures' },
  pictureType: { code: 'A0410', messageKey: 'newProducts:rule.pictureType' },
  pictureMissing: { code: 'A0410', messageKey: 'newProducts:rule.pictureMissing' },
} as const;

/** The proposal form's errors of proposalProblems: each field's message key (its `fieldKey` where the server's is a sentence). */
export const proposalMessageKeys = (problems: ReturnType<typeof proposalProblems>): Record<string, string> | null =>
  problems
    ? Object.fromEntries(
        Object.entries(problems).map(([field, p]) => {
          const e: { messageKey: string; fieldKey?: string } = NEW_PRODUCTS_ERRORS[p];
          return [field, e.fieldKey ?? e.messageKey];
        }),
      )
    : null;
