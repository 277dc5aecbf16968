import { fieldProblems, type FieldProblem, type FieldRule as GenericFieldRule } from '@/lib/fieldRules';
import { exceedsLength, isBlank, isEmail, isPhone, isPostalCode, LENGTH_LIMITS } from '@/lib/validators';
import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';

/**
 * Supplier registration's contract (issue 37): what the screens and the mock backend
 * (mocks/domains/register) both hold to, written once — the calls, the registration states with
 * their labels' keys and tones, the predicates (a submitted registration is reviewed; one not
 * rejected holds its tax number), the SPEC §5 rules of the registration's fields and of a rejection's
 * reason, and the error codes with the client's message keys. Pure TypeScript: no React, no antd, no
 * i18next. The mock keeps the registrations, the region lists, the uploads and who holds a tax number.
 */

export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Supplier registration")

export const REGISTER_BASE = '/api/fea-vsm/register';

/** Each call's path under REGISTER_BASE: the first four are public (SPEC §4 "except registerDetail"). */
export const REGISTER_PATHS = {
  provinces: 'provinces',
  cities: 'cities',
  upload: 'upload',
  submit: 'submit',
  list: 'list',
  reviewQuery: 'review/query',
  review: 'review',
} as const;

export type RegisterPath = (typeof REGISTER_PATHS)[keyof typeof REGISTER_PATHS];
export const registerUrl = (path: RegisterPath) => `${REGISTER_BASE}/${path}`;

// ------------------------------------------------------------------ states

/** A registration: submitted (awaiting the retailer's review), approved, rejected. */
export const REGISTRATION_STATUS = { submitted: '0', approved: '1', rejected: '2' } as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

export const REGISTRATION_STATUSES: CodedValue[] = codedValues(
  'register:review.status',
  Object.values(REGISTRATION_STATUS),
);
export const REGISTRATION_TONES: Record<RegistrationStatus, Tone> = { '0': 'processing', '1': 'success', '2': 'error' };

// ------------------------------------------------------------------ predicates

/** The retailer approves or rejects a submitted registration only. */
export const canReviewRegistration = (r: { status: string }) => r.status === REGISTRATION_STATUS.submitted;
/** A tax number registers once: a registration holds it while submitted or once approved; a rejected one frees it. */
export const holdsTaxNumber = (r: { status: string }) => r.status !== REGISTRATION_STATUS.rejected;
/** Tax numbers compare without case. */
export const sameTaxNumber = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

// ------------------------------------------------------------------ validations (SPEC §5)

export type FieldCheck = 'phone' | 'email' | 'postalCode';
export type FieldRule = GenericFieldRule<FieldCheck>;
const CHECKS: Record<FieldCheck, (v: unknown) => boolean> = {
  phone: isPhone,
  email: isEmail,
  postalCode: isPostalCode,
};

/** The registration's fields with their SPEC §5 rules, in the server's order. */
export const REGISTER_RULES = {
  venderName: { required: true, maxLength: LENGTH_LIMITS.venderName },
  businessLicenseNo: { required: true, maxLength: LENGTH_LIMITS.businessLicenseNo },
  orgCode: { maxLength: LENGTH_LIMITS.orgCode },
  taxNumber: { required: true, maxLength: LENGTH_LIMITS.taxNumber },
  contact: { required: true, maxLength: LENGTH_LIMITS.contact },
  phone: { required: true, maxLength: LENGTH_LIMITS.phone, check: 'phone' },
  email: { required: true, maxLength: LENGTH_LIMITS.email, check: 'email' },
  address: { required: true, maxLength: LENGTH_LIMITS.address },
  postalCode: { maxLength: LENGTH_LIMITS.postalCode, check: 'postalCode' },
  provinceId: { required: true },
  cityId: { required: true },
} as const satisfies Record<string, FieldRule>;
export type RegisterField = keyof typeof REGISTER_RULES;

/** The most licence files a registration sends (the scanned business licence, front and back). */
export const LICENSE_FILES_MAX = 2;

export type { FieldProblem };

/** Each field's first problem (required, length, format: the server's SPEC §5 messages in that order), in the server's order; null when none. */
export const registrationProblems = (values: Record<string, unknown>) =>
  fieldProblems<RegisterField, FieldCheck>(REGISTER_RULES, values, CHECKS);

/** The longest rejection reason the server keeps. */
export const REJECT_REASON_MAX = 200;
export type ReviewProblem = 'rejectReason' | 'reasonTooLong';

/** SPEC §5 rejection reason required (at most REJECT_REASON_MAX); an approval needs none. */
export function reviewProblem(approve: boolean, remark: unknown): ReviewProblem | null {
  if (approve) return null;
  if (isBlank(remark)) return 'rejectReason';
  return exceedsLength(String(remark).trim(), REJECT_REASON_MAX) ? 'reasonTooLong' : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The registration's error codes the mock answers, with the key of the client's own text where the screen refuses the same case. */
export const REGISTER_ERRORS = {
  required: { code: 'A0410', messageKey: 'kit:validation.requiredInput' },
  tooLong: { code: 'A0410', messageKey: 'kit:validation.maxLength' },
  format: { code: 'A0410', messageKey: 'kit:validation.format' },
  /** A city not of the province chosen (the server's region lists). */
  city: { code: 'A0410' },
  rejectReason: { code: 'A0410', messageKey: 'kit:validation.requiredInput' },
  reasonTooLong: { code: 'A0410', messageKey: 'kit:validation.maxLength' },
  /** A tax number registered already (or held by a supplier). */
  duplicateTaxNumber: { code: 'B0420', messageKey: 'register:rule.duplicateTaxNumber' },
  /** SPEC §8 'current document does not allow this operation' (a registration decided already). */
  refused: { code: 'B0400', messageKey: 'errors:operationNotAllowed' },
  notFound: { code: 'B0404' },
} as const;
