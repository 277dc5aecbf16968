import { columnsIn } from '@/kit/columns';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import {
  APPLY_STATUSES,
  APPLY_TONES,
  APPLY_TYPES,
  CERT_STATUSES,
  CERT_TONES,
  CERT_TYPES,
  REASON_MAX,
  canCancelApplication,
  canWithdrawCertificate,
  certStatusOf,
} from '../contract';
import type { CaApplication, CaCertificate } from '../types';

const certCol = columnsIn<CaCertificate>('sealApplication:grid');

export const certificateColumns: ColumnSchema<CaCertificate>[] = [
  certCol('serialNo', { width: 180 }),
  certCol('certType', { width: 100, options: CERT_TYPES }),
  certCol('validFrom', { format: 'date', width: 110 }),
  certCol('validTo', { format: 'date', width: 110 }),
  // 4 (expired) follows from the validity.
  certCol('status', { status: true, options: CERT_STATUSES, tones: CERT_TONES, value: certStatusOf, width: 130 }),
  certCol('withdrawReason', { width: 200 }),
];

const appCol = columnsIn<CaApplication>('sealApplication:grid');

export const applicationColumns: ColumnSchema<CaApplication>[] = [
  appCol('applyId', { width: 150 }),
  appCol('applyType', { options: APPLY_TYPES, width: 120 }),
  appCol('serialNo', { width: 170 }),
  appCol('applicant', { titleKey: 'sealApplication:field.applicant', width: 100 }),
  appCol('validity', {
    titleKey: 'sealApplication:field.validity',
    width: 190,
    value: (a) => `${a.validFrom} ~ ${a.validTo}`,
  }),
  appCol('createDate', { width: 110, value: (a) => a.createDate.slice(0, 10) }),
  appCol('status', { status: true, options: APPLY_STATUSES, tones: APPLY_TONES, width: 110 }),
  appCol('remark', { width: 180 }),
];

/** The rows' actions of the withdrawal screen, offered by the contract's predicates. */
export const rowActions = {
  withdraw: { labelKey: 'sealApplication:withdraw.action', allowed: (c: CaCertificate) => canWithdrawCertificate(c) },
  cancel: { labelKey: 'sealApplication:cancel.action', allowed: (a: CaApplication) => canCancelApplication(a) },
};

/** SPEC §5: a withdrawal needs its reason (the contract's reasonProblem). */
export const withdrawFields: FieldSchema[] = [
  {
    name: 'reason',
    labelKey: 'sealApplication:withdraw.reason',
    kind: 'textarea',
    required: true,
    maxLength: REASON_MAX,
  },
];
