import type { FieldSchema } from '@/kit/schema';
import { REGISTER_RULES, type RegisterField } from '../contract';

/** A field of the registration with the contract's SPEC §5 rules (required, length, format). */
const ruled = (name: RegisterField, rest: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  labelKey: `register:field.${name}`,
  kind: 'input',
  ...REGISTER_RULES[name],
  ...rest,
});

/** SPEC §5 length limits: supplier name 64, business licence number 32, organisation code 20, tax number 32. */
export const companyFields: FieldSchema[] = [
  ruled('venderName', { span: 2 }),
  ruled('businessLicenseNo'),
  ruled('taxNumber'),
  ruled('orgCode'),
];

/** SPEC §5: contact person 32, contact phone 64 (a valid phone), supplier email 32 (a valid email), postal code 6 (six digits). */
export const contactFields: FieldSchema[] = [ruled('contact'), ruled('phone'), ruled('email'), ruled('postalCode')];

/** SPEC §5: contact address 200. */
export const addressFields: FieldSchema[] = [ruled('address', { kind: 'textarea', span: 2 })];
