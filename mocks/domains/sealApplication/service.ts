import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { FileRef, VendorKey } from '../../db/tables';
import type { CaCertificate, CaCertificateRecord, CaStatus } from '@/features/sealApplication/types';
import {
  APPLY_STATUS,
  APPLY_TYPE,
  CA_ERRORS as E,
  CA_FILE_SLOTS,
  CA_HELD,
  CERT_STATUS,
  CERT_TYPE,
  APPLICANT_RULES,
  applicationBlock,
  applyProblems,
  canCancelApplication,
  canReviewApplication,
  canWithdrawCertificate,
  isCurrentCertificate,
  isDecided,
  isHeldCertificate,
  missingFile,
  reasonProblem,
  REASON_MAX,
  requiredFilesOf,
  type ApplyProblem,
  type CaApplyType,
  type CaBlock,
  type CaFileSlot,
} from '@/features/sealApplication/contract';
import { daysBetween, normalizeDate } from '@/lib/dates';
import type { CaApplicationRow } from './tables';
import { apiError, ERR, requiredMessage, tooLongMessage, type ErrDef, fromContract } from '../../errors';
import { english, tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { isRetailer, requireUser, requireVendor, type Ctx } from '../../services/context';
import { checkUploads, storedUploads } from '../../services/uploads';
import { LENGTH_LIMITS } from '../../services/validation';
import { EXPIRY_WARNING_DAYS } from '../../shared/caCertificates';
import { vendorKeyOf } from '../../db/tables';

/**
 * Electronic seal (CA) applications and certificates (SPEC §3, §5; screens /ca and /withdrawalCa).
 * A CA belongs to the partner (unique code); the BU and vendor status of the selected combination
 * decide whether it may apply. The rules are the contract's (src/features/sealApplication/contract.ts);
 * this keeps the rows, the transitions and what only the server knows.
 */

export const CA_ERR = {
  buUnsupported: fromContract(E.buUnsupported),
  vendorClosed: fromContract(E.vendorClosed),
  pending: fromContract(E.pending),
  certNotFound: fromContract(E.certNotFound),
  validity: fromContract(E.validityOrder),
  idCard: fromContract(E.idCard),
  mobile: { code: E.invalid.code, message: tr('申请人电话格式不正确', 'The applicant phone has an incorrect format') },
  applyType: { code: E.invalid.code, message: tr('申请类型不正确', 'Invalid application type') },
} as const satisfies Record<string, ErrDef>;

/** A label the client's catalogue holds, with its '{field}不能为空' message declared in English. */
function catalogueLabel(key: string): string {
  const zh = catalogue(key);
  tr(requiredMessage(zh), `${english(zh) ?? zh} is required`);
  return zh;
}
/** The server's label of each field an application's rules name (the applicant's are SPEC §5's LENGTH_LIMITS). */
const LABELS: Record<string, string> = {
  applyType: catalogueLabel('sealApplication:field.applyType'),
  serialNo: catalogueLabel('sealApplication:field.serialNo'),
  validFrom: tr('有效期开始日期', 'Validity start'),
  validTo: tr('有效期结束日期', 'Validity end'),
  ...Object.fromEntries(
    Object.keys(APPLICANT_RULES).map((f) => [f, LENGTH_LIMITS[f as keyof typeof APPLICANT_RULES].label]),
  ),
};
tr(requiredMessage(LABELS.validFrom), 'Validity start is required');
tr(requiredMessage(LABELS.validTo), 'Validity end is required');
const FILE_LABELS = Object.fromEntries(
  CA_FILE_SLOTS.map((slot) => [slot, catalogueLabel(`sealApplication:file.${slot}`)]),
) as Record<CaFileSlot, string>;

/** The server's answer to the first of an application's problems. */
function problemError(field: string, problem: ApplyProblem): ErrDef {
  if (problem === 'required') return { code: E.invalid.code, message: requiredMessage(LABELS[field]) };
  if (problem === 'tooLong') {
    const max = APPLICANT_RULES[field as keyof typeof APPLICANT_RULES].maxLength;
    return {
      code: E.invalid.code,
      message: tooLongMessage(LENGTH_LIMITS[field as keyof typeof APPLICANT_RULES].labelKey, max),
    };
  }
  if (problem === 'applyType') return CA_ERR.applyType;
  if (field === 'applicantPhone') return CA_ERR.mobile;
  if (field === 'applicantIdNo') return CA_ERR.idCard;
  // A validity day that is not a real day, or an end not after the start.
  return CA_ERR.validity;
}

function withExpiry(row: CaCertificateRecord): CaCertificate {
  const daysLeft = daysBetween(mockToday(), row.validTo);
  return { ...row, daysLeft, expired: daysLeft < 0 };
}

/** The selected combination of a supplier (CA calls need one). */
function selected(ctx: Ctx): VendorKey {
  const vendor = requireVendor(ctx);
  if (!vendor) throw apiError(ERR.vendorEmpty);
  return vendor;
}

const ofPartner = (partnerId: string) => (row: VendorKey) => row.partnerId === partnerId;

function validCertificates(partnerId: string): CaCertificate[] {
  return table('caCertificates').filter(ofPartner(partnerId)).map(withExpiry).filter(isHeldCertificate);
}

/** What blocks a new application of the selected combination, in the order SPEC §5 lists the rules. */
function blockOf(vendor: VendorKey): CaBlock | null {
  return applicationBlock({
    vendorStatus: table('vendors').find((v) => v.venderId === vendor.venderId && v.bu === vendor.bu)?.status,
    buSupported: !!table('bus').find((b) => b.buId === vendor.bu)?.certBu,
    hasPending: !!pendingOf(vendor.partnerId),
  });
}

const pendingOf = (partnerId: string) =>
  table('caApplications').find((a) => a.partnerId === partnerId && canCancelApplication(a));

export function status(ctx: Ctx): CaStatus {
  const vendor = selected(ctx);
  const row = table('vendors').find((v) => v.venderId === vendor.venderId && v.bu === vendor.bu);
  const pending = pendingOf(vendor.partnerId);
  const certificates = validCertificates(vendor.partnerId);
  const soon = certificates
    .filter((c) => isCurrentCertificate(c) && c.daysLeft <= EXPIRY_WARNING_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft)[0];
  return {
    ...vendor,
    venderName: row?.venderName ?? '',
    buName: table('bus').find((b) => b.buId === vendor.bu)?.buName ?? '',
    caStatus: table('partners').find((p) => p.partnerId === vendor.partnerId)?.caStatus ?? CA_HELD.no,
    block: blockOf(vendor),
    pending: pending ? { applyId: pending.applyId, createDate: pending.createDate } : null,
    certificates,
    expiringSoon: soon ? { serialNo: soon.serialNo, validTo: soon.validTo, daysLeft: soon.daysLeft } : null,
    decision: latestDecision(vendor.partnerId),
  };
}

/** How long the applicant is told of the retailer's decision on /ca. */
export const DECISION_SHOWN_DAYS = 30;

/** The newest application of the partner when the retailer approved or rejected it in the last 30 days. */
function latestDecision(partnerId: string): CaStatus['decision'] {
  const newest = table('caApplications')
    .filter((a) => a.partnerId === partnerId)
    .sort((a, b) => b.createDate.localeCompare(a.createDate))[0];
  if (!newest || !isDecided(newest) || !newest.checkDate) return null;
  if (daysBetween(newest.checkDate.slice(0, 10), mockToday()) > DECISION_SHOWN_DAYS) return null;
  const { applyId, serialNo, checkDate, remark, status } = newest;
  return { applyId, serialNo, checkDate, remark, status: status as NonNullable<CaStatus['decision']>['status'] };
}

/** Submits an application (SPEC §3 fields, §5 rules: the contract's); answers its number. */
export function apply(ctx: Ctx, body: Record<string, unknown>): { applyId: string } {
  const user = requireUser(ctx);
  const vendor = selected(ctx);
  const block = blockOf(vendor);
  if (block) throw apiError(CA_ERR[block]);

  const first = Object.entries(applyProblems(body) ?? {})[0];
  if (first) throw apiError(problemError(first[0], first[1]!));
  const text = (name: string) => String(body[name]).trim();
  const applyType = text('applyType') as CaApplyType;

  const held = validCertificates(vendor.partnerId);
  const serialNo = applyType === APPLY_TYPE.renew ? text('serialNo') : null;
  // SPEC §3: renew/change names one of the supplier's current certificates.
  if (serialNo && !held.some((c) => c.serialNo === serialNo && isCurrentCertificate(c)))
    throw apiError(CA_ERR.certNotFound);

  const given = (body.files && typeof body.files === 'object' ? body.files : {}) as Record<string, unknown>;
  const stored: Partial<Record<CaFileSlot, FileRef[]>> = {};
  for (const slot of CA_FILE_SLOTS) {
    // The forms are signed or stamped paper, scanned: SPEC §5 "scanned images within 2M".
    const list = checkUploads(storedUploads(given[slot]), 'imageOrPdf', { scan: true });
    if (list.length) stored[slot] = list;
  }
  const missing = missingFile(stored, requiredFilesOf(applyType, held.length > 0));
  if (missing) throw apiError({ code: E.invalid.code, message: requiredMessage(FILE_LABELS[missing]) });

  const today = mockToday();
  const applyId = `CA${today.replace(/-/g, '')}${String(nextId('caApplication') + 100).padStart(4, '0')}`;
  insertRow('caApplications', {
    ...vendor,
    applyId,
    applyType,
    serialNo,
    validFrom: normalizeDate(body.validFrom)!,
    validTo: normalizeDate(body.validTo)!,
    applicant: text('applicant'),
    applicantPhone: text('applicantPhone'),
    applicantIdNo: text('applicantIdNo').toUpperCase(),
    applicantAddress: text('applicantAddress'),
    applicantPostalCode: text('applicantPostalCode'),
    files: stored,
    status: APPLY_STATUS.pending,
    creator: user.emplName,
    createDate: nowStamp(),
    checkDate: null,
    remark: '',
  });
  return { applyId };
}

/** The partner's applications, newest first (a supplier sees its own partner's only; retailer all). */
export function applications(ctx: Ctx): CaApplicationRow[] {
  requireUser(ctx);
  const rows = isRetailer(ctx)
    ? table('caApplications')
    : table('caApplications').filter(ofPartner(selected(ctx).partnerId));
  return rows.map((r) => ({ ...r })).sort((a, b) => b.createDate.localeCompare(a.createDate));
}

/** The partner's certificates with their days left; valid ones first, then by expiry. */
export function certificates(ctx: Ctx): CaCertificate[] {
  const rows = isRetailer(ctx)
    ? table('caCertificates')
    : table('caCertificates').filter(ofPartner(selected(ctx).partnerId));
  return rows.map(withExpiry).sort((a, b) => a.status.localeCompare(b.status) || b.validTo.localeCompare(a.validTo));
}

function ownApplication(ctx: Ctx, applyId: unknown): CaApplicationRow {
  const vendor = selected(ctx);
  const row = table('caApplications').find(
    (a) => a.applyId === String(applyId ?? '') && a.partnerId === vendor.partnerId,
  );
  if (!row) throw apiError(ERR.documentNotFound);
  return row;
}

/** A reason's problem (the contract's) as the server words it, the reason named by its label's key. */
function checkReason(reason: unknown, labelKey: string): void {
  const problem = reasonProblem(reason);
  if (problem === 'required') throw apiError({ code: E.invalid.code, message: requiredMessage(catalogue(labelKey)) });
  if (problem === 'tooLong') throw apiError({ code: E.invalid.code, message: tooLongMessage(labelKey, REASON_MAX) });
}

/** Cancels a pending application of the caller. */
export function cancel(ctx: Ctx, applyId: unknown): null {
  const row = ownApplication(ctx, applyId);
  if (!canCancelApplication(row)) throw apiError(ERR.statusNotAllowed);
  updateRows('caApplications', (a) => a.applyId === row.applyId, {
    status: APPLY_STATUS.cancelled,
    checkDate: nowStamp(),
  });
  return null;
}

const WITHDRAW_REASON = 'sealApplication:withdraw.reason';
catalogueLabel(WITHDRAW_REASON);

/** Applies for the withdrawal of a valid certificate (reason required): it becomes 'withdrawal applied'. */
export function withdraw(ctx: Ctx, body: Record<string, unknown>): null {
  const vendor = selected(ctx);
  checkReason(body.reason, WITHDRAW_REASON);
  const cert = table('caCertificates').find(
    (c) => c.serialNo === String(body.serialNo ?? '') && c.partnerId === vendor.partnerId,
  );
  if (!cert) throw apiError(ERR.documentNotFound);
  if (!canWithdrawCertificate(withExpiry(cert))) throw apiError(ERR.statusNotAllowed);
  updateRows('caCertificates', (c) => c.serialNo === cert.serialNo, {
    status: CERT_STATUS.withdrawalApplied,
    withdrawReason: String(body.reason).trim(),
    withdrawDate: mockToday(),
  });
  return null;
}

const REJECT_REASON = 'sealApplication:review.remark';
catalogueLabel(REJECT_REASON);

/**
 * Retailer review of a pending application (retailer staff only: A0303 for a supplier; B0404
 * unknown, B0400 no longer pending; a rejection needs its reason, at most 200 characters): approval issues a certificate (a new serial, or the
 * renewed one with the requested validity) and sets the partner's CA status Y.
 */
export function review(ctx: Ctx, body: Record<string, unknown>): { serialNo: string | null } {
  requireUser(ctx);
  if (!isRetailer(ctx)) throw apiError(ERR.retailerOnly);
  const row = table('caApplications').find((a) => a.applyId === String(body.applyId ?? ''));
  if (!row) throw apiError(ERR.documentNotFound);
  if (!canReviewApplication(row)) throw apiError(ERR.statusNotAllowed);
  const approve = body.approve === true || body.approve === 'true';
  if (!approve) {
    checkReason(body.remark, REJECT_REASON);
    updateRows('caApplications', (a) => a.applyId === row.applyId, {
      status: APPLY_STATUS.rejected,
      remark: String(body.remark).trim(),
      checkDate: nowStamp(),
      checker: requireUser(ctx).emplName,
    });
    return { serialNo: null };
  }
  let serialNo = row.serialNo;
  if (serialNo) {
    updateRows('caCertificates', (c) => c.serialNo === serialNo, {
      validFrom: row.validFrom,
      validTo: row.validTo,
      status: CERT_STATUS.valid,
    });
  } else {
    serialNo = `CFCA${row.validFrom.slice(0, 4)}${row.partnerId}${String(nextId('caCertificate')).padStart(3, '0')}`;
    insertRow('caCertificates', {
      ...vendorKeyOf(row),
      serialNo,
      certType: row.applyType === APPLY_TYPE.softSign ? CERT_TYPE.softSign : CERT_TYPE.usbKey,
      validFrom: row.validFrom,
      validTo: row.validTo,
      status: CERT_STATUS.valid,
      withdrawReason: null,
      withdrawDate: null,
    });
  }
  updateRows('caApplications', (a) => a.applyId === row.applyId, {
    status: APPLY_STATUS.approved,
    serialNo,
    checkDate: nowStamp(),
    checker: requireUser(ctx).emplName,
  });
  updateRows('partners', (p) => p.partnerId === row.partnerId, { caStatus: CA_HELD.yes });
  return { serialNo };
}
