import { isBlank } from '@/lib/validators';

/**
 * Certificates and licences' contract (issue 37): what the screens and the mock backend
 * (mocks/domains/certificates) both hold to, written once — the calls, the SPEC §4 states with their
 * labels' keys and tones, the action predicates (the two audit steps 初审/终审), the SPEC §5, §9
 * validations (five years' validity, the search's criteria) and the error codes with the client's
 * message keys. Pure TypeScript: no React, no antd, no i18next. What only a server knows (the day,
 * the goods' tax rate, an electronic-signature certificate) stays in the mock, which calls these rules.
 */

import { codedValues, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Certificates and licences")

export const CERT_BASE = '/api/fea-vsm/cert';
export const TAX_RELIEF_BASE = `${CERT_BASE}/taxRelief`;

/** Each call's path under CERT_BASE. */
export const CERT_PATHS = {
  query: 'query',
  get: 'get',
  save: 'save',
  submit: 'submit',
  delete: 'delete',
  audit: 'audit',
  types: 'types',
  addType: 'addType',
  editType: 'editType',
  categories: 'categories',
  saveCategory: 'saveCategory',
} as const;
/** Each call's path under TAX_RELIEF_BASE. */
export const TAX_RELIEF_PATHS = { query: 'query', save: 'save', pdf: 'pdf', sign: 'sign', review: 'review' } as const;

export const certUrl = (path: keyof typeof CERT_PATHS) => `${CERT_BASE}/${CERT_PATHS[path]}`;
export const taxReliefUrl = (path: keyof typeof TAX_RELIEF_PATHS) => `${TAX_RELIEF_BASE}/${TAX_RELIEF_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §3, §4)

/** A certificate sheet: draft, awaiting pre-audit (初审), awaiting final audit (终审), approved, rejected. */
export const CERT_STATUS = { draft: '0', preAudit: '1', finalAudit: '2', approved: '3', rejected: '4' } as const;
/** Certificate category (SPEC §3): company licence, goods certificate, brand certificate. */
export const CERT_KIND = { company: '1', goods: '2', brand: '3' } as const;
/** Tax relief: draft, signed and submitted, approved, rejected. */
export const RELIEF_STATUS = { draft: '0', signed: '1', approved: '2', rejected: '3' } as const;
/** Tax exemption or reduction. */
export const RELIEF_TYPE = { exemption: '1', reduction: '2' } as const;

export type CertStatus = ValueOf<typeof CERT_STATUS>;
export type CertKind = ValueOf<typeof CERT_KIND>;
export type TaxReliefStatus = ValueOf<typeof RELIEF_STATUS>;
export type ReliefType = ValueOf<typeof RELIEF_TYPE>;

// Coded values, each labelled `certificates:<group>.<value>`.
export const CERT_STATUSES = codedValues('certificates:status', Object.values(CERT_STATUS));
export const CERT_TONES: Record<CertStatus, Tone> = {
  '0': 'default',
  '1': 'processing',
  '2': 'processing',
  '3': 'success',
  '4': 'error',
};
export const CERT_KINDS = codedValues('certificates:kind', Object.values(CERT_KIND));
export const RELIEF_STATUSES = codedValues('certificates:relief.status', Object.values(RELIEF_STATUS));
export const RELIEF_TONES: Record<TaxReliefStatus, Tone> = {
  '0': 'default',
  '1': 'processing',
  '2': 'success',
  '3': 'error',
};
export const RELIEF_TYPES = codedValues('certificates:relief.type', Object.values(RELIEF_TYPE));

/** The coded category of a value as sent: goods, brand, else a company licence. */
export const certKindOf = (v: unknown): CertKind =>
  v === CERT_KIND.goods ? CERT_KIND.goods : v === CERT_KIND.brand ? CERT_KIND.brand : CERT_KIND.company;

/** The function permission of the retailer's audits and licence maintenance. */
export const REVIEW_RIGHT = 'license:review';

/** The expiry horizons (days) of the to-do, the on-hand list and the retailer's expiry screens; the first is the default. */
export const EXPIRY_HORIZONS = [60, 30, 7] as const;
/**
 * The status search's own values: 'pending' is the caller's to-do (the supplier's on-hand certificates
 * within 60 days of expiry, the retailer's sheets awaiting an audit), 'd30' / 'd7' the nearer horizons.
 */
export const STATUS_FILTER = { pending: 'pending', d30: 'd30', d7: 'd7' } as const;
export const HORIZON_DAYS: Record<string, number> = { [STATUS_FILTER.d30]: 30, [STATUS_FILTER.d7]: 7 };

// ------------------------------------------------------------------ action predicates (SPEC §4)

/** The supplier writes (and submits) a draft or a rejected sheet; a submitted one cannot be changed. */
export const canEditCert = (s: { status: string }) =>
  s.status === CERT_STATUS.draft || s.status === CERT_STATUS.rejected;
export const canSubmitCert = canEditCert;
/** Only a draft is deleted. */
export const canDeleteCert = (s: { status: string }) => s.status === CERT_STATUS.draft;
/** The retailer audits a sheet awaiting its pre-audit or its final audit. */
export const canAuditCert = (s: { status: string }) =>
  s.status === CERT_STATUS.preAudit || s.status === CERT_STATUS.finalAudit;
/** Where an audit takes a sheet: a pass from the pre-audit to the final audit, from the final audit to approved. */
export const auditedStatus = (status: string, pass: boolean): CertStatus =>
  !pass ? CERT_STATUS.rejected : status === CERT_STATUS.preAudit ? CERT_STATUS.finalAudit : CERT_STATUS.approved;

/** A tax relief is changed and signed (which submits it) while it is a draft or rejected. */
export const canEditRelief = (r: { status: string }) =>
  r.status === RELIEF_STATUS.draft || r.status === RELIEF_STATUS.rejected;
export const canSignRelief = canEditRelief;
/** The retailer reviews a signed relief. */
export const canReviewRelief = (r: { status: string }) => r.status === RELIEF_STATUS.signed;

/** A licence type reviewed every year (SPEC §3 yearFlag) makes its certificates annual-review ones. */
export const isAnnualReview = (type: { yearFlag: number }) => type.yearFlag === 1;

// ------------------------------------------------------------------ validations (SPEC §5, §9)

/** SPEC §5: a certificate search needs at least one of these. */
export const CERT_SEARCH_NEEDS = ['sheetId', 'barcode', 'certCode', 'goodsId', 'ctId', 'kind', 'venderId'] as const;
/** Whether a certificate search names one of CERT_SEARCH_NEEDS (blank: SPEC §5). */
export const hasSearchCriterion = (params: Record<string, unknown>) =>
  CERT_SEARCH_NEEDS.some((k) => {
    const v = params[k];
    return Array.isArray(v) ? v.some((x) => !isBlank(x)) : !isBlank(v);
  });

/** SPEC §5, §9: a certificate is valid for at most five years, unless it is indefinite. */
export const MAX_VALIDITY_YEARS = 5;

/** The latest expiry date a certificate may have: the same day five years on. */
export const latestExpiry = (today: string) => `${Number(today.slice(0, 4)) + MAX_VALIDITY_YEARS}${today.slice(4)}`;

export type ExpiryProblem = 'expiryRequired' | 'expired' | 'fiveYears';

/** What is wrong with a certificate's expiry day (YYYY-MM-DD) by the server's today, or null; an indefinite one has none. */
export function expiryProblem(
  expiry: string | null | undefined,
  indefinite: boolean,
  today: string,
): ExpiryProblem | null {
  if (indefinite) return null;
  if (!expiry) return 'expiryRequired';
  if (expiry < today) return 'expired';
  if (expiry > latestExpiry(today)) return 'fiveYears';
  return null;
}

/** A goods certificate sheet names its goods; a company's or brand's does not. */
export const needsGoods = (kind: unknown) => kind === CERT_KIND.goods;

export type ItemProblems = { certCode?: 'required'; expiryDate?: ExpiryProblem; files?: 'required' };

/**
 * SPEC §3, §5 one certificate of a sheet: its code, its expiry (five years unless indefinite) and at
 * least one file (their kind and size: kit/upload/checks); null when it may be saved.
 */
export function itemProblems(
  item: { certCode: unknown; expiryDate: string | null | undefined; indefinite: boolean; files: readonly unknown[] },
  today: string,
): ItemProblems | null {
  const problems: ItemProblems = {};
  if (isBlank(item.certCode)) problems.certCode = 'required';
  const expiry = expiryProblem(item.expiryDate, item.indefinite, today);
  if (expiry) problems.expiryDate = expiry;
  if (item.files.length === 0) problems.files = 'required';
  return Object.keys(problems).length ? problems : null;
}

/** A tax relief's period: not ending before it starts, and ending within five years as a certificate. */
export function reliefPeriodProblem(
  validFrom: string | null | undefined,
  validTo: string | null | undefined,
  today: string,
): 'period' | 'fiveYears' | null {
  if (validFrom && validTo && validFrom > validTo) return 'period';
  return validTo && validTo > latestExpiry(today) ? 'fiveYears' : null;
}

/** SPEC §3: a licence type is either required or optional for a goods category, never both. */
export const categoryRuleOverlaps = (required: readonly string[], optional: readonly string[]) =>
  required.some((id) => optional.includes(id));

/** The required types of a goods category a sheet has no certificate of. */
export const missingRequired = (required: readonly string[] | undefined, items: readonly { ctId: string }[]) =>
  (required ?? []).filter((ctId) => !items.some((it) => it.ctId === ctId));

// ------------------------------------------------------------------ errors (SPEC §8)

/**
 * The certificate error codes the mock answers (its texts `tr(zh, en)` in the mock's catalogue), with
 * the key of the client's own text where the screen refuses the same case before the call.
 */
export const CERT_ERRORS = {
  /** A submitted, audited or approved document refused an action (the mock's ERR.statusNotAllowed). */
  refused: { code: 'B0400' },
  oneOfRequired: { code: 'A0440', messageKey: 'certificates:rule.oneOf' },
  fiveYears: { code: 'A0441', messageKey: 'certificates:rule.fiveYears' },
  expired: { code: 'A0442', messageKey: 'certificates:rule.expired' },
  expiryRequired: { code: 'A0400', messageKey: 'certificates:rule.expiryRequired' },
  fileType: { code: 'A0443', messageKey: 'certificates:rule.fileType' },
  fileSize: { code: 'A0444', messageKey: 'certificates:rule.fileSize' },
  noItems: { code: 'A0445', messageKey: 'certificates:rule.noItems' },
  typeExists: { code: 'A0446', messageKey: 'certificates:rule.typeExists' },
  overlap: { code: 'A0447', messageKey: 'certificates:rule.overlap' },
  missingEvidence: { code: 'A0448' },
  noReviewRight: { code: 'A0303' },
  noCa: { code: 'A0450', messageKey: 'certificates:rule.noCa' },
  period: { code: 'A0451', messageKey: 'certificates:relief.rule.period' },
  reliefRate: { code: 'A0452', messageKey: 'certificates:rule.reliefRate' },
} as const;

/** The client's refusal of an action on a document whose state does not allow it (the mock answers `refused`). */
export const CERT_REFUSED_KEYS = {
  submit: 'certificates:rule.submitted',
  delete: 'certificates:rule.draftOnly',
  audit: 'certificates:rule.notInAudit',
  signRelief: 'certificates:relief.rule.signed',
  reviewRelief: 'certificates:relief.rule.notSigned',
} as const;

/** The message key of a validation problem, as the screen shows it. */
export const certMessageKey = (problem: ExpiryProblem | 'period' | 'overlap') => CERT_ERRORS[problem].messageKey;
