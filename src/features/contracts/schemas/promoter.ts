import { field, shopColumn, supplierColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import {
  approvePromoterAgreements,
  queryPromoterAgreements,
  queryPromoterCosts,
  rejectPromoterAgreements,
} from '../api';
import type { PromoterAgreement, PromoterCost } from '../types';
import { CONTRACT_STATUSES } from './contractColumns';

const options = (group: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `contracts:promoter.${group}.${value}` }));
/** SPEC §3 promoter agreement choices. */
export const PROMOTER_TYPES = options('promoterType', ['1', '2', '3', '4', '5']);
export const ONBOARD_TYPES = options('onboardType', ['1', '2', '3']);
export const DISPLAY_MODES = options('displayMode', ['1', '2', '3', '4']);

const col = <T extends PromoterAgreement>(key: keyof T & string, rest: Partial<ColumnSchema<T>> = {}) =>
  field<T>(key, { titleKey: `contracts:promoter.field.${key}`, ...rest });

export function promoterColumns<T extends PromoterAgreement>(): ColumnSchema<T>[] {
  return [
    col<T>('agreementId', { width: 160, search: true }),
    supplierColumn<T>(),
    shopColumn<T>(),
    col<T>('promoterName', { width: 100 }),
    col<T>('promoterType', { options: PROMOTER_TYPES, width: 120, search: true }),
    col<T>('onboardType', { options: ONBOARD_TYPES, width: 100, search: true }),
    col<T>('replacedName', { width: 100, hidden: true }),
    col<T>('leaveDate', { format: 'date', width: 110, hidden: true }),
    // SPEC §9: a replacement promoter within 3 days.
    col<T>('replacementInTime', {
      options: options('inTime', ['true', 'false']),
      tones: { true: 'success', false: 'error' },
      status: true,
      width: 120,
      value: (p) => (p.replacementInTime === null ? '' : String(p.replacementInTime)),
      search: { kind: 'select', order: 9 },
    }),
    col<T>('promoteFrom', {
      format: 'date',
      sortable: true,
      width: 110,
      search: {
        kind: 'range-picker',
        labelKey: 'contracts:promoter.field.promotePeriod',
        rangeNames: ['promoteFrom', 'promoteTo'],
      },
    }),
    col<T>('promoteTo', { format: 'date', sortable: true, width: 110 }),
    col<T>('displayMode', { options: DISPLAY_MODES, width: 100, search: true }),
    col<T>('managementFee', { format: 'amount', sortable: true, width: 110 }),
    col<T>('trainingFee', { format: 'amount', width: 100 }),
    col<T>('status', {
      titleKey: 'contracts:field.status',
      options: CONTRACT_STATUSES,
      status: true,
      width: 130,
      search: { kind: 'select', order: 8 },
    }),
    // The retailer's review: the reason of a rejection, and who decided when.
    col<T>('rejectReason', { width: 200 }),
    col<T>('checker', { titleKey: 'fields:checker', width: 100, hidden: true }),
    col<T>('checkDate', { titleKey: 'fields:checkDate', width: 150, hidden: true }),
  ];
}

/** The longest rejection reason the server keeps. */
export const PROMOTER_REASON_MAX = 200;
const submitted = (p: PromoterAgreement) => p.status === '1';

/** SPEC §4 review of submitted promoter agreements by the retailer: approve, or reject with a required reason. */
const reviewActions: DocumentAction<PromoterAgreement>[] = [
  {
    key: 'approve',
    labelKey: 'contracts:promoter.review.approve',
    only: 'retailer',
    primary: true,
    places: ['toolbar', 'row', 'detail'],
    allowed: submitted,
    refusal: { stateKey: 'contracts:promoter.review.onlySubmitted' },
    emptyKey: 'contracts:promoter.review.tickFirst',
    confirmKey: 'contracts:promoter.review.approveConfirm',
    call: (rows) => approvePromoterAgreements(rows.map((p) => p.agreementId)),
    successKey: 'contracts:promoter.review.approved',
  },
  {
    key: 'reject',
    labelKey: 'contracts:promoter.review.reject',
    only: 'retailer',
    danger: true,
    places: ['toolbar', 'row', 'detail'],
    allowed: submitted,
    refusal: { stateKey: 'contracts:promoter.review.onlySubmitted' },
    emptyKey: 'contracts:promoter.review.tickFirst',
    reason: {
      titleKey: 'contracts:promoter.review.rejectTitle',
      labelKey: 'contracts:promoter.field.rejectReason',
      maxLength: PROMOTER_REASON_MAX,
    },
    call: (rows, v) =>
      rejectPromoterAgreements(
        rows.map((p) => p.agreementId),
        String(v.reason),
      ),
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

/** The retailer's promoter costs (SPEC §2 /s/contract/promoter_cost): fees over each promotion period. */
export const promoterCosts: QueryPageConfig<PromoterCost> = {
  id: 'contracts.promoterCosts',
  query: queryPromoterCosts,
  rowKey: 'agreementId',
  columns: [
    ...promoterColumns<PromoterCost>(),
    col<PromoterCost>('months', { width: 80 }),
    col<PromoterCost>('totalFee', { format: 'amount', sortable: true, width: 120 }),
  ],
  defaultOrderBy: 'promoteFrom desc',
  export: { fileNameKey: 'contracts:promoter.costTitle' },
  detail: { titleKey: 'contracts:promoter.detailTitle' },
};
