import { fieldProblems, type FieldProblem, type FieldRule as GenericFieldRule } from '@/lib/fieldRules';
import { isBlank, isEmail, isMobile, isPhone, LENGTH_LIMITS } from '@/lib/validators';
import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';

/**
 * The supplier profile's contract (issue 37): what the screens and the mock backend
 * (mocks/domains/vendorProfile) both hold to, written once — the calls, the SPEC §4 vendor statuses
 * and the change requests' states with their labels' keys and tones, the parts of the profile, the
 * predicates (a change is requested while none is pending, reviewed while pending), the SPEC §5 rules
 * of each part's fields (required, lengths, formats) and the error codes with the client's message
 * keys. Pure TypeScript: no React, no antd, no i18next. The mock keeps the profiles, the requests and
 * what only the server knows (the lists a code must be one of, a city's province), and calls these.
 */

export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Supplier profile")

export const VENDERINFO_BASE = '/api/fea-vsm/venderinfo';

/** Each call's path under VENDERINFO_BASE. */
export const VENDERINFO_PATHS = {
  profile: 'profile',
  history: 'history',
  saveBasic: 'saveBasic',
  requestChange: 'requestChange',
  review: 'review',
  supplierQuery: 'supplierQuery',
} as const;

export type VenderInfoPath = (typeof VENDERINFO_PATHS)[keyof typeof VENDERINFO_PATHS];
export const venderInfoUrl = (path: VenderInfoPath) => `${VENDERINFO_BASE}/${path}`;

// ------------------------------------------------------------------ states and coded values (SPEC §4)

/**
 * SPEC §4 vendor statuses: new, not collaborating, normal, suspended, closing, closed (97), to close (98),
 * eliminated (99); which of them disable a code is the platform's (api/platformContract isDisabledVendorStatus).
 */
export const VENDOR_STATUS = {
  new: '0',
  notCollaborating: '1',
  normal: '2',
  frozen: '3',
  temporarilyFrozen: '4',
  closed: '97',
  toClose: '98',
  eliminated: '99',
} as const;
export const VENDOR_STATUS_CODES = Object.values(VENDOR_STATUS);

export const VENDOR_STATUSES: CodedValue[] = codedValues('vendorProfile:vendorStatus', VENDOR_STATUS_CODES);
export const VENDOR_TONES: Readonly<Record<string, Tone>> = {
  '2': 'success',
  '3': 'warning',
  '4': 'warning',
  '97': 'error',
  '98': 'warning',
  '99': 'error',
};

/** A change request: pending (awaiting the retailer), approved, rejected. */
export const CHANGE_STATUS = { pending: '0', approved: '1', rejected: '2' } as const;
export type ChangeStatus = (typeof CHANGE_STATUS)[keyof typeof CHANGE_STATUS];
export const CHANGE_STATUSES: CodedValue[] = codedValues('vendorProfile:changeStatus', Object.values(CHANGE_STATUS));
export const CHANGE_TONES: Record<ChangeStatus, Tone> = { '0': 'processing', '1': 'success', '2': 'error' };

/** The parts of the profile: each has its information sheet (/basicinfo/venderinfo/report/:key). */
export const PROFILE_PARTS = ['basic', 'bank', 'invoice'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];
/** Bank and invoicing data change only through a request the retailer approves. */
export const CHANGE_PARTS = ['bank', 'invoice'] as const;
export type ChangePart = (typeof CHANGE_PARTS)[number];
export const isChangePart = (part: unknown): part is ChangePart => (CHANGE_PARTS as readonly unknown[]).includes(part);
export const PARTS: CodedValue[] = codedValues('vendorProfile:part', PROFILE_PARTS);

/** The supplier query's 'with a request awaiting review' search value. */
export const WITH_PENDING = '1';

// ------------------------------------------------------------------ predicates

/** At most one pending request per supplier code: a bank or invoicing change is requested while none is pending. */
export const canRequestChange = (profile: { pending: unknown }) => !profile.pending;
/** The retailer reviews a request only while it is pending. */
export const canReviewChange = (request: { status: string }) => request.status === CHANGE_STATUS.pending;
/** A supplier row of the retailer's query with a request to review. */
export const hasPendingChange = (row: { pendingRequestId: string | null }) => row.pendingRequestId !== null;
/** A rejection needs a reason (SPEC §5 rejection reason required); an approval none. */
export const reviewProblem = (approve: boolean, reason: unknown): 'rejectReason' | null =>
  !approve && isBlank(reason) ? 'rejectReason' : null;

