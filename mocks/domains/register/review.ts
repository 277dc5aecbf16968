import { table, updateRows } from '../../db';
import { nowStamp } from '../../db/clock';
import type { RegistrationReviewRow } from '@/features/register/types';
import { apiError, ERR } from '../../errors';
import { type Ctx, requireRetailerStaff, requireUser } from '../../services/context';
import { type Page, type PageQuery, text } from '../../services/paging';
import { reviewPage } from '../../services/retailerReview';
import { requiredRule } from '../../services/validation';
import { requiredMessage, tooLongMessage } from '../../errors';
import {
  REGISTER_ERRORS as CODES,
  REGISTRATION_STATUS,
  REJECT_REASON_MAX,
  canReviewRegistration,
  reviewProblem,
} from '@/features/register/contract';

/**
 * The retailer's review of supplier registrations (/s/basicinfo/registration_review): every
 * registration with its details and licence files; a submitted one is approved or rejected with a
 * reason. Retailer staff only (A0303 for a supplier).
 */

const REASON = requiredRule('驳回原因', 'Rejection reason').label;
const REVIEW_ERR = {
  rejectReason: { code: CODES.rejectReason.code, message: requiredMessage(REASON) },
  reasonTooLong: {
    code: CODES.reasonTooLong.code,
    message: tooLongMessage('register:review.remark', REJECT_REASON_MAX),
  },
};

function reviewRows(): RegistrationReviewRow[] {
  const names = new Map(table('regions').map((r) => [r.id, r.name]));
  return table('registrations').map((r) => ({
    ...r,
    licenseFiles: [...r.licenseFiles],
    provinceName: names.get(r.provinceId) ?? '',
    cityName: names.get(r.cityId) ?? '',
  }));
}

/**
 * Params: `venderName` (in part), `registerNo`, `taxNumber` (prefix), `status`, `provinceId`,
 * `createdAtStart`/`End`; submitted ones first, then the newest.
 */
export function queryRegistrations(ctx: Ctx, query: PageQuery): Page<RegistrationReviewRow> {
  const taxNumber = (r: RegistrationReviewRow, typed: unknown) =>
    r.taxNumber.toUpperCase().startsWith(text(typed).toUpperCase());
  return reviewPage(ctx, query, reviewRows, { param: 'taxNumber', matches: taxNumber }, 'status,createdAt desc');
}

/**
 * Approves a submitted registration (status 1) or rejects it (status 2) with a reason of at most 200
 * characters (A0410 驳回原因不能为空); by the signed-in clerk, now. B0404 unknown, B0400 already decided.
 */
export function reviewRegistration(ctx: Ctx, body: Record<string, unknown>): RegistrationReviewRow {
  requireRetailerStaff(ctx);
  const row = table('registrations').find((r) => r.registerNo === text(body.registerNo));
  if (!row) throw apiError(ERR.documentNotFound);
  if (!canReviewRegistration(row)) throw apiError(ERR.statusNotAllowed);
  const approve = body.approve === true || body.approve === 'true';
  const problem = reviewProblem(approve, body.remark);
  if (problem) throw apiError(REVIEW_ERR[problem]);
  updateRows('registrations', (r) => r.registerNo === row.registerNo, {
    status: approve ? REGISTRATION_STATUS.approved : REGISTRATION_STATUS.rejected,
    remark: approve ? '' : text(body.remark),
    checker: requireUser(ctx).emplName,
    checkDate: nowStamp(),
  });
  return reviewRows().find((r) => r.registerNo === row.registerNo)!;
}
