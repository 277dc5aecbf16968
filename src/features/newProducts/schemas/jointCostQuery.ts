import { columnsIn, field, idsOf } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { proposeCost, queryJointCosts } from '../api';
import {
  JOINT_STATUS,
  JOINT_STATUSES,
  JOINT_TONES,
  NEW_PRODUCTS_ERRORS,
  proposalBlock,
  proposalMessageKeys,
  proposalProblems,
} from '../contract';
import type { JointCost } from '../types';
import { today } from '@/lib/serverClock';

export const jointCol = columnsIn<JointCost>('newProducts:joint.field');

/** The proposal and its decision, as both sides read them. */
export const proposalColumns = (): ColumnSchema<JointCost>[] => [
  jointCol('proposedCost', { format: 'cost', width: 110 }),
  jointCol('effectiveDate', { format: 'date', width: 110 }),
  jointCol('proposeDate', { width: 150 }),
  jointCol('checkDate', { width: 150 }),
  jointCol('reviewReason', { width: 200 }),
];

const columns: ColumnSchema<JointCost>[] = [
  // A goods list leads with its code and name together, then its state (as the goods list does).
  field('goodsId', { width: 110, sortable: true, search: true, lead: 0 }),
  field('goodsName', { width: 220, search: { kind: 'input' }, lead: 1 }),
  field('barcode', { width: 140, search: true }),
  field('spec', { width: 90 }),
  field('unit', { width: 60 }),
  jointCol('cost', { format: 'cost', width: 110 }),
  jointCol('status', { options: JOINT_STATUSES, tones: JOINT_TONES, status: true, width: 100, search: true, lead: 2 }),
  ...proposalColumns(),
  jointCol('proposalId', { width: 150, hidden: true }),
];

/** SPEC §9 costs have 4 decimals; the new cost takes effect after today. */
export const proposeFields = [
  {
    name: 'newCost',
    labelKey: 'newProducts:joint.field.newCost',
    kind: 'input-number' as const,
    format: 'cost' as const,
    min: 0.0001,
    required: true,
  },
  {
    name: 'effectiveDate',
    labelKey: 'newProducts:joint.field.effectiveDate',
    kind: 'date-picker' as const,
    required: true,
  },
];

/** Joint-venture goods pricing (SPEC §2 /goodsadjcost): a proposal in review cannot be changed. */
export const jointCostQuery = (): QueryPageConfig<JointCost> => ({
  id: 'newProducts.jointCost',
  query: queryJointCosts,
  rowKey: 'goodsId',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'goodsId asc',
  actions: [
    {
      key: 'propose',
      labelKey: 'newProducts:joint.action.propose',
      only: 'supplier',
      primary: true,
      places: ['toolbar', 'row', 'detail'],
      allowed: (r) => r.status !== JOINT_STATUS.inReview,
      emptyKey: 'newProducts:joint.tickGoods',
      refusedKey: 'newProducts:joint.inReview',
      // A new proposal would replace an approved cost before it ever applied.
      refuse: (rows) =>
        rows.some((r) => proposalBlock(r, today()) === 'approvedPending')
          ? NEW_PRODUCTS_ERRORS.approvedPending.messageKey
          : null,
      form: {
        titleKey: 'newProducts:joint.proposeTitle',
        fields: proposeFields,
        validate: (v) => proposalMessageKeys(proposalProblems(v, today())),
      },
      call: (rows, v) => proposeCost(idsOf(rows, 'goodsId'), String(v.newCost), String(v.effectiveDate)),
      successKey: 'newProducts:joint.proposed',
    },
  ],
  export: { fileNameKey: 'newProducts:joint.exportFileName' },
  detail: { titleKey: 'newProducts:joint.detailTitle' },
});
