import { codedValues, type CodedValue, type Tone, type ValueOf } from '@/lib/codedValues';
import { daysBetween } from '@/lib/dates';
import { isBlank } from '@/lib/validators';
export type { CodedValue, Tone } from '@/lib/codedValues';

/**
 * Contracts' contract (issue 37): what the screens and the mock backend (mocks/domains/contracts)
 * both hold to, written once — the calls, the SPEC §4 states of bills, seals, attachment documents,
 * invoice-easy and promoter agreements with their labels' keys and tones, the action predicates,
 * the SPEC §5, §9 validations and the error codes with the client's message keys. Pure TypeScript:
 * no React, no antd, no i18next. What only a server knows (the day, the supplier's certificates and
 * master data, the BU's seals, the PDFs) stays in the mock, which calls these rules. The signing
 * time is SPEC §5's shared rule, `lib/signingTime`.
 */

// ------------------------------------------------------------------ calls (docs/API.md "Contracts")

export const CONTRACT_BASE = '/api/fea-vsm/contract';

/** Each call's path under CONTRACT_BASE. */
export const CONTRACT_PATHS = {
  query: 'query',
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  submit: 'submit',
  approve: 'approve',
  cancel: 'cancel',
  pdf: 'pdf',
  sign: 'sign',
  rejectByB: 'rejectByB',
  seal: 'seal',
  rejectByA: 'rejectByA',
  attachmentQuery: 'attachment/query',
  attachmentSave: 'attachment/save',
  attachmentSubmit: 'attachment/submit',
  attachmentConfirm: 'attachment/confirm',
  attachmentDelete: 'attachment/delete',
  ticketQuery: 'ticketyt/query',
  ticketApply: 'ticketyt/apply',
  ticketEligibility: 'ticketyt/eligibility',
  promoterQuery: 'promoter/query',
  promoterCost: 'promoter/cost',
  promoterAdd: 'promoter/add',
  promoterApprove: 'promoter/approve',
  promoterReject: 'promoter/reject',
} as const;

