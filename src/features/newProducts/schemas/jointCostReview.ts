import { field, idsOf, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { queryProposals, reviewCosts } from '../api';
import type { JointCostProposal } from '../types';
import { canReviewProposal, JOINT_STATUS, JOINT_STATUSES, JOINT_TONES, REJECT_REASON_MAX } from '../contract';
import { jointCol, proposalColumns } from './jointCostQuery';

const columns: ColumnSchema<JointCostProposal>[] = [
  jointCol('proposalId', { width: 160, sortable: true, search: true }),
  jointCol('status', {
    options: JOINT_STATUSES.filter((o) => o.value !== JOINT_STATUS.none),
    tones: JOINT_TONES,
    status: true,
    width: 100,
    search: { defaultValue: JOINT_STATUS.inReview },
  }),
  supplierColumn<JointCostProposal>(),
  field('goodsId', { width: 110, search: true }),
  field('goodsName', { width: 220 }),
  field('barcode', { width: 140, search: true }),
  field('spec', { width: 90 }),
  field('unit', { width: 60 }),
  jointCol('cost', { format: 'cost', width: 110 }),
  ...proposalColumns().map((c) =>
    c.key === 'proposeDate'
      ? {
          ...c,
          sortable: true,
          search: { kind: 'range-picker' as const, labelKey: 'newProducts:joint.submittedDates' },
        }
      : c,
  ),
  field('checker', { width: 90 }),
];

const inReview = canReviewProposal;

/**
 * The retailer's review of joint-venture cost proposals (/s/newproducts/goodsadjcost): the proposals
 * of every supplier, approved or rejected with a reason while in review (SPEC §8 otherwise: 当前单据不允许此操作).
 */
export const jointCostReview = (): QueryPageConfig<JointCostProposal> => ({
  id: 'newProducts.jointCostReview',
  query: queryProposals,
  rowKey: 'proposalId',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'proposeDate desc',
  actions: [
    {
      key: 'approve',
      labelKey: 'newProducts:action.approve',
      only: 'retailer',
      primary: true,
      allowed: inReview,
      emptyKey: 'newProducts:joint.tickProposals',
      confirmKey: 'newProducts:joint.approveAsk',
      call: (rows) => reviewCosts(idsOf(rows, 'proposalId'), true),
      successKey: 'newProducts:joint.approved',
    },
    {
      key: 'reject',
      labelKey: 'newProducts:action.reject',
      only: 'retailer',
      danger: true,
      allowed: inReview,
      emptyKey: 'newProducts:joint.tickProposals',
      reason: {
        titleKey: 'newProducts:joint.rejectTitle',
        labelKey: 'newProducts:joint.field.reviewReason',
        maxLength: REJECT_REASON_MAX,
      },
      call: (rows, v) => reviewCosts(idsOf(rows, 'proposalId'), false, String(v.reason)),
      successKey: 'newProducts:joint.rejected',
    },
  ],
  export: { fileNameKey: 'newProducts:joint.reviewExportFileName' },
  detail: {
    titleKey: 'newProducts:joint.proposalDetail',
    title: (r) => ({ key: 'newProducts:joint.proposalTitle', values: { proposalId: r.proposalId } }),
  },
});
