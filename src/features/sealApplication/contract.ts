import { CA_CERT_STATUS, CA_CERT_TYPE } from '@/lib/caCertificate';
import { normalizeDate } from '@/lib/dates';
import { fieldProblems, type FieldRule as GenericFieldRule } from '@/lib/fieldRules';
import { exceedsLength, isBlank, isIdCard, isMobile, LENGTH_LIMITS } from '@/lib/validators';

/**
 * The electronic seal (CA) application's contract (issue 37): what the screens (/ca, /withdrawalCa, the
 * retailer's /s/electronic-signature/ca_review) and the mock backend (mocks/domains/sealApplication) both
 * hold to, written once — the calls, the application and certificate states with their labels' keys and
 * tones, the uploads an application needs, what blocks a new one (SPEC §5), the action predicates
 * (cancel, withdraw, review), the SPEC §5 rules of an application and of a reason, and the error codes
 * with the client's message keys. Pure TypeScript: no React, no antd, no i18next. What only a server
 * knows (a supplier's status, a BU's support, the pending application, days left) stays in the mock,
 * which calls these rules with it.
 */

import { codedValues, type CodedValue, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Electronic seal")

export const CA_BASE = '/api/fea-vsm/ca';

/** Each call's path under CA_BASE. */
export const CA_PATHS = {
  status: 'status',
  apply: 'apply',
  applications: 'applications',
  certificates: 'certificates',
  cancel: 'cancel',
  withdraw: 'withdraw',
  reviewQuery: 'review/query',
  review: 'review',
} as const;

export const caUrl = (path: keyof typeof CA_PATHS) => `${CA_BASE}/${CA_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §3, §4)

/** SPEC §3 application type: new, renew/change (names a current certificate), soft sign. */
export const APPLY_TYPE = { new: '1', renew: '2', softSign: '3' } as const;
/** An application: pending the retailer's review, approved (a certificate issued), rejected, cancelled by the supplier. */
export const APPLY_STATUS = { pending: '0', approved: '1', rejected: '2', cancelled: '3' } as const;
/** A CA certificate as stored (lib/caCertificate): valid, withdrawal applied, withdrawn. */
export const CERT_STATUS = CA_CERT_STATUS;
/** Shown only: a valid certificate past its end (its validity decides, not a stored state). */
export const CERT_EXPIRED = '4';
/** The certificate's medium: USB key or soft sign. */
export const CERT_TYPE = CA_CERT_TYPE;
/** Whether the partner holds a CA (getVenderCaByPartnerId). */
export const CA_HELD = { yes: 'Y', no: 'N' } as const;

export type CaApplyType = ValueOf<typeof APPLY_TYPE>;
export type ApplyStatus = ValueOf<typeof APPLY_STATUS>;
export type CertStatus = ValueOf<typeof CERT_STATUS>;
export type CertType = ValueOf<typeof CERT_TYPE>;
export type CaHeld = ValueOf<typeof CA_HELD>;

export const APPLY_TYPES: CodedValue[] = codedValues('sealApplication:type', Object.values(APPLY_TYPE));
export const APPLY_STATUSES: CodedValue[] = codedValues('sealApplication:status', Object.values(APPLY_STATUS));
export const APPLY_TONES: Record<string, Tone> = {
  '0': 'processing',
  '1': 'success',
  '2': 'error',
  '3': 'default',
} satisfies Record<ApplyStatus, Tone>;
export const CERT_STATUSES: CodedValue[] = codedValues('sealApplication:certStatus', [
  ...Object.values(CERT_STATUS),
  CERT_EXPIRED,
]);
export const CERT_TONES: Record<string, Tone> = { '1': 'success', '2': 'processing', '3': 'default', '4': 'warning' };
export const CERT_TYPES: CodedValue[] = codedValues('sealApplication:certType', Object.values(CERT_TYPE));

// ------------------------------------------------------------------ uploads (SPEC §3)

/** The uploads of an application, in the order of SPEC §3. */
export const CA_FILE_SLOTS = [
  'protocol',
  'applicationForm',
  'authorization',
  'businessLicense',
  'sealImpression',
  'handlerIdCopy',
  'multiCertDeclaration',
] as const;
export type CaFileSlot = (typeof CA_FILE_SLOTS)[number];

/** Needed by every application. */
export const REQUIRED_FILES: readonly CaFileSlot[] = [
  'protocol',
  'applicationForm',
  'authorization',
  'businessLicense',
  'handlerIdCopy',
];

/** The uploads an application needs: a new certificate beside a held one adds the multiple-certificate declaration. */
export const requiredFilesOf = (applyType: unknown, holdsCertificate: boolean): readonly CaFileSlot[] =>
  applyType === APPLY_TYPE.new && holdsCertificate ? [...REQUIRED_FILES, 'multiCertDeclaration'] : REQUIRED_FILES;

/** The first required upload an application lacks, or null. */
export const missingFile = (
  files: Partial<Record<string, readonly unknown[] | undefined>>,
  required: readonly CaFileSlot[],
): CaFileSlot | null => required.find((slot) => !files[slot]?.length) ?? null;

// ------------------------------------------------------------------ what blocks a new application (SPEC §5)

/** SPEC §5 "closed or eliminated suppliers are blocked": disabled (97, 99) and pending exit (98). */
export const CLOSED_VENDOR_STATUSES: readonly string[] = ['97', '98', '99'];

export type CaBlock = 'vendorClosed' | 'buUnsupported' | 'pending';

/** What blocks a new application of a combination, in the order SPEC §5 lists the rules; null when it may apply. */
export function applicationBlock(facts: {
  vendorStatus: string | undefined;
  buSupported: boolean;
  hasPending: boolean;
}): CaBlock | null {
  if (facts.vendorStatus !== undefined && CLOSED_VENDOR_STATUSES.includes(facts.vendorStatus)) return 'vendorClosed';
  if (!facts.buSupported) return 'buUnsupported';
  return facts.hasPending ? 'pending' : null;
}

// ------------------------------------------------------------------ action predicates

type Cert = { status: string; expired: boolean };

/** A certificate's state as shown: a valid one past its end is expired. */
export const certStatusOf = (c: Cert): string =>
  c.status === CERT_STATUS.valid && c.expired ? CERT_EXPIRED : c.status;
/** A valid certificate within its validity: it signs, may be renewed and may be withdrawn. */
export const isCurrentCertificate = (c: Cert) => certStatusOf(c) === CERT_STATUS.valid;
/** A certificate the partner still holds (not withdrawn, not expired): holding one asks for the declaration. */
export const isHeldCertificate = (c: Cert) => c.status !== CERT_STATUS.withdrawn && !c.expired;
/** The supplier applies for the withdrawal of a current certificate only. */
export const canWithdrawCertificate = isCurrentCertificate;
/** The supplier cancels its pending application. */
export const canCancelApplication = (a: { status: string }) => a.status === APPLY_STATUS.pending;
/** Retailer staff approve or reject a pending application. */
export const canReviewApplication = canCancelApplication;
/** An application the retailer decided (the applicant reads the decision on /ca). */
export const isDecided = (a: { status: string }) =>
  a.status === APPLY_STATUS.approved || a.status === APPLY_STATUS.rejected;

// ------------------------------------------------------------------ validations (SPEC §5)

export type FieldRule = GenericFieldRule<'mobile' | 'idCard'>;

/** SPEC §5 applicant limits: applicant 32, phone 64 (a mobile), ID 20 (ID card), address 64, postal code 6. */
export const APPLICANT_RULES = {
  applicant: { required: true, maxLength: LENGTH_LIMITS.applicant },
  applicantPhone: { required: true, maxLength: LENGTH_LIMITS.applicantPhone, check: 'mobile' },
  applicantIdNo: { required: true, maxLength: LENGTH_LIMITS.applicantIdNo, check: 'idCard' },
  applicantAddress: { required: true, maxLength: LENGTH_LIMITS.applicantAddress },
  applicantPostalCode: { required: true, maxLength: LENGTH_LIMITS.applicantPostalCode },
} as const satisfies Record<string, FieldRule>;

const CHECKS = { mobile: isMobile, idCard: isIdCard } as const;

export type ApplyProblem = 'required' | 'tooLong' | 'format' | 'applyType' | 'validityOrder';
export type ApplyProblems = Partial<Record<string, ApplyProblem>>;

/**
 * An application's values (the call's body): the type, the certificate a renewal names, the validity
 * (two real days, the end after the start), the applicant's fields (lib/fieldRules: required, length,
 * format, counted in characters once trimmed); each field's first problem in the server's order, null when none.
 */
export function applyProblems(v: Record<string, unknown>): ApplyProblems | null {
  const p: ApplyProblems = {};
  if (isBlank(v.applyType)) p.applyType = 'required';
  else if (!(Object.values(APPLY_TYPE) as unknown[]).includes(String(v.applyType).trim())) p.applyType = 'applyType';
  if (String(v.applyType ?? '').trim() === APPLY_TYPE.renew && isBlank(v.serialNo)) p.serialNo = 'required';
  const [from, to] = [normalizeDate(v.validFrom), normalizeDate(v.validTo)];
  if (isBlank(v.validFrom)) p.validFrom = 'required';
  else if (!from) p.validFrom = 'format';
  if (isBlank(v.validTo)) p.validTo = 'required';
  else if (!to) p.validTo = 'format';
  if (from && to && to <= from) p.validTo = 'validityOrder';
  Object.assign(p, fieldProblems(APPLICANT_RULES, v, CHECKS));
  return Object.keys(p).length ? p : null;
}

/** The longest withdrawal or rejection reason the server keeps. */
export const REASON_MAX = 200;

export type ReasonProblem = 'required' | 'tooLong';

/** SPEC §5 a withdrawal's or a rejection's reason: required (blank is whitespace), at most REASON_MAX characters once trimmed. */
export function reasonProblem(reason: unknown): ReasonProblem | null {
  if (isBlank(reason)) return 'required';
  return exceedsLength(String(reason).trim(), REASON_MAX) ? 'tooLong' : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The error codes the mock answers, with the key of the client's own text where the screen words the case. */
export const CA_ERRORS = {
  buUnsupported: { code: 'B0410', messageKey: 'sealApplication:block.buUnsupported' },
  vendorClosed: { code: 'B0411', messageKey: 'sealApplication:block.vendorClosed' },
  pending: { code: 'B0412', messageKey: 'sealApplication:rule.pending' },
  certNotFound: { code: 'B0413', messageKey: 'sealApplication:rule.certNotFound' },
  /** Every SPEC §5 problem of an application or a reason (a required field, a length, a format, an upload). */
  invalid: { code: 'A0410' },
  idCard: { code: 'A0410', messageKey: 'sealApplication:rule.idCard' },
  validityOrder: { code: 'A0410', messageKey: 'contracts:validityOrder' },
  /** An application no longer pending, a certificate no longer valid. */
  refused: { code: 'B0400' },
  notFound: { code: 'B0404' },
} as const;
