import { columnsIn, field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { queryCaReview, reviewCa } from '../api';
import {
  APPLY_STATUS,
  APPLY_STATUSES,
  APPLY_TONES,
  APPLY_TYPES,
  CA_FILE_SLOTS,
  REASON_MAX,
  canReviewApplication,
} from '../contract';
import type { CaReviewRow } from '../types';

const grid = columnsIn<CaReviewRow>('sealApplication:grid');
const form = columnsIn<CaReviewRow>('sealApplication:field');
const review = columnsIn<CaReviewRow>('sealApplication:review');

const fileCount = (a: CaReviewRow) => CA_FILE_SLOTS.reduce((n, slot) => n + (a.files[slot]?.length ?? 0), 0);

const columns: ColumnSchema<CaReviewRow>[] = [
  grid('applyId', { width: 160, search: true, sortable: true }),
  grid('status', {
    options: APPLY_STATUSES,
    tones: APPLY_TONES,
    status: true,
    width: 110,
    search: { defaultValue: APPLY_STATUS.pending },
  }),
  supplierColumn<CaReviewRow>({ search: { labelKey: 'fields:supplier', kind: 'input' } }),
  field<CaReviewRow>('bu', {
    titleKey: 'sealApplication:summary.bu',
    width: 160,
    value: (a) => `${a.bu} ${a.buName}`,
    search: { kind: 'input' },
  }),
  grid('applyType', { options: APPLY_TYPES, width: 120, search: true }),
  grid('serialNo', { width: 170 }),
  form('applicant', { width: 100, search: { kind: 'input' } }),
  form('applicantPhone', { width: 120, hidden: true }),
  form('applicantIdNo', { width: 170, hidden: true }),
  form('applicantAddress', { width: 200, hidden: true }),
  form('applicantPostalCode', { width: 90, hidden: true }),
  form('validity', {
    width: 190,
    value: (a) => `${a.validFrom} ~ ${a.validTo}`,
  }),
  review('fileCount', {
    width: 90,
    value: (a) => String(fileCount(a)),
  }),
  grid('createDate', { width: 150, sortable: true, search: { kind: 'range-picker' } }),
  review('checker', { width: 100, hidden: true }),
  review('checkDate', { width: 150, hidden: true }),
  review('remark', { width: 200 }),
];

/**
 * The retailer's review of electronic seal applications (/s/electronic-signature/ca_review): every
 * supplier's applications, pending ones first, with their scanned forms in the detail; a pending one
 * is approved (the supplier's certificate is issued or renewed) or rejected with a required reason,
 * which the supplier reads on /ca and /withdrawalCa (docs/API.md "Electronic seal").
 */
export const caReviewQuery = (
  files: NonNullable<QueryPageConfig<CaReviewRow>['detail']>['extra'],
): QueryPageConfig<CaReviewRow> => ({
  id: 'sealApplication.review',
  query: queryCaReview,
  rowKey: 'applyId',
  columns,
  defaultOrderBy: 'status,createDate desc',
  actions: [
    {
      key: 'approve',
      labelKey: 'sealApplication:review.approve',
      only: 'retailer',
      primary: true,
      places: ['row', 'detail'],
      allowed: canReviewApplication,
      confirmKey: 'sealApplication:review.approveConfirm',
      call: ([a]) => reviewCa({ applyId: a.applyId, approve: true }),
      successKey: 'sealApplication:review.approved',
    },
    {
      key: 'reject',
      labelKey: 'sealApplication:review.reject',
      only: 'retailer',
      danger: true,
      places: ['row', 'detail'],
      allowed: canReviewApplication,
      reason: {
        titleKey: 'sealApplication:review.rejectTitle',
        labelKey: 'sealApplication:review.remark',
        maxLength: REASON_MAX,
      },
      call: ([a], v) => reviewCa({ applyId: a.applyId, approve: false, remark: String(v.reason) }),
      successKey: 'sealApplication:review.rejected',
    },
  ],
  export: { fileNameKey: 'sealApplication:review.title' },
  detail: {
    titleKey: 'sealApplication:review.detailTitle',
    title: (a) => ({ key: 'sealApplication:review.detailTitleOf', values: { applyId: a.applyId } }),
    width: 900,
    extra: files,
  },
});