export const contractUrl = (path: keyof typeof CONTRACT_PATHS) => `${CONTRACT_BASE}/${CONTRACT_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §3, §4)

/** SPEC §4 contract or agreement bill (promoter agreements use the first four). */
export const CONTRACT_STATUS = {
  new: '0',
  submitted: '1',
  approved: '2',
  purchaseCancelled: '3',
  signed: '4',
  cancelled: '5',
} as const;
/** SPEC §4 sign status of party B (the supplier). */
export const SIGN_STATUS = { waiting: '0', signed: '1' } as const;
/** SPEC §4 seal state ('' none yet). */
export const SEAL_STATUS = {
  none: '',
  rejectedByA: '1',
  awaitingA: '2',
  completed: '3',
  downloadedByB: '4',
  rejectedByB: '5',
} as const;
/** Execution of a contract (SPEC §4: pending execution or terminated cannot be rejected). */
export const EXEC_STATUS = { pending: '0', inForce: '1', terminated: '2' } as const;
export const CONTRACT_TYPE = { supplierAgreement: '1', purchase: '2', supplementary: '3' } as const;
/** SPEC §3 signing business type: new contract, renewal, supplementary agreement. */
export const SIGN_BIZ_TYPE_VALUES = ['1', '2', '3'] as const;
/** SPEC §4 attachment document. */
export const ATTACHMENT_STATUS = { draft: '0', submitted: '1', confirmed: '2' } as const;
/** Invoice-easy (票易通) agreement versions. */
export const TICKET_STATUS = { submitted: '0', inForce: '1', superseded: '2' } as const;
export const TICKET_APPLY_TYPE = { new: '1', renewal: '2' } as const;
/** SPEC §4: supplier codes not collaborating (1), normal (2), frozen (3) or temporarily frozen (4) may apply. */
export const TICKET_VENDOR_STATUSES: readonly string[] = ['1', '2', '3', '4'];
/** SPEC §3 promoter agreement choices. */
export const PROMOTER_TYPE_VALUES = ['1', '2', '3', '4', '5'] as const;
export const ONBOARD_TYPE = { newHire: '1', renewal: '2', replacement: '3' } as const;
export const DISPLAY_MODE_VALUES = ['1', '2', '3', '4'] as const;

export type ContractStatus = ValueOf<typeof CONTRACT_STATUS>;
export type SignStatus = ValueOf<typeof SIGN_STATUS>;
export type SealStatus = ValueOf<typeof SEAL_STATUS>;
export type ExecStatus = ValueOf<typeof EXEC_STATUS>;
export type ContractType = ValueOf<typeof CONTRACT_TYPE>;
export type AttachmentStatus = ValueOf<typeof ATTACHMENT_STATUS>;
export type TicketStatus = ValueOf<typeof TICKET_STATUS>;
export type TicketApplyType = ValueOf<typeof TICKET_APPLY_TYPE>;

const sealed = (s: SealStatus) => s !== SEAL_STATUS.none;
export const CONTRACT_STATUSES = codedValues('contracts:status', Object.values(CONTRACT_STATUS));
export const SIGN_STATUSES = codedValues('contracts:signStatus', Object.values(SIGN_STATUS));
export const SEAL_STATUSES = codedValues('contracts:sealStatus', Object.values(SEAL_STATUS).filter(sealed));
export const EXEC_STATUSES = codedValues('contracts:execStatus', Object.values(EXEC_STATUS));
export const CONTRACT_TYPES = codedValues('contracts:contractType', Object.values(CONTRACT_TYPE));
export const SIGN_BIZ_TYPES = codedValues('contracts:signBizType', SIGN_BIZ_TYPE_VALUES);
export const ATTACHMENT_STATUSES = codedValues('contracts:attachment.status', Object.values(ATTACHMENT_STATUS));
export const TICKET_STATUSES = codedValues('contracts:ticket.status', Object.values(TICKET_STATUS));
export const TICKET_APPLY_TYPES = codedValues('contracts:ticket.applyType', Object.values(TICKET_APPLY_TYPE));
export const PROMOTER_TYPES = codedValues('contracts:promoter.promoterType', PROMOTER_TYPE_VALUES);
export const ONBOARD_TYPES = codedValues('contracts:promoter.onboardType', Object.values(ONBOARD_TYPE));
export const DISPLAY_MODES = codedValues('contracts:promoter.displayMode', DISPLAY_MODE_VALUES);
/** A replacement started within REPLACEMENT_DAYS, or not (SPEC §9). */
export const IN_TIME_VALUES: CodedValue[] = codedValues('contracts:promoter.inTime', ['true', 'false']);

export const CONTRACT_TONES: Record<ContractStatus, Tone> = {
  '0': 'default',
  '1': 'processing',
  '2': 'warning',
  '3': 'error',
  '4': 'success',
  '5': 'default',
};
export const SIGN_TONES: Record<SignStatus, Tone> = { '0': 'warning', '1': 'success' };
export const SEAL_TONES: Record<Exclude<SealStatus, ''>, Tone> = {
  '1': 'error',
  '2': 'processing',
  '3': 'success',
  '4': 'success',
  '5': 'error',
};
export const ATTACHMENT_TONES: Record<AttachmentStatus, Tone> = { '0': 'default', '1': 'processing', '2': 'success' };
export const TICKET_TONES: Record<TicketStatus, Tone> = { '0': 'processing', '1': 'success', '2': 'default' };
export const IN_TIME_TONES: Record<string, Tone> = { true: 'success', false: 'error' };

// ------------------------------------------------------------------ action predicates (SPEC §4)

type Bill = { status: string; signStatus: string; sealStatus: string; execStatus: string };

/** Only a new application is changed, submitted or deleted by the supplier. */
export const isNewAgreement = (c: { status: string }) => c.status === CONTRACT_STATUS.new;
/** The retailer approves or cancels (purchase cancelled) a submitted bill. */
export const canReviewContract = (c: { status: string }) => c.status === CONTRACT_STATUS.submitted;
/** The contract's PDF is read once approved (and after it is e-signed). */
export const hasContractPdf = (c: { status: string }) =>
  c.status === CONTRACT_STATUS.approved || c.status === CONTRACT_STATUS.signed;
/** The retailer approves or rejects a submitted promoter agreement. */
export const canReviewPromoter = canReviewContract;
/** The PDF with the seals exists once party B signed. */
export const hasSignedPdf = (c: { signStatus: string }) => c.signStatus === SIGN_STATUS.signed;
/** SPEC §4: contracts pending execution or terminated cannot be rejected. */
export const isRejectable = (c: { execStatus: string }) => c.execStatus === EXEC_STATUS.inForce;
/** Party B signs an approved contract it has not signed yet. */
export const canSign = (c: Bill) => c.status === CONTRACT_STATUS.approved && c.signStatus === SIGN_STATUS.waiting;
/** Party B rejects what it may sign, unless the contract is pending execution or terminated. */
export const canRejectByB = (c: Bill) => canSign(c) && isRejectable(c);
/** Party A seals what party B signed. */
export const canSealByA = (c: Bill) => c.sealStatus === SEAL_STATUS.awaitingA && c.signStatus === SIGN_STATUS.signed;
/** Party A rejects what awaits its seal, unless the contract is pending execution or terminated. */
export const canRejectByA = (c: Bill) => canSealByA(c) && isRejectable(c);
/** Party A's seal is already on it: sealing again is a repeated submit (SPEC §8). */
export const isSealedByA = (c: { sealStatus: string }) =>
  c.sealStatus === SEAL_STATUS.completed || c.sealStatus === SEAL_STATUS.downloadedByB;

/** SPEC §4: a draft attachment document is changed, submitted or deleted; a submitted one cannot be. */
export const canChangeAttachment = (a: { status: string }) => a.status === ATTACHMENT_STATUS.draft;
/** SPEC §4: a submitted attachment document is confirmed; a draft cannot be. */
export const canConfirmAttachment = (a: { status: string }) => a.status === ATTACHMENT_STATUS.submitted;

/** The invoice-easy agreement in force (one at a time: a new application is refused while it is). */
export const isTicketInForce = (t: { status: string }) => t.status === TICKET_STATUS.inForce;
/** SPEC §8 renewal month: the version in force is renewed in the month it ends (`day`: the server's today). */
export const renewableNow = (t: { status: string; validTo: string }, day: string) =>
  isTicketInForce(t) && t.validTo.slice(0, 7) === day.slice(0, 7);

export type TicketProblem = 'parent' | 'status' | 'taxInfo';
/** SPEC §4, §8: why a supplier code may not apply for the invoice-easy agreement, or null. */
export function ticketProblem(e: {
  parent: boolean;
  statusAllowed: boolean;
  hasTaxNumber: boolean;
}): TicketProblem | null {
  if (e.parent) return 'parent';
  if (!e.statusAllowed) return 'status';
  return e.hasTaxNumber ? null : 'taxInfo';
}
export const ticketStatusAllowed = (vendorStatus: string) => TICKET_VENDOR_STATUSES.includes(vendorStatus);

/** The supplier's certificate as it decides a signature: live (status 1) and the days until it expires. */
/**
 * A CA certificate's state as the signing check reads it: only a valid one signs (the certificates the
 * seal application issues, its contract's CERT_STATUS; a feature imports no other feature's).
 */
export const SIGNING_CERT_STATUS = { valid: '1' } as const;
export type SigningCertificate = { status: string; daysLeft: number };
export type CertificateProblem = 'buUnsupported' | 'noEsign' | 'activateFirst' | 'certExpired';
/**
 * SPEC §5, §8 seal refusals in the server's order: the BU supports e-signatures, the company has one,
 * one is activated, one is within its validity. `buSupported` undefined: not known (the screen learns
 * it from the certificates, so without one it says noEsign).
 */
export function certificateProblem(
  buSupported: boolean | undefined,
  certificates: readonly SigningCertificate[],
): CertificateProblem | null {
  if (buSupported === false) return 'buUnsupported';
  if (certificates.length === 0) return 'noEsign';
  const live = certificates.filter((c) => c.status === SIGNING_CERT_STATUS.valid);
  if (live.length === 0) return 'activateFirst';
  return live.some((c) => c.daysLeft >= 0) ? null : 'certExpired';
}

// ------------------------------------------------------------------ validations (SPEC §5, §9)

export const AGREEMENT_TITLE_MAX = 60;
export const REMARK_MAX = 200;
export const PAYMENT_DAYS_MAX = 365;
export const REBATE_RATE_MAX = 100;
/** The longest rejection reason the server keeps (promoter agreements). */
export const PROMOTER_REASON_MAX = 200;
export const PROMOTER_NAME_MAX = 20;
export const ATTACHMENT_TITLE_MAX = 60;
export const INVOICE_CONTACT_MAX = 30;
export const INVOICE_PHONE_MAX = 20;
export const INVOICE_EMAIL_MAX = 60;
/** SPEC §9: a replacement promoter starts within 3 days of the replaced one leaving. */
export const REPLACEMENT_DAYS = 3;

const str = (v: unknown) => (isBlank(v) ? '' : String(v).trim());
const numberOf = (v: unknown) => (isBlank(v) ? NaN : Number(v));
const inRange = (v: unknown, max: number) => {
  const n = numberOf(v);
  return Number.isFinite(n) && n >= 0 && n <= max;
};

export type AgreementProblem = 'titleLength' | 'validityOrder' | 'numbers';
/**
 * A supplier agreement's values beyond the required ones: the name within AGREEMENT_TITLE_MAX, the
 * validity ending after it starts (SPEC §5 date order), payment days 0–365, rebate 0–100 %, a fee not
 * below 0. Field → problem, or null.
 */
export function agreementProblems(v: Record<string, unknown>): Record<string, AgreementProblem> | null {
  const problems: Record<string, AgreementProblem> = {};
  if (str(v.title).length > AGREEMENT_TITLE_MAX) problems.title = 'titleLength';
  const [from, to] = [str(v.validFrom), str(v.validTo)];
  if (from && to && to <= from) problems.validTo = 'validityOrder';
  const limits: [string, number][] = [
    ['paymentDays', PAYMENT_DAYS_MAX],
    ['rebateRate', REBATE_RATE_MAX],
    ['promotionFee', Number.MAX_SAFE_INTEGER],
  ];
  for (const [name, max] of limits) if (!isBlank(v[name]) && !inRange(v[name], max)) problems[name] = 'numbers';
  return Object.keys(problems).length ? problems : null;
}

/** Days from one ISO day to another (lib/dates, the one copy). */
export { daysBetween };

/** SPEC §9: a replacement starting within REPLACEMENT_DAYS of the replaced promoter leaving (not before). */
export function replacementInTime(leaveDate: string, startDate: string): boolean {
  const days = daysBetween(leaveDate, startDate);
  return days >= 0 && days <= REPLACEMENT_DAYS;
}

export const isReplacement = (v: Record<string, unknown>) => v.onboardType === ONBOARD_TYPE.replacement;

export type PromoterProblem = 'periodOrder' | 'replacedRequired' | 'leaveDateRequired' | 'lateReplacement';
/** Rules across a promoter agreement's fields: the period's order; a replacement names whom it replaces and starts in time. */
export function promoterProblems(v: Record<string, unknown>): Record<string, PromoterProblem> | null {
  const problems: Record<string, PromoterProblem> = {};
  const [from, to] = [str(v.promoteFrom), str(v.promoteTo)];
  if (from && to && to < from) problems.promoteTo = 'periodOrder';
  if (isReplacement(v)) {
    const leaveDate = str(v.leaveDate);
    if (!str(v.replacedName)) problems.replacedName = 'replacedRequired';
    if (!leaveDate) problems.leaveDate = 'leaveDateRequired';
    else if (from && !replacementInTime(leaveDate, from)) problems.promoteFrom = 'lateReplacement';
  }
  return Object.keys(problems).length ? problems : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/**
 * The error codes the mock answers, with the key of the client's own text where the screen refuses
 * the same case before the call (the mock answers that text, `catalogue(messageKey)`).
 */
export const CONTRACT_ERRORS = {
  refused: { code: 'B0400' },
  repeated: { code: 'B0409', messageKey: 'errors:repeatedSubmit' },
  signing: { code: 'A0431' },
  signTimeBeforeApproval: { code: 'A0431', messageKey: 'contracts:signing.signTimeBeforeApproval' },
  signTimeFuture: { code: 'A0431', messageKey: 'contracts:signing.signTimeFuture' },
  signTimeFormat: { code: 'A0431', messageKey: 'contracts:rule.signTimeFormat' },
  readFirst: { code: 'B0430', messageKey: 'contracts:rule.readFirst' },
  cannotReject: { code: 'B0431', messageKey: 'contracts:refused.reject' },
  approveFailed: { code: 'B0432', messageKey: 'contracts:rule.approveFailed' },
  rejectFailed: { code: 'B0433', messageKey: 'contracts:rule.rejectFailed' },
  newPending: { code: 'B0434', messageKey: 'contracts:rule.newPending' },
  titleLength: { code: 'A0410', messageKey: 'contracts:rule.titleLength' },
  validityOrder: { code: 'A0410', messageKey: 'contracts:validityOrder' },
  numbers: { code: 'A0410', messageKey: 'contracts:rule.numbers' },
  noEsign: { code: 'C0501', messageKey: 'contracts:refused.noEsign' },
  certExpired: { code: 'C0502', messageKey: 'contracts:refused.certExpired' },
  activateFirst: { code: 'C0503', messageKey: 'contracts:refused.activateFirst' },
  buUnsupported: { code: 'C0504', messageKey: 'contracts:refused.buUnsupported' },
  sealNotDetected: { code: 'C0505', messageKey: 'errors:sealNotDetected' },
  multipleSeals: { code: 'C0506', messageKey: 'errors:multipleSeals' },
  attachmentConfirm: { code: 'B0435', messageKey: 'contracts:attachment.refused.confirm' },
  attachmentResubmit: { code: 'B0409', messageKey: 'contracts:attachment.refused.resubmit' },
  attachmentChange: { code: 'B0436', messageKey: 'contracts:attachment.refused.change' },
  filesRequired: { code: 'A0410', messageKey: 'contracts:attachment.filesRequired' },
  ticketStatus: { code: 'B0440', messageKey: 'contracts:ticket.refused.status' },
  parent: { code: 'B0441', messageKey: 'contracts:ticket.refused.parent' },
  taxInfo: { code: 'B0442', messageKey: 'contracts:ticket.refused.taxInfo' },
  renewalMonth: { code: 'B0443', messageKey: 'contracts:ticket.renewalMonth' },
  ticketInForce: { code: 'B0444', messageKey: 'contracts:ticket.refused.inForce' },
  periodOrder: { code: 'A0410', messageKey: 'contracts:promoter.periodOrder' },
  replacedRequired: { code: 'A0410', messageKey: 'contracts:promoter.replacedRequired' },
  leaveDateRequired: { code: 'A0410', messageKey: 'contracts:promoter.leaveDateRequired' },
  lateReplacement: { code: 'B0450', messageKey: 'contracts:promoter.lateReplacement' },
  reasonLength: { code: 'A0432', messageKey: 'contracts:rule.reasonLength' },
  promoterName: { code: 'A0410', messageKey: 'contracts:rule.promoterName' },
  choice: { code: 'A0410', messageKey: 'contracts:rule.choice' },
  fees: { code: 'A0410', messageKey: 'contracts:rule.fees' },
} as const;

/** The ticket refusal's error (code and key) by its problem. */
export const TICKET_PROBLEM_ERRORS = {
  parent: CONTRACT_ERRORS.parent,
  status: CONTRACT_ERRORS.ticketStatus,
  taxInfo: CONTRACT_ERRORS.taxInfo,
} as const satisfies Record<TicketProblem, { code: string; messageKey: string }>;

/** The message key of a field problem, as the screen shows it and the mock answers it. */
export const problemKey = (problem: AgreementProblem | PromoterProblem | CertificateProblem) =>
  CONTRACT_ERRORS[problem].messageKey;
/** Field → message key of a validation's problems (a form's `validate` answer). */
export const problemKeys = (problems: Record<string, AgreementProblem | PromoterProblem> | null) =>
  problems ? Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, problemKey(p)])) : null;
