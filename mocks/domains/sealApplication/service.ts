import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { FileRef, VendorKey } from '../../db/tables';
import type {
  CaBlock,
  CaCertificate,
  CaCertificateRecord,
  CaFileSlot,
  CaStatus,
} from '@/features/sealApplication/types';
import type { CaApplicationRow } from './tables';
import { ApiError } from '../../envelope';
import { apiError, ERR, requiredMessage, type ErrDef } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { isRetailer, requireUser, requireVendor, type Ctx } from '../../services/context';
import { checkUploads, storedUploads } from '../../services/uploads';
import {
  LENGTH_LIMITS,
  VALIDATION_CODE,
  requiredRule,
  validateFields,
  type FieldRule,
} from '../../services/validation';
import { EXPIRY_WARNING_DAYS } from '../../shared/caCertificates';

/**
 * Electronic seal (CA) applications and certificates (SPEC §3, §5; screens /ca and /withdrawalCa).
 * A CA belongs to the partner (unique code); the BU and vendor status of the selected combination
 * decide whether it may apply.
 */

/** SPEC §5 "closed or eliminated suppliers are blocked": disabled (97, 99) and pending exit (98). */
export const CLOSED_VENDOR_STATUSES = ['97', '98', '99'];

export const CA_ERR = {
  buUnsupported: {
    code: 'B0410',
    message: tr('当前BU不支持电子签章申请', 'The current BU does not support electronic seal applications'),
  },
  vendorClosed: {
    code: 'B0411',
    message: tr(
      '供应商已关闭或已淘汰，不能申请电子签章',
      'The supplier is closed or eliminated and cannot apply for an electronic seal',
    ),
  },
  pending: {
    code: 'B0412',
    message: tr(
      '已有待审核的电子签章申请，不能重复申请',
      'An electronic seal application is already pending; a new one cannot be submitted',
    ),
  },
  certNotFound: {
    code: 'B0413',
    message: tr('请选择有效的证书序列号', 'Please choose a valid certificate serial number'),
  },
  validity: {
    code: VALIDATION_CODE,
    message: catalogue('contracts:validityOrder'),
  },
  idCard: {
    code: VALIDATION_CODE,
    message: tr('申请人身份证号格式不正确', 'The applicant ID number has an incorrect format'),
  },
  mobile: { code: VALIDATION_CODE, message: tr('申请人电话格式不正确', 'The applicant phone has an incorrect format') },
  applyType: { code: VALIDATION_CODE, message: tr('申请类型不正确', 'Invalid application type') },
} as const satisfies Record<string, ErrDef>;

const FILE_LABELS: Record<CaFileSlot, FieldRule> = {
  protocol: requiredRule('证书协议', 'Certificate protocol'),
  applicationForm: requiredRule('申请表', 'Application form'),
  authorization: requiredRule('授权书', 'Authorisation letter'),
  businessLicense: requiredRule('营业执照', 'Business licence'),
  sealImpression: requiredRule('印章印模表', 'Seal impression form'),
  handlerIdCopy: requiredRule('经办人身份证复印件', 'Copy of the handler ID'),
  multiCertDeclaration: requiredRule('多证书申明', 'Multiple-certificate declaration'),
};
/** Uploads every application needs; the declaration only when the partner already holds a valid certificate. */
export const REQUIRED_FILES: CaFileSlot[] = [
  'protocol',
  'applicationForm',
  'authorization',
  'businessLicense',
  'handlerIdCopy',
];

const APPLICANT_RULES: Record<string, FieldRule> = {
  applyType: requiredRule('申请类型', 'Application type'),
  validFrom: requiredRule('有效期开始日期', 'Validity start'),
  validTo: requiredRule('有效期结束日期', 'Validity end'),
  applicant: { ...LENGTH_LIMITS.applicant, required: true },
  applicantPhone: { ...LENGTH_LIMITS.applicantPhone, required: true },
  applicantIdNo: { ...LENGTH_LIMITS.applicantIdNo, required: true },
  applicantAddress: { ...LENGTH_LIMITS.applicantAddress, required: true },
  applicantPostalCode: { ...LENGTH_LIMITS.applicantPostalCode, required: true },
};
const SERIAL_RULE = { serialNo: requiredRule('证书序列号', 'Certificate serial number') };

