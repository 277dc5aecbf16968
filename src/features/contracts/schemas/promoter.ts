import { columnsIn, idsOf, shopColumn, supplierColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import {
  approvePromoterAgreements,
  queryPromoterAgreements,
  queryPromoterCosts,
  rejectPromoterAgreements,
} from '../api';
import {
  canReviewPromoter,
  CONTRACT_STATUSES,
  DISPLAY_MODES,
  IN_TIME_TONES,
  IN_TIME_VALUES,
  ONBOARD_TYPES,
  PROMOTER_REASON_MAX,
  PROMOTER_TYPES,
} from '../contract';
import type { PromoterAgreement, PromoterCost } from '../types';

export function promoterColumns<T extends PromoterAgreement>(): ColumnSchema<T>[] {
  const col = columnsIn<T>('contracts:promoter.field');
  return [
    col('agreementId', { width: 160, search: true }),
    supplierColumn<T>(),
    shopColumn<T>(),
    col('promoterName', { width: 100 }),
    col('promoterType', { options: PROMOTER_TYPES, width: 120, search: true }),
    col('onboardType', { options: ONBOARD_TYPES, width: 100, search: true }),
    col('replacedName', { width: 100, hidden: true }),
    col('leaveDate', { format: 'date', width: 110, hidden: true }),
    // SPEC §9: a replacement promoter within 3 days.
    col('replacementInTime', {
      options: IN_TIME_VALUES,
      tones: IN_TIME_TONES,
      status: true,
      width: 120,
      value: (p) => (p.replacementInTime === null ? '' : String(p.replacementInTime)),
      search: { kind: 'select', order: 9 },
    }),
    // Wide enough for 促销开始日期 and its sort mark on one line (at 110 its last character wrapped).
    col('promoteFrom', {
      format: 'date',
      sortable: true,
      width: 130,
      search: {
        kind: 'range-picker',
        labelKey: 'contracts:promoter.field.promotePeriod',
        rangeNames: ['promoteFrom', 'promoteTo'],
      },
    }),
    col('promoteTo', { format: 'date', sortable: true, width: 130 }),
    col('displayMode', { options: DISPLAY_MODES, width: 100, search: true }),
    col('managementFee', { format: 'amount', sortable: true, width: 110 }),
    col('trainingFee', { format: 'amount', width: 100 }),
    col('status', {
      titleKey: 'contracts:field.status',
      options: CONTRACT_STATUSES,
      status: true,
      width: 130,
      search: { kind: 'select', order: 8 },
    }),
    // The retailer's review: the reason of a rejection, and who decided when.
    col('rejectReason', { width: 200 }),
    col('checker', { titleKey: 'fields:checker', width: 100, hidden: true }),
    col('checkDate', { titleKey: 'fields:checkDate', width: 150, hidden: true }),
  ];
}

/** SPEC §4 review of submitted promoter agreements by the retailer: approve, or reject with a required reason. */
const reviewActions: DocumentAction<PromoterAgreement>[] = [
  {
    key: 'approve',
    labelKey: 'contracts:promoter.review.approve',
    only: 'retailer',
    primary: true,
    places: ['toolbar', 'row', 'detail'],
    allowed: canReviewPromoter,
    refusal: { stateKey: 'contracts:promoter.review.onlySubmitted' },
    emptyKey: 'contracts:promoter.review.tickFirst',
    confirmKey: 'contracts:promoter.review.approveConfirm',
    call: (rows) => approvePromoterAgreements(idsOf(rows, 'agreementId')),
    successKey: 'contracts:promoter.review.approved',
  },
  {
    key: 'reject',
    labelKey: 'contracts:promoter.review.reject',
    only: 'retailer',
    danger: true,
    places: ['toolbar', 'row', 'detail'],
    allowed: canReviewPromoter,
    refusal: { stateKey: 'contracts:promoter.review.onlySubmitted' },
    emptyKey: 'contracts:promoter.review.tickFirst',
    reason: {
      titleKey: 'contracts:promoter.review.rejectTitle',
      labelKey: 'contracts:promoter.field.rejectReason',
      maxLength: PROMOTER_REASON_MAX,
    },
    call: (rows, v) => rejectPromoterAgreements(idsOf(rows, 'agreementId'), String(v.reason)),
    successKey: 'contracts:promoter.review.rejected',
  },
];

/**
 * The retailer's promoter agreement report (SPEC §2 /s/contract/promoter_protocol_rpt), where the
 * submitted agreements are also reviewed: approved, or rejected with a reason the supplier reads.
 */
export const promoterReport: QueryPageConfig<PromoterAgreement> = {
  id: 'contracts.promoterReport',
  query: queryPromoterAgreements,
  rowKey: 'agreementId',
  columns: promoterColumns<PromoterAgreement>(),
  selection: 'checkbox',
  actions: reviewActions,
  defaultOrderBy: 'promoteFrom desc',
  export: { fileNameKey: 'contracts:promoter.reportTitle' },
  detail: { titleKey: 'contracts:promoter.detailTitle' },
};

const costCol = columnsIn<PromoterCost>('contracts:promoter.field');

/** The retailer's promoter costs (SPEC §2 /s/contract/promoter_cost): fees over each promotion period. */
export const promoterCosts: QueryPageConfig<PromoterCost> = {
  id: 'contracts.promoterCosts',
  query: queryPromoterCosts,
  rowKey: 'agreementId',
  columns: [
    ...promoterColumns<PromoterCost>(),
    costCol('months', { width: 80 }),
    costCol('totalFee', { format: 'amount', sortable: true, width: 120 }),
  ],
  defaultOrderBy: 'promoteFrom desc',
  export: { fileNameKey: 'contracts:promoter.costTitle' },
  detail: { titleKey: 'contracts:promoter.detailTitle' },
};
