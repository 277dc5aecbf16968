import { columnsIn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { queryRegistrations, reviewRegistration } from '../api';
import {
  REGISTRATION_STATUS,
  REGISTRATION_STATUSES,
  REGISTRATION_TONES,
  REJECT_REASON_MAX,
  canReviewRegistration,
} from '../contract';
import type { RegistrationReviewRow } from '../types';

const col = columnsIn<RegistrationReviewRow>('register:field');
const reviewCol = columnsIn<RegistrationReviewRow>('register:review');

const columns: ColumnSchema<RegistrationReviewRow>[] = [
  reviewCol('registerNo', { width: 160, sortable: true, search: true }),
  reviewCol('status', {
    options: REGISTRATION_STATUSES,
    tones: REGISTRATION_TONES,
    status: true,
    width: 110,
    search: { defaultValue: REGISTRATION_STATUS.submitted },
  }),
  col('venderName', { width: 220, search: { kind: 'input' } }),
  col('taxNumber', { width: 180, search: { kind: 'input' } }),
  col('businessLicenseNo', { width: 180 }),
  col('orgCode', { width: 110, hidden: true }),
  col('contact', { width: 100 }),
  col('phone', { width: 130 }),
  col('email', { width: 180, hidden: true }),
  reviewCol('region', {
    width: 150,
    value: (r) => `${r.provinceName} ${r.cityName}`,
  }),
  col('address', { width: 220, hidden: true }),
  col('postalCode', { width: 90, hidden: true }),
  col('licenseCount', {
    titleKey: 'register:field.licenseFiles',
    width: 110,
    value: (r) => String(r.licenseFiles.length),
  }),
  reviewCol('createdAt', { width: 150, sortable: true, search: { kind: 'range-picker' } }),
  reviewCol('checker', { width: 100, hidden: true }),
  reviewCol('checkDate', { width: 150, hidden: true }),
  reviewCol('remark', { width: 200 }),
];

/**
 * The retailer's review of supplier registrations (/s/basicinfo/registration_review): every
 * registration received, submitted ones first, with the company's details and its business licence in
 * the detail; a submitted one is approved or rejected with a required reason (docs/API.md "Supplier registration").
 */
export const registrationReviewQuery = (
  licence: NonNullable<QueryPageConfig<RegistrationReviewRow>['detail']>['extra'],
): QueryPageConfig<RegistrationReviewRow> => ({
  id: 'register.review',
  query: queryRegistrations,
  rowKey: 'registerNo',
  columns,
  defaultOrderBy: 'status,createdAt desc',
  actions: [
    {
      key: 'approve',
      labelKey: 'register:review.approve',
      only: 'retailer',
      primary: true,
      places: ['row', 'detail'],
      allowed: canReviewRegistration,
      confirmKey: 'register:review.approveConfirm',
      call: ([r]) => reviewRegistration({ registerNo: r.registerNo, approve: true }),
      successKey: 'register:review.approved',
    },
    {
      key: 'reject',
      labelKey: 'register:review.reject',
      only: 'retailer',
      danger: true,
      places: ['row', 'detail'],
      allowed: canReviewRegistration,
      reason: {
        titleKey: 'register:review.rejectTitle',
        labelKey: 'register:review.remark',
        maxLength: REJECT_REASON_MAX,
      },
      call: ([r], v) => reviewRegistration({ registerNo: r.registerNo, approve: false, remark: String(v.reason) }),
      successKey: 'register:review.rejected',
    },
  ],
  export: { fileNameKey: 'register:review.title' },
  detail: {
    titleKey: 'register:review.detailTitle',
    title: (r) => ({ key: 'register:review.detailTitleOf', values: { registerNo: r.registerNo } }),
    width: 900,
    extra: licence,
  },
});
