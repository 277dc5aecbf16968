import { updateRows, table } from '../../db';
import { addDays, mockToday, nowStamp } from '../../db/clock';
import type { JointCost } from '@/features/newProducts/types';
import { apiError, ERR } from '../../errors';
import { tr } from '../../glossary';
import { requireUser, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchesParams, paginate, paramsOf, type Page, type PageQuery } from '../../services/paging';
import { VALIDATION_CODE } from '../../services/validation';

/**
 * Joint-venture goods pricing (SPEC §2 /goodsadjcost): the supplier proposes a new cost (4 decimals,
 * SPEC §9) for its joint-venture goods from an effective date after today; a proposal in review
 * cannot be changed.
 */

export const JOINT_COST_ERR = {
  inReview: {
    code: 'B0400',
    message: tr('调价申请审核中，不能修改', 'The cost proposal is in review and cannot be changed'),
  },
  cost: {
    code: VALIDATION_CODE,
    message: tr('新成本价须大于0且最多4位小数', 'The new cost must be above 0 with at most 4 decimals'),
  },
  effectiveDate: {
    code: VALIDATION_CODE,
    message: tr('生效日期须晚于今天', 'The effective date must be after today'),
  },
  notJoint: { code: 'B0404', message: tr('该商品不是联营商品', 'This goods is not a joint-venture goods') },
} as const;

/** Params: goodsId, barcode (prefix), goodsName (substring), status. */
export function queryJointCosts(ctx: Ctx, query: PageQuery): Page<JointCost> {
  const inScope = vendorScope(ctx);
  const params = paramsOf(query);
  const rows = table('jointCosts').filter((r) => inScope(r) && matchesParams(r, params));
  return paginate(rows, { ...query, orderBy: query.orderBy || 'goodsId asc' }, { pageNo: 1, pageSize: 20 });
}

const COST = /^\d+(\.\d{1,4})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Proposes a new cost for joint-venture goods of the selected combination. */
export function proposeCost(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  if (requireUser(ctx).userType !== 2) throw apiError(ERR.supplierOnly);
  const inScope = vendorScope(ctx);
  const ids = (Array.isArray(body.goodsIds) ? body.goodsIds : [body.goodsId]).map((v) => String(v ?? ''));
  if (ids.length === 0 || ids.every((id) => !id)) throw apiError(ERR.selectFirst);
  const cost = isBlank(body.newCost) ? '' : String(body.newCost).trim();
  if (!COST.test(cost) || !(Number(cost) > 0)) throw apiError(JOINT_COST_ERR.cost);
  const date = String(body.effectiveDate ?? '');
  if (!DATE.test(date) || date < addDays(mockToday(), 1)) throw apiError(JOINT_COST_ERR.effectiveDate);
  const rows = ids.map((id) => {
    const row = table('jointCosts').find((r) => r.goodsId === id && inScope(r));
    if (!row) throw apiError(JOINT_COST_ERR.notJoint);
    if (row.status === '1') throw apiError(JOINT_COST_ERR.inReview);
    return row;
  });
  for (const row of rows)
    updateRows('jointCosts', (r) => r === row, {
      proposedCost: Number(cost),
      effectiveDate: date,
      proposeDate: nowStamp(),
      status: '1',
      reviewReason: null,
    });
  return { count: rows.length };
}