// ------------------------------------------------------------------ validations (SPEC §5)

/** A bank account number: 8 to 32 digits. */
export const isBankAccount = (v: unknown) => typeof v === 'string' && /^\d{8,32}$/.test(v.trim());

export type FieldCheck = 'phone' | 'mobile' | 'email' | 'bankAccount';
export type FieldRule = GenericFieldRule<FieldCheck>;
const CHECKS: Record<FieldCheck, (v: unknown) => boolean> = {
  phone: isPhone,
  mobile: isMobile,
  email: isEmail,
  bankAccount: isBankAccount,
};

const NAME_MAX = 64;
const BANK_CODE_MAX = 20;
const ACCOUNT_MAX = 32;
/** The longest explanation of a change request. */
export const REMARK_MAX = 200;

/** Each part's fields the supplier sends, with their SPEC §5 rules (in the forms' and the server's order). */
export const PROFILE_RULES = {
  basic: {
    contact: { required: true, maxLength: LENGTH_LIMITS.contact },
    phone: { required: true, maxLength: LENGTH_LIMITS.phone, check: 'phone' },
    mobile: { check: 'mobile' },
    email: { maxLength: LENGTH_LIMITS.email, check: 'email' },
    address: { required: true, maxLength: LENGTH_LIMITS.address },
    postalCode: { maxLength: LENGTH_LIMITS.postalCode },
    province: { required: true },
    city: { required: true },
  },
  bank: {
    account: { required: true, maxLength: ACCOUNT_MAX, check: 'bankAccount' },
    accountName: { required: true, maxLength: NAME_MAX },
    bankName: { required: true, maxLength: NAME_MAX },
    bankCode: { maxLength: BANK_CODE_MAX },
    bankProvince: {},
    bankCity: {},
    accountType: { required: true },
    payMode: { required: true },
    financingType: {},
  },
  invoice: {
    invoiceName: { required: true, maxLength: NAME_MAX },
    taxpayerId: { required: true, maxLength: LENGTH_LIMITS.taxNumber },
    taxLevel: { required: true },
    invoiceAddress: { required: true, maxLength: LENGTH_LIMITS.address },
    invoicePhone: { required: true, maxLength: LENGTH_LIMITS.phone, check: 'phone' },
    invoiceBankName: { maxLength: NAME_MAX },
    invoiceAccount: { maxLength: ACCOUNT_MAX, check: 'bankAccount' },
  },
} as const satisfies Record<ProfilePart, Record<string, FieldRule>>;

/** The fields of a part (what the server keeps of a body, in order). */
export const fieldsOf = (part: ProfilePart): string[] => Object.keys(PROFILE_RULES[part]);

export type { FieldProblem };

/** Each field's first problem (required, length, format: the server's SPEC §5 messages in that order), in the part's order; null when none. */
export const profileProblems = (part: ProfilePart, values: Record<string, unknown>) =>
  fieldProblems<string, FieldCheck>(PROFILE_RULES[part], values, CHECKS);

// ------------------------------------------------------------------ errors (SPEC §8)

/** The profile's error codes the mock answers, with the key of the client's own text where the screen refuses the same case. */
export const PROFILE_ERRORS = {
  required: { code: 'A0410', messageKey: 'kit:validation.requiredInput' },
  tooLong: { code: 'A0410', messageKey: 'kit:validation.maxLength' },
  format: { code: 'A0410', messageKey: 'kit:validation.format' },
  /** A city not of the province, a code not of its list (what only the server's lists know). */
  notInList: { code: 'A0410', messageKey: 'vendorProfile:rule.notInList' },
  cityOutsideProvince: { code: 'A0410', messageKey: 'vendorProfile:rule.cityOutsideProvince' },
  partInvalid: { code: 'A0410' },
  vendorNotFound: { code: 'B0404' },
  /** At most one pending request per supplier code. */
  pendingExists: { code: 'A0440', messageKey: 'vendorProfile:rule.pendingExists' },
  nothingChanged: { code: 'A0441', messageKey: 'vendorProfile:rule.nothingChanged' },
  /** SPEC §8 select the documents first (the review). */
  selectFirst: { code: 'A0430', messageKey: 'vendorProfile:selectFirst' },
  rejectReason: { code: 'A0432' },
  /** A request no longer pending. */
  refused: { code: 'B0400', messageKey: 'vendorProfile:noPending' },
} as const;
