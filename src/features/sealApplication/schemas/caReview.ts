import { field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { queryCaReview, reviewCa } from '../api';
import { CA_FILE_SLOTS, type CaReviewRow } from '../types';
import { APPLY_TYPES } from './caForm';
import { APPLY_STATUS, APPLY_TONES } from './caGrids';

/** The longest rejection reason the server keeps. */
export const REJECT_REASON_MAX = 200;

const col = (key: keyof CaReviewRow & string, titleKey: string, rest: Partial<ColumnSchema<CaReviewRow>> = {}) =>
  field<CaReviewRow>(key, { titleKey: `sealApplication:${titleKey}`, ...rest });

const fileCount = (a: CaReviewRow) => CA_FILE_SLOTS.reduce((n, slot) => n + (a.files[slot]?.length ?? 0), 0);

const columns: ColumnSchema<CaReviewRow>[] = [
  col('applyId', 'grid.applyId', { width: 160, search: true, sortable: true }),
  col('status', 'grid.status', {
    options: APPLY_STATUS,
    tones: APPLY_TONES,
    status: true,
    width: 110,
    search: { defaultValue: '0' },
  }),
  supplierColumn<CaReviewRow>({ search: { labelKey: 'fields:supplier', kind: 'input' } }),
  field<CaReviewRow>('bu', {
    titleKey: 'sealApplication:summary.bu',
    width: 160,
    value: (a) => `${a.bu} ${a.buName}`,
    search: { kind: 'input' },
  }),
  col('applyType', 'grid.applyType', { options: APPLY_TYPES, width: 120, search: true }),
  col('serialNo', 'grid.serialNo', { width: 170 }),
  col('applicant', 'field.applicant', { width: 100, search: { kind: 'input' } }),
  col('applicantPhone', 'field.applicantPhone', { width: 120, hidden: true }),
  col('applicantIdNo', 'field.applicantIdNo', { width: 170, hidden: true }),
  col('applicantAddress', 'field.applicantAddress', { width: 200, hidden: true }),
  col('applicantPostalCode', 'field.applicantPostalCode', { width: 90, hidden: true }),
  field<CaReviewRow>('validity', {
    titleKey: 'sealApplication:field.validity',
    width: 190,
    value: (a) => `${a.validFrom} ~ ${a.validTo}`,
  }),
  field<CaReviewRow>('fileCount', {
    titleKey: 'sealApplication:review.fileCount',
    width: 90,
    value: (a) => String(fileCount(a)),
  }),
  col('createDate', 'grid.createDate', { width: 150, sortable: true, search: { kind: 'range-picker' } }),
  col('checker', 'review.checker', { width: 100, hidden: true }),
  col('checkDate', 'review.checkDate', { width: 150, hidden: true }),
  col('remark', 'review.remark', { width: 200 }),
];

const pending = (a: CaReviewRow) => a.status === '0';

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
      allowed: pending,
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
      allowed: pending,
      reason: {
        titleKey: 'sealApplication:review.rejectTitle',
        labelKey: 'sealApplication:review.remark',
        maxLength: REJECT_REASON_MAX,
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