const ID_CARD = /^(?:\d{15}|\d{17}[\dXx])$/;
const MOBILE = /^1[34578]\d{9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86400000);

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
  return table('caCertificates')
    .filter(ofPartner(partnerId))
    .map(withExpiry)
    .filter((c) => c.status !== '3' && !c.expired);
}

/** What blocks a new application of the selected combination, in the order SPEC §5 lists the rules. */
function blockOf(vendor: VendorKey): CaBlock | null {
  const row = table('vendors').find((v) => v.venderId === vendor.venderId && v.bu === vendor.bu);
  if (row && CLOSED_VENDOR_STATUSES.includes(row.status)) return 'vendorClosed';
  if (!table('bus').find((b) => b.buId === vendor.bu)?.certBu) return 'buUnsupported';
  if (table('caApplications').some((a) => a.partnerId === vendor.partnerId && a.status === '0')) return 'pending';
  return null;
}

export function status(ctx: Ctx): CaStatus {
  const vendor = selected(ctx);
  const row = table('vendors').find((v) => v.venderId === vendor.venderId && v.bu === vendor.bu);
  const pending = table('caApplications').find((a) => a.partnerId === vendor.partnerId && a.status === '0');
  const certificates = validCertificates(vendor.partnerId);
  const soon = certificates
    .filter((c) => c.status === '1' && c.daysLeft <= EXPIRY_WARNING_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft)[0];
  return {
    ...vendor,
    venderName: row?.venderName ?? '',
    buName: table('bus').find((b) => b.buId === vendor.bu)?.buName ?? '',
    caStatus: table('partners').find((p) => p.partnerId === vendor.partnerId)?.caStatus ?? 'N',
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
  if (!newest || (newest.status !== '1' && newest.status !== '2') || !newest.checkDate) return null;
  if (daysBetween(newest.checkDate.slice(0, 10), mockToday()) > DECISION_SHOWN_DAYS) return null;
  const { applyId, serialNo, checkDate, remark, status } = newest;
  return { applyId, serialNo, checkDate, remark, status };
}

/** Submits an application (SPEC §3 fields, §5 rules); answers its number. */
export function apply(ctx: Ctx, body: Record<string, unknown>): { applyId: string } {
  const user = requireUser(ctx);
  const vendor = selected(ctx);
  const block = blockOf(vendor);
  if (block) throw apiError(CA_ERR[block]);

  const applyType = String(body.applyType ?? '');
  validateFields(body, applyType === '2' ? { ...APPLICANT_RULES, ...SERIAL_RULE } : APPLICANT_RULES);
  if (!['1', '2', '3'].includes(applyType)) throw apiError(CA_ERR.applyType);
  const validFrom = String(body.validFrom).trim();
  const validTo = String(body.validTo).trim();
  if (!DATE.test(validFrom) || !DATE.test(validTo) || validTo <= validFrom) throw apiError(CA_ERR.validity);
  if (!MOBILE.test(String(body.applicantPhone).trim())) throw apiError(CA_ERR.mobile);
  if (!ID_CARD.test(String(body.applicantIdNo).trim())) throw apiError(CA_ERR.idCard);

  const held = validCertificates(vendor.partnerId);
  const serialNo = applyType === '2' ? String(body.serialNo).trim() : null;
  // SPEC §3: renew/change names one of the supplier's current certificates.
  if (serialNo && !held.some((c) => c.serialNo === serialNo && c.status === '1')) throw apiError(CA_ERR.certNotFound);

  const given = (body.files && typeof body.files === 'object' ? body.files : {}) as Record<string, unknown>;
  const stored: Partial<Record<CaFileSlot, FileRef[]>> = {};
  for (const slot of Object.keys(FILE_LABELS) as CaFileSlot[]) {
    // The forms are signed or stamped paper, scanned: SPEC §5 "scanned images within 2M".
    const list = checkUploads(storedUploads(given[slot]), 'imageOrPdf', { scan: true });
    if (list.length) stored[slot] = list;
  }
  const required =
    applyType === '1' && held.length > 0 ? [...REQUIRED_FILES, 'multiCertDeclaration' as const] : REQUIRED_FILES;
  const missing = required.find((slot) => !stored[slot]);
  if (missing) throw new ApiError(VALIDATION_CODE, requiredMessage(FILE_LABELS[missing].label));

  const today = mockToday();
  const applyId = `CA${today.replace(/-/g, '')}${String(nextId('caApplication') + 100).padStart(4, '0')}`;
  const text = (name: string) => String(body[name]).trim();
  insertRow('caApplications', {
    ...vendor,
    applyId,
    applyType: applyType as CaApplicationRow['applyType'],
    serialNo,
    validFrom,
    validTo,
    applicant: text('applicant'),
    applicantPhone: text('applicantPhone'),
    applicantIdNo: text('applicantIdNo').toUpperCase(),
    applicantAddress: text('applicantAddress'),
    applicantPostalCode: text('applicantPostalCode'),
    files: stored,
    status: '0',
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

/** Cancels a pending application of the caller. */
export function cancel(ctx: Ctx, applyId: unknown): null {
  const row = ownApplication(ctx, applyId);
  if (row.status !== '0') throw apiError(ERR.statusNotAllowed);
  updateRows('caApplications', (a) => a.applyId === row.applyId, { status: '3', checkDate: nowStamp() });
  return null;
}

export const WITHDRAW_REASON_MAX = 200;
const REASON_RULE = { reason: { ...requiredRule('撤销原因', 'Withdrawal reason'), max: WITHDRAW_REASON_MAX } };
tr(
  `撤销原因长度不能超过${WITHDRAW_REASON_MAX}位`,
  `Withdrawal reason must not exceed ${WITHDRAW_REASON_MAX} characters`,
);

/** Applies for the withdrawal of a valid certificate (reason required): it becomes 'withdrawal applied'. */
export function withdraw(ctx: Ctx, body: Record<string, unknown>): null {
  const vendor = selected(ctx);
  validateFields(body, REASON_RULE);
  const cert = table('caCertificates').find(
    (c) => c.serialNo === String(body.serialNo ?? '') && c.partnerId === vendor.partnerId,
  );
  if (!cert) throw apiError(ERR.documentNotFound);
  if (cert.status !== '1' || withExpiry(cert).expired) throw apiError(ERR.statusNotAllowed);
  updateRows('caCertificates', (c) => c.serialNo === cert.serialNo, {
    status: '2',
    withdrawReason: String(body.reason).trim(),
    withdrawDate: mockToday(),
  });
  return null;
}

export const REJECT_REASON_MAX = 200;
const REJECT_RULE = { remark: { ...requiredRule('驳回原因', 'Rejection reason'), max: REJECT_REASON_MAX } };
tr(`驳回原因长度不能超过${REJECT_REASON_MAX}位`, `Rejection reason must not exceed ${REJECT_REASON_MAX} characters`);

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
  if (row.status !== '0') throw apiError(ERR.statusNotAllowed);
  const approve = body.approve === true || body.approve === 'true';
  if (!approve) {
    validateFields(body, REJECT_RULE);
    updateRows('caApplications', (a) => a.applyId === row.applyId, {
      status: '2',
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
      status: '1',
    });
  } else {
    serialNo = `CFCA${row.validFrom.slice(0, 4)}${row.partnerId}${String(nextId('caCertificate')).padStart(3, '0')}`;
    insertRow('caCertificates', {
      venderId: row.venderId,
      bu: row.bu,
      partnerId: row.partnerId,
      serialNo,
      certType: row.applyType === '3' ? '3' : '1',
      validFrom: row.validFrom,
      validTo: row.validTo,
      status: '1',
      withdrawReason: null,
      withdrawDate: null,
    });
  }
  updateRows('caApplications', (a) => a.applyId === row.applyId, {
    status: '1',
    serialNo,
    checkDate: nowStamp(),
    checker: requireUser(ctx).emplName,
  });
  updateRows('partners', (p) => p.partnerId === row.partnerId, { caStatus: 'Y' });
  return { serialNo };
}
