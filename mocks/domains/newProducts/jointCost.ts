import { insertRow, nextId, updateRows, table } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { JointCost, JointCostRecord } from '@/features/newProducts/types';
import { apiError, ERR, fromContract, tooLongMessage } from '../../errors';
import { tr } from '../../glossary';
import { isRetailer, requireUser, vendorScope, type Ctx } from '../../services/context';
import { splitDateRanges } from '../../services/dateRange';
import { isBlank, matchesParams, paginate, paramsOf, type Page, type PageQuery } from '../../services/paging';
import { VALIDATION_CODE } from '../../services/validation';
import { applyDueCosts, checkProposable, proposeByReadjustment } from '../../shared/jointCosts';
import {
  canReviewProposal,
  JOINT_STATUS,
  NEW_PRODUCTS_ERRORS as CODES,
  proposalProblems,
  REJECT_REASON_MAX,
} from '@/features/newProducts/contract';
import { REVIEW_STATUS } from '@/features/promotions/contract';
import { fieldsOf, vendorKeyOf } from '../../db/tables';

/**
 * Joint-venture goods pricing (SPEC §2 /goodsadjcost): the supplier proposes a new cost (4 decimals,
 * SPEC §9) for its joint-venture goods from an effective date after today; a proposal in review
 * cannot be changed. The retailer approves or rejects proposals in review (a rejection with a
 * reason); an approved cost becomes the current cost on its effective date.
 */

/** The reason a joint-venture cost proposal gives its price readjustment. */
const JOINT_COST_REASON = tr('联营商品成本调整', 'Joint-venture goods cost change');

export const JOINT_COST_ERR = {
  cost: fromContract(CODES.cost),
  effectiveDate: fromContract(CODES.effectiveDate),
  notJoint: { code: CODES.notJoint.code, message: tr('该商品不是联营商品', 'This goods is not a joint-venture goods') },
  reasonLength: {
    code: VALIDATION_CODE,
    message: tooLongMessage('newProducts:joint.field.reviewReason', REJECT_REASON_MAX),
  },
} as const;

const vendorNames = () => new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));

/**
 * Params: goodsId, barcode (prefix), goodsName (substring), status, proposalId, venderId (retailer
 * only), proposeDateStart / proposeDateEnd. The retailer's list holds the goods with a proposal.
 */
export function queryJointCosts(ctx: Ctx, query: PageQuery): Page<JointCost> {
  applyDueCosts();
  const inScope = vendorScope(ctx);
  const retailer = isRetailer(ctx);
  const { rest, inRanges } = splitDateRanges(paramsOf(query));
  if (!retailer) delete rest.venderId;
  const names = vendorNames();
  const rows = table('jointCosts')
    .filter((r) => inScope(r) && (!retailer || r.status !== JOINT_STATUS.none) && matchesParams(r, rest) && inRanges(r))
    .map((r) => ({ ...r, venderName: names.get(`${r.bu}/${r.venderId}`) ?? '' }));
  const orderBy = query.orderBy || (retailer ? 'proposeDate desc,goodsId asc' : 'goodsId asc');
  return paginate(rows, { ...query, orderBy }, { pageNo: 1, pageSize: 20 });
}

/** Proposes a new cost for joint-venture goods of the selected combination. */
export function proposeCost(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  if (requireUser(ctx).userType !== 2) throw apiError(ERR.supplierOnly);
  const inScope = vendorScope(ctx);
  const ids = (Array.isArray(body.goodsIds) ? body.goodsIds : [body.goodsId]).map((v) => String(v ?? ''));
  if (ids.length === 0 || ids.every((id) => !id)) throw apiError(ERR.selectFirst);
  const problems = proposalProblems(body, mockToday());
  if (problems) throw apiError(JOINT_COST_ERR[problems.newCost ?? problems.effectiveDate!]);
  const cost = String(body.newCost).trim();
  const date = String(body.effectiveDate);
  applyDueCosts();
  const rows = ids.map((id) => {
    const row = table('jointCosts').find((r) => r.goodsId === id && inScope(r));
    if (!row) throw apiError(JOINT_COST_ERR.notJoint);
    checkProposable(row);
    return row;
  });
  for (const row of rows) {
    const proposalId = `TJ${mockToday().replace(/-/g, '')}${String(90000 + nextId('jointCostProposal')).padStart(5, '0')}`;
    // The proposal is a price readjustment too (SPEC §2 /promotion/readjust_prices), under the same number.
    const readjust = insertRow('priceReadjusts', {
      sheetId: proposalId,
      sheetType: 'price_readjust',
      ...vendorKeyOf(row),
      status: REVIEW_STATUS.waiting,
      creator: requireUser(ctx).emplName,
      checker: null,
      createDate: nowStamp(),
      checkDate: null,
      ...fieldsOf(row, ['goodsId', 'goodsName', 'barcode', 'unit']),
      oldCost: row.cost,
      newCost: Number(cost),
      effectiveDate: date,
      reason: JOINT_COST_REASON,
      reviewReason: null,
    });
    proposeByReadjustment(readjust);
  }
  return { count: rows.length };
}

/**
 * The retailer approves or rejects proposals in review (a rejection needs a reason of at most
 * REJECT_REASON_MAX characters); any other proposal is refused whole (SPEC §8 当前单据不允许此操作).
 * An approval whose effective date has come changes the current cost at once.
 */
export function reviewProposals(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const user = requireUser(ctx);
  if (user.userType !== 1) throw apiError(ERR.retailerOnly);
  const ids = (Array.isArray(body.proposalIds) ? body.proposalIds : []).map((v) => String(v ?? '')).filter(Boolean);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const approve = body.approve === true || body.approve === 'true';
  const reason = isBlank(body.reason) ? '' : String(body.reason).trim();
  if (!approve && !reason) throw apiError(ERR.rejectReason);
  if (!approve && reason.length > REJECT_REASON_MAX) throw apiError(JOINT_COST_ERR.reasonLength);
  const rows: JointCostRecord[] = ids.map((id) => {
    const row = table('jointCosts').find((r) => r.proposalId === id);
    if (!row) throw apiError(ERR.documentNotFound);
    if (!canReviewProposal(row)) throw apiError(ERR.statusNotAllowed);
    return row;
  });
  const decided = { checker: user.emplName, checkDate: nowStamp(), reviewReason: approve ? null : reason };
  for (const row of rows) {
    updateRows('jointCosts', (r) => r === row, {
      status: approve ? JOINT_STATUS.approved : JOINT_STATUS.rejected,
      ...decided,
    });
    updateRows('priceReadjusts', (r) => r.sheetId === row.proposalId, {
      status: approve ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected,
      ...decided,
    });
  }
  if (approve) applyDueCosts();
  return { count: rows.length };
}
