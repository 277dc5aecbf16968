import type { FieldSchema } from '@/kit/schema';
import { LENGTH_LIMITS } from '@/lib/validators';

/** SPEC §5 length limits: supplier name 64, business licence number 32, organisation code 20, tax number 32. */
export const companyFields: FieldSchema[] = [
  {
    name: 'venderName',
    labelKey: 'register:field.venderName',
    kind: 'input',
    required: true,
    maxLength: LENGTH_LIMITS.venderName,
    span: 2,
  },
  {
    name: 'businessLicenseNo',
    labelKey: 'register:field.businessLicenseNo',
    kind: 'input',
    required: true,
    maxLength: LENGTH_LIMITS.businessLicenseNo,
  },
  {
    name: 'taxNumber',
    labelKey: 'register:field.taxNumber',
    kind: 'input',
    required: true,
    maxLength: LENGTH_LIMITS.taxNumber,
  },
  { name: 'orgCode', labelKey: 'register:field.orgCode', kind: 'input', maxLength: LENGTH_LIMITS.orgCode },
];

/** SPEC §5: contact person 32, contact phone 64 (a valid phone), supplier email 32 (a valid email), contact address 200, postal code 6 (six digits). */
export const contactFields: FieldSchema[] = [
  {
    name: 'contact',
    labelKey: 'register:field.contact',
    kind: 'input',
    required: true,
    maxLength: LENGTH_LIMITS.contact,
  },
  {
    name: 'phone',
    labelKey: 'register:field.phone',
    kind: 'input',
    required: true,
    check: 'phone',
    maxLength: LENGTH_LIMITS.phone,
  },
  {
    name: 'email',
    labelKey: 'register:field.email',
    kind: 'input',
    required: true,
    check: 'email',
    maxLength: LENGTH_LIMITS.email,
  },
  {
    name: 'postalCode',
    labelKey: 'register:field.postalCode',
    kind: 'input',
    check: 'postalCode',
    maxLength: LENGTH_LIMITS.postalCode,
  },
];

export const addressFields: FieldSchema[] = [
  {
    name: 'address',
    labelKey: 'register:field.address',
    kind: 'textarea',
    required: true,
    maxLength: LENGTH_LIMITS.address,
    span: 2,
  },
];
