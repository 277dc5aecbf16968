import type { FieldSchema } from '@/kit/schema';
import {
  APPLICANT_RULES,
  APPLY_TYPE,
  APPLY_TYPES,
  CA_ERRORS,
  applyProblems,
  type CaFileSlot,
  type FieldRule,
} from '../contract';
import type { CaApplyBody } from '../types';

/** SPEC §3 application type. Renew/change adds the serial number of a current certificate. */
export const typeFields: FieldSchema[] = [
  {
    name: 'applyType',
    labelKey: 'sealApplication:field.applyType',
    kind: 'radio-group',
    required: true,
    options: APPLY_TYPES,
    defaultValue: APPLY_TYPE.new,
    span: 2,
  },
];

export const validityFields: FieldSchema[] = [
  { name: 'validity', labelKey: 'sealApplication:field.validity', kind: 'range-picker', required: true },
];

/** An applicant's field with the contract's SPEC §5 rule (required, length, the mobile and ID card formats). */
const applicantField = (name: keyof typeof APPLICANT_RULES, rest: Partial<FieldSchema> = {}): FieldSchema => {
  const rule: FieldRule = APPLICANT_RULES[name];
  return { name, labelKey: `sealApplication:field.${name}`, kind: 'input', ...rule, ...rest };
};

export const applicantFields: FieldSchema[] = [
  applicantField('applicant'),
  applicantField('applicantPhone'),
  applicantField('applicantIdNo'),
  applicantField('applicantPostalCode'),
  applicantField('applicantAddress', { span: 2 }),
];

/** The form's values: the validity is one range field. */
export type CaFormValues = Omit<CaApplyBody, 'validFrom' | 'validTo'> & { validity?: [string, string] };

/** The apply call's body of the form's values. */
export const applyBodyOf = ({ validity, files, ...values }: CaFormValues): CaApplyBody => ({
  ...values,
  validFrom: validity?.[0] ?? '',
  validTo: validity?.[1] ?? '',
  files: files ?? {},
});

/**
 * The contract's problems the fields do not word themselves (their required, length and format rules
 * do): an end of validity not after its start, under the validity field; null when none.
 */
export function checkApplication(values: Record<string, unknown>): Record<string, string> | null {
  const problems = applyProblems(applyBodyOf(values as CaFormValues));
  return problems?.validTo === 'validityOrder' ? { validity: CA_ERRORS.validityOrder.messageKey } : null;
}

/** The upload slots in the order of SPEC §3, each with its label key. */
export const fileLabelKey = (slot: CaFileSlot) => `sealApplication:file.${slot}`;
