import type { FieldOption, FieldSchema } from '@/kit/schema';
import { LENGTH_LIMITS } from '@/lib/validators';
import type { CaFileSlot } from '../types';

export const APPLY_TYPES: readonly FieldOption[] = [
  { value: '1', labelKey: 'sealApplication:type.1' },
  { value: '2', labelKey: 'sealApplication:type.2' },
  { value: '3', labelKey: 'sealApplication:type.3' },
];

/** SPEC §3 application type. Renew/change adds the serial number of a current certificate. */
export const typeFields: FieldSchema[] = [
  {
    name: 'applyType',
    labelKey: 'sealApplication:field.applyType',
    kind: 'radio-group',
    required: true,
    options: APPLY_TYPES,
    defaultValue: '1',
    span: 2,
  },
];

export const validityFields: FieldSchema[] = [
  { name: 'validity', labelKey: 'sealApplication:field.validity', kind: 'range-picker', required: true },
];

/** SPEC §5 applicant limits: applicant 32, phone 64 (a mobile), ID 20 (ID card pattern), address 64, postal code 6. */
export const applicantFields: FieldSchema[] = [
  {
    name: 'applicant',
    labelKey: 'sealApplication:field.applicant',
    kind: 'input',
    required: true,
    maxLength: LENGTH_LIMITS.applicant,
  },
  {
    name: 'applicantPhone',
    labelKey: 'sealApplication:field.applicantPhone',
    kind: 'input',
    required: true,
    check: 'mobile',
    maxLength: LENGTH_LIMITS.applicantPhone,
  },
  {
    name: 'applicantIdNo',
    labelKey: 'sealApplication:field.applicantIdNo',
    kind: 'input',
    required: true,
    check: 'idCard',
    maxLength: LENGTH_LIMITS.applicantIdNo,
  },
  {
    name: 'applicantPostalCode',
    labelKey: 'sealApplication:field.applicantPostalCode',
    kind: 'input',
    required: true,
    maxLength: LENGTH_LIMITS.applicantPostalCode,
  },
  {
    name: 'applicantAddress',
    labelKey: 'sealApplication:field.applicantAddress',
    kind: 'input',
    required: true,
    maxLength: LENGTH_LIMITS.applicantAddress,
    span: 2,
  },
];

/** The upload slots in the order of SPEC §3, each with its label key. */
export const fileLabelKey = (slot: CaFileSlot) => `sealApplication:file.${slot}`;
