import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import type { CaApplication, CaCertificate } from '../types';
import { APPLY_TYPES } from './caForm';

/** Certificate states of the withdrawal screen; 4 (expired) follows from the validity. */
const CERT_STATUS: readonly FieldOption[] = ['1', '2', '3', '4'].map((value) => ({
  value,
  labelKey: `sealApplication:certStatus.${value}`,
}));
const CERT_TONES: Record<string, StatusTone> = { '1': 'success', '2': 'processing', '3': 'default', '4': 'warning' };

export const certStatusOf = (c: CaCertificate) => (c.status === '1' && c.expired ? '4' : c.status);

export const certificateColumns: ColumnSchema<CaCertificate>[] = [
  { key: 'serialNo', titleKey: 'sealApplication:grid.serialNo', width: 180 },
  {
    key: 'certType',
    titleKey: 'sealApplication:grid.certType',
    width: 100,
    options: [
      { value: '1', labelKey: 'sealApplication:certType.1' },
      { value: '3', labelKey: 'sealApplication:certType.3' },
    ],
  },
  { key: 'validFrom', titleKey: 'sealApplication:grid.validFrom', format: 'date', width: 110 },
  { key: 'validTo', titleKey: 'sealApplication:grid.validTo', format: 'date', width: 110 },
  {
    key: 'status',
    titleKey: 'sealApplication:grid.status',
    status: true,
    options: CERT_STATUS,
    tones: CERT_TONES,
    value: certStatusOf,
    width: 130,
  },
  { key: 'withdrawReason', titleKey: 'sealApplication:grid.withdrawReason', width: 200 },
];

export const APPLY_STATUS: readonly FieldOption[] = ['0', '1', '2', '3'].map((value) => ({
  value,
  labelKey: `sealApplication:status.${value}`,
}));
export const APPLY_TONES: Record<string, StatusTone> = {
  '0': 'processing',
  '1': 'success',
  '2': 'error',
  '3': 'default',
};

export const applicationColumns: ColumnSchema<CaApplication>[] = [
  { key: 'applyId', titleKey: 'sealApplication:grid.applyId', width: 150 },
  { key: 'applyType', titleKey: 'sealApplication:grid.applyType', options: APPLY_TYPES, width: 120 },
  { key: 'serialNo', titleKey: 'sealApplication:grid.serialNo', width: 170 },
  { key: 'applicant', titleKey: 'sealApplication:field.applicant', width: 100 },
  {
    key: 'validity',
    titleKey: 'sealApplication:field.validity',
    width: 190,
    value: (a) => `${a.validFrom} ~ ${a.validTo}`,
  },
  {
    key: 'createDate',
    titleKey: 'sealApplication:grid.createDate',
    width: 110,
    value: (a) => a.createDate.slice(0, 10),
  },
  {
    key: 'status',
    titleKey: 'sealApplication:grid.status',
    status: true,
    options: APPLY_STATUS,
    tones: APPLY_TONES,
    width: 110,
  },
  { key: 'remark', titleKey: 'sealApplication:grid.remark', width: 180 },
];

export const WITHDRAW_REASON_MAX = 200;

/** SPEC §5: a withdrawal needs its reason. */
export const withdrawFields: FieldSchema[] = [
  {
    name: 'reason',
    labelKey: 'sealApplication:withdraw.reason',
    kind: 'textarea',
    required: true,
    maxLength: WITHDRAW_REASON_MAX,
  },
];
