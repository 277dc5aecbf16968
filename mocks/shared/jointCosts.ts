import { table, updateRows } from '../db';
import { mockToday } from '../db/clock';
import type { RowOf } from '../db/tables';
import { apiError } from '../errors';
import { catalogue } from '../catalogue';
import type { JointCostRecord } from '@/features/newProducts/types';
import { JOINT_STATUS, proposalBlock } from '@/features/newProducts/contract';

/**
 * Joint-venture goods costs, which two screens change (SPEC §2 /goodsadjcost in newProducts and
 * /promotion/readjust_prices in promotions: one proposal under one number) and the goods lookup
 * reads as the purchase price. newProducts keeps the lists, the proposal and the review.
 */

type Readjustment = RowOf<'priceReadjusts'>;

/** The refusals of a new cost while the goods' last proposal is not settled, whichever screen proposes. */
export const PROPOSAL_ERR = {
  inReview: {
    code: 'B0400',
    message: catalogue('newProducts:joint.inReview'),
  },
  approvedPending: {
    code: 'B0400',
    message: catalogue('newProducts:joint.approvedPending'),
  },
} as const;

/** Approved costs whose effective date has come become the current cost (the list and a new proposal see it). */
export function applyDueCosts(): void {
  const today = mockToday();
  updateRows(
    'jointCosts',
    (r) =>
      r.status === JOINT_STATUS.approved &&
      r.proposedCost !== null &&
      r.effectiveDate !== null &&
      r.effectiveDate <= today &&
      r.cost !== r.proposedCost,
    (r) => ({ cost: r.proposedCost! }),
  );
}

/** The joint-venture row of a goods of a supplier code, its due cost applied; none when the goods is not sold as a joint venture. */
export function jointCostOf(code: { venderId: string; bu: string }, goodsId: string): JointCostRecord | undefined {
  applyDueCosts();
  return table('jointCosts').find((r) => r.goodsId === goodsId && r.venderId === code.venderId && r.bu === code.bu);
}

/** The current cost of every joint-venture goods, by `venderId/bu/goodsId`: what its purchase price is. */
export function currentJointCosts(): Map<string, number> {
  applyDueCosts();
  return new Map(table('jointCosts').map((r) => [`${r.venderId}/${r.bu}/${r.goodsId}`, r.cost]));
}

/** Refuses a new cost for a joint-venture goods whose proposal is in review, or whose approved cost has not applied yet. */
export function checkProposable(row: JointCostRecord): void {
  const block = proposalBlock(row, mockToday());
  if (block) throw apiError(PROPOSAL_ERR[block]);
}

/**
 * A price readjustment of a joint-venture goods is its cost proposal (SPEC §2 /promotion/readjust_prices and
 * /goodsadjcost: one document under one number), whichever screen made it: the goods' row names it, in review.
 */
export function proposeByReadjustment(readjust: Readjustment): void {
  updateRows(
    'jointCosts',
    (r) => r.goodsId === readjust.goodsId && r.venderId === readjust.venderId && r.bu === readjust.bu,
    {
      proposalId: readjust.sheetId,
      proposedCost: readjust.newCost,
      effectiveDate: readjust.effectiveDate,
      proposeDate: readjust.createDate,
      status: JOINT_STATUS.inReview,
      checker: null,
      checkDate: null,
      reviewReason: null,
    },
  );
}
