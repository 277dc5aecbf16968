import { normalizeDate } from '../../../src/lib/dates';
import { deleteRows, insertRow, nextId, table, updateRows } from '../../db';
import { scanFileRow } from '../../db/data/scans';
import { addDays, mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, requiredMessage, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { isRetailer, requireUser, vendorScope, type Ctx, requireSupplierVendor } from '../../services/context';
import {
  isBlank,
  matchesParams,
  paginate,
  paramsOf,
  type Page,
  type PageQuery,
  text,
  list,
} from '../../services/paging';
import { namedUpload, requireImageOrPdf, requireWithinLimit, type StoredUpload } from '../../services/uploads';
import { expiresWithin, onHand, pendingFor } from '../../shared/certificateExpiry';
import {
  CERT_ERRORS as CODES,
  CERT_KIND,
  CERT_STATUS,
  EXPIRY_HORIZONS,
  HORIZON_DAYS,
  STATUS_FILTER,
  auditedStatus,
  canAuditCert,
  canDeleteCert,
  canEditCert,
  canSubmitCert,
  categoryRuleOverlaps,
  certKindOf,
  expiryProblem,
  hasSearchCriterion,
  isAnnualReview,
  itemProblems,
  missingRequired,
  needsGoods,
  REVIEW_RIGHT,
} from '@/features/certificates/contract';
import { UNDELIVERED_STATUSES } from '@/features/orders/contract';
import type {
  CertCategoryRule,
  CertItem,
  CertSheet,
  CertSheetRecord,
  CertType,
  CertView,
} from '@/features/certificates/types';
import type { CertSheetRow } from './tables';

/**
 * Certificates and licences (SPEC §3, §4, §5): the supplier saves sheets (drafts) and submits
 * them; the retailer pre-audits then final-audits, either audit may reject with a reason; an
 * approved sheet is "on hand" until it expires or a later approved one replaces it.
 */

export const CERT_ERR = {
  oneOfRequired: fromContract(CODES.oneOfRequired),
  fiveYears: fromContract(CODES.fiveYears),
  expired: fromContract(CODES.expired),
  expiryRequired: fromContract(CODES.expiryRequired),
  fileType: fromContract(CODES.fileType),
  fileSize: fromContract(CODES.fileSize),
  noItems: fromContract(CODES.noItems),
  typeExists: fromContract(CODES.typeExists),
  overlap: fromContract(CODES.overlap),
  noReviewRight: { code: CODES.noReviewRight.code, message: tr('无证照审核权限', 'No permission to review licences') },
} as const;

// Field names as the screens label them: a sheet's licence type, and the type maintenance's code and name.
const L = {
  sheetId: catalogue('certificates:field.sheetId'),
  certCode: catalogue('certificates:field.certCode'),
  files: tr('证照文件', 'Certificate files'),
  goodsId: catalogue('fields:goodsId'),
  licenceType: catalogue('certificates:field.ctNames'),
  typeCode: catalogue('certificates:field.ctId'),
  typeName: catalogue('certificates:field.ctName'),
};

const required = (v: unknown, label: string) => {
  if (!text(v)) throw apiError({ code: 'A0400', message: requiredMessage(label) });
  return text(v);
};

function requireReviewer(ctx: Ctx) {
  const user = requireUser(ctx);
  if (user.userType !== 1) throw apiError(ERR.retailerOnly);
  if (!user.rights.includes(REVIEW_RIGHT)) throw apiError(CERT_ERR.noReviewRight);
}

/** Days from today to a date (negative when past). */
export const daysUntil = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${mockToday()}T00:00:00Z`)) / 86_400_000);

const VIEWS: Record<CertView, (s: CertSheetRow, p: Record<string, unknown>) => boolean> = {
  onhand: onHand,
  old: (s) => s.status === CERT_STATUS.approved && !onHand(s),
  news: (s) => s.status !== CERT_STATUS.approved,
  basic: (s) => s.kind === CERT_KIND.company,
  search: () => true,
  list: () => true,
  review: canAuditCert,
  // Approved goods certificates in use that expire within the horizon (default 60 days).
  expiring: (s, p) => needsGoods(s.kind) && expiresWithin(s, Number(p.horizon) || EXPIRY_HORIZONS[0]),
  // The supplier's own licences (company, brand) in use that have expired or expire within the horizon.
  expired: (s, p) =>
    !needsGoods(s.kind) &&
    s.status === CERT_STATUS.approved &&
    !s.replaced &&
    !!s.expiryDate &&
    s.expiryDate <= addDays(mockToday(), Number(p.horizon) || EXPIRY_HORIZONS[0]),
};

/**
 * The open order notices (unconfirmed or confirmed, not yet shipped) per supplier and goods: what a
 * goods certificate's lapse would block (issue 21 "Beyond").
 */
function openOrdersByGoods(): Map<string, string[]> {
  const open = new Map(
    table('orderNotices')
      .filter((o) => UNDELIVERED_STATUSES.includes(o.status))
      .map((o) => [o.sheetId, `${o.bu}/${o.venderId}`]),
  );
  const map = new Map<string, string[]>();
  for (const line of table('orderNoticeLines')) {
    const owner = open.get(line.sheetId);
    if (!owner) continue;
    const key = `${owner}/${line.goodsId}`;
    const ids = map.get(key) ?? [];
    if (!ids.includes(line.sheetId)) map.set(key, [...ids, line.sheetId]);
  }
  return map;
}

function listRow(
  { items: _items, ...s }: CertSheetRow,
  names: Map<string, string>,
  orders: () => Map<string, string[]>,
): CertSheet {
  const atRisk = needsGoods(s.kind) && expiresWithin(s as CertSheetRow, EXPIRY_HORIZONS[0]);
  return {
    ...s,
    venderName: names.get(`${s.bu}/${s.venderId}`) ?? '',
    daysLeft: s.expiryDate ? daysUntil(s.expiryDate) : null,
    openOrders: atRisk ? (orders().get(`${s.bu}/${s.venderId}/${s.goodsId}`) ?? []) : [],
  };
}

/**
 * Params: view (CertView, default 'list'), sheetId, barcode, certCode (contained), goodsId, ctId,
 * kind, status, venderId (retailer only), horizon (days, 'expiring'). The views 'search' refuse a
 * query without any of SEARCH_KEYS (SPEC §5).
 */
export function queryCerts(ctx: Ctx, query: PageQuery): Page<CertSheet> {
  requireUser(ctx);
  const inScope = vendorScope(ctx);
  const { view: rawView, horizon, certCode, ctId, status, ...rest } = paramsOf(query);
  const view = (text(rawView) || 'list') as CertView;
  const p = { horizon, certCode, ctId, status, ...rest };
  const inStatus = statusFilter(ctx, status);
  if (!isRetailer(ctx)) delete rest.venderId;
  if (view === 'search' && !hasSearchCriterion(p)) throw apiError(CERT_ERR.oneOfRequired);
  const inView = VIEWS[view] ?? VIEWS.list;
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  let orders: Map<string, string[]> | undefined;
  const lazyOrders = () => (orders ??= openOrdersByGoods());
  const rows = table('certSheets')
    .filter((s) => inScope(s) && inView(s, p) && inStatus(s) && matchesParams(s, rest))
    .filter((s) => isBlank(certCode) || s.items.some((it) => it.certCode.includes(text(certCode))))
    .filter((s) => isBlank(ctId) || s.items.some((it) => it.ctId === text(ctId)))
    .map((s) => listRow(s, names, lazyOrders));
  const orderBy = query.orderBy || (view === 'expiring' || view === 'expired' ? 'expiryDate asc' : 'createDate desc');
  return paginate(rows, { ...query, orderBy }, { pageNo: 1, pageSize: 20 });
}

function findSheet(ctx: Ctx, sheetId: unknown): CertSheetRow {
  const sheet = table('certSheets').find((s) => s.sheetId === text(sheetId));
  if (!sheet || !vendorScope(ctx)(sheet)) throw apiError(ERR.documentNotFound);
  return sheet;
}

/**
 * Seeded certificates name scans (PNG, JPEG, PDF) the file store makes on first reading (uploads are
 * stored already): what a reviewer opens is a real picture or PDF.
 */
function ensureSeedFiles(sheet: CertSheetRow) {
  const stored = new Set(table('files').map((f) => f.fileUrl));
  const seed = Number(/^CERT(\d+)-/.exec(sheet.items[0]?.files[0]?.fileName ?? '')?.[1] ?? 0);
  for (const f of sheet.items.flatMap((it) => it.files).filter((x) => !stored.has(x.fileUrl)))
    insertRow('files', scanFileRow(f.fileUrl, f.fileName, seed, nowStamp()));
}

/** One sheet with its certificates and files (the detail route). */
export function getCert(ctx: Ctx, sheetId: unknown): CertSheetRecord & { venderName: string } {
  requireUser(ctx);
  const sheet = findSheet(ctx, sheetId);
  ensureSeedFiles(sheet);
  const vendor = table('vendors').find((v) => v.venderId === sheet.venderId && v.bu === sheet.bu);
  return { ...structuredClone(sheet), venderName: vendor?.venderName ?? '' };
}

/**
 * SPEC §5 uploads: jpeg/jpg/png images or PDFs. A certificate's files are scans of the paper licence,
 * so §5 "scanned images within 2M" applies, not the 1MB of other images.
 */
function checkCertFile(file: StoredUpload) {
  const kind = requireImageOrPdf(file.kind, CERT_ERR.fileType);
  requireWithinLimit({ kind, size: file.size }, { scan: true, errors: { scan: CERT_ERR.fileSize } });
}

/** The refusal of an expiry day by the contract's rule (expiryProblem). */
function expiryError(problem: NonNullable<ReturnType<typeof expiryProblem>>) {
  if (problem === 'expired') return CERT_ERR.expired;
  if (problem === 'fiveYears') return CERT_ERR.fiveYears;
  return CERT_ERR.expiryRequired;
}

/**
 * SPEC §3 fields of one certificate, checked (§5 validity within five years unless indefinite). A
 * new file is checked by what the file store holds (its bytes and size, not the caller's word); a
 * file the stored sheet already has is kept as it is (the seeded scans).
 */
function checkItem(raw: Record<string, unknown>, kept: Set<string>): CertItem {
  const ctId = required(raw.ctId, L.licenceType);
  const type = table('licenceTypes').find((t) => t.ctId === ctId && t.enabled);
  if (!type) throw apiError({ code: 'A0400', message: requiredMessage(L.licenceType) });
  const indefinite = raw.indefinite === true || raw.indefinite === 'true' || raw.indefinite === '1';
  const expiryDate = indefinite ? null : normalizeDate(text(raw.expiryDate), { loose: true }) || null;
  const files = (Array.isArray(raw.files) ? raw.files : []) as Array<Record<string, unknown>>;
  const problems = itemProblems({ certCode: raw.certCode, expiryDate, indefinite, files }, mockToday());
  if (problems?.certCode) throw apiError({ code: 'A0400', message: requiredMessage(L.certCode) });
  if (problems?.expiryDate) throw apiError(expiryError(problems.expiryDate));
  if (problems?.files) throw apiError({ code: 'A0400', message: requiredMessage(`${type.ctName}${L.files}`) });
  const named = files.map((f) => namedUpload({ ...f, fileUrl: text(f.fileUrl) }));
  named.filter((f) => !kept.has(f.fileUrl)).forEach(checkCertFile);
  const stored = named.map(({ fileUrl, fileName, size }) => ({ fileUrl, fileName, size }));
  return {
    ctId,
    ctName: type.ctName,
    certCode: text(raw.certCode),
    expiryDate,
    indefinite,
    approvalNo: text(raw.approvalNo),
    annualReview: isAnnualReview(type),
    sanitaryInspection: raw.sanitaryInspection === true || raw.sanitaryInspection === 'true',
    files: stored,
  };
}

/**
 * Saves a sheet as a draft (new, or a draft / rejected one). SPEC §4: a submitted, audited or
 * approved sheet cannot be changed (B0400).
 */
export function saveCert(ctx: Ctx, body: Record<string, unknown>): { sheetId: string } {
  const vendor = requireSupplierVendor(ctx);
  const kind = certKindOf(text(body.kind));
  const rawItems = (Array.isArray(body.items) ? body.items : []) as Array<Record<string, unknown>>;
  if (rawItems.length === 0) throw apiError(CERT_ERR.noItems);
  const sheetId = text(body.sheetId);
  const kept = new Set(sheetId ? findSheet(ctx, sheetId).items.flatMap((it) => it.files.map((f) => f.fileUrl)) : []);
  const items = rawItems.map((raw) => checkItem(raw, kept));
  const goods = needsGoods(kind)
    ? table('goods').find((g) => g.goodsId === required(body.goodsId, L.goodsId) && g.venderId === vendor.venderId)
    : undefined;
  if (needsGoods(kind) && !goods) throw apiError({ code: 'A0400', message: requiredMessage(L.goodsId) });
  const expiries = items
    .map((it) => it.expiryDate)
    .filter((d): d is string => !!d)
    .sort();
  const fields = {
    kind,
    goodsId: goods?.goodsId ?? '',
    goodsName: goods?.goodsName ?? '',
    barcode: goods?.barcode ?? '',
    majorId: goods?.majorId ?? '',
    majorName: goods?.majorName ?? '',
    batchNo: text(body.batchNo),
    productionDate: normalizeDate(text(body.productionDate), { loose: true }) || null,
    manufacturer: text(body.manufacturer),
    expiryDate: expiries[0] ?? null,
    certCodes: items.map((it) => it.certCode).join(', '),
    ctNames: items.map((it) => it.ctName).join('、'),
    items,
  } satisfies Partial<CertSheetRow>;
  if (sheetId) {
    const sheet = findSheet(ctx, sheetId);
    if (!canEditCert(sheet)) throw apiError(ERR.statusNotAllowed);
    updateRows('certSheets', (s) => s.sheetId === sheetId, fields);
    return { sheetId };
  }
  const id = `ZZ${mockToday().replace(/-/g, '')}${String(90000 + nextId('certSheets')).padStart(5, '0')}`;
  insertRow('certSheets', {
    sheetId: id,
    sheetType: 'certificate',
    ...vendor,
    status: CERT_STATUS.draft,
    creator: requireUser(ctx).emplName,
    checker: null,
    createDate: nowStamp(),
    checkDate: null,
    rejectReason: null,
    replaced: false,
    ...fields,
  });
  return { sheetId: id };
}

/** The evidence a goods sheet still lacks (the category's required types it has no certificate of). */
export function missingEvidence(sheet: CertSheetRow): CertType[] {
  if (!needsGoods(sheet.kind)) return [];
  const rule = table('licenceRules').find((r) => r.majorId === sheet.majorId);
  return missingRequired(rule?.required, sheet.items)
    .map((ctId) => table('licenceTypes').find((t) => t.ctId === ctId)!)
    .filter(Boolean);
}

/**
 * Submits drafts or rejected sheets for the pre-audit. Refused: a sheet already submitted (SPEC
 * §4, B0400), a goods sheet without a required evidence of its category ('{type}不能为空').
 */
export function submitCerts(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireSupplierVendor(ctx);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const sheets = ids.map((id) => findSheet(ctx, id));
  for (const s of sheets) {
    if (!canSubmitCert(s)) throw apiError(ERR.statusNotAllowed);
    const missing = missingEvidence(s);
    if (missing.length)
      throw apiError({ code: CODES.missingEvidence.code, message: requiredMessage(missing[0].ctName) });
    if (s.items.some((it) => expiryProblem(it.expiryDate, it.indefinite, mockToday()) === 'expired'))
      throw apiError(CERT_ERR.expired);
  }
  for (const s of sheets)
    updateRows('certSheets', (r) => r.sheetId === s.sheetId, { status: CERT_STATUS.preAudit, rejectReason: null });
  return { count: sheets.length };
}

/** Deletes drafts (a submitted sheet stays, SPEC §4). */
export function deleteCerts(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireSupplierVendor(ctx);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const sheets = ids.map((id) => findSheet(ctx, id));
  if (!sheets.every(canDeleteCert)) throw apiError(ERR.statusNotAllowed);
  deleteRows('certSheets', (r) => ids.includes(r.sheetId));
  return { count: sheets.length };
}

/**
 * The retailer's audit (SPEC §4): a pass moves awaiting pre-audit → awaiting final audit →
 * approved; a rejection (from either) needs a reason (§5). A draft cannot be audited (B0400). The
 * approval retires the subject's earlier approved sheet ("old").
 */
export function auditCerts(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireReviewer(ctx);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const pass = body.pass === true || body.pass === 'true';
  const reason = text(body.reason);
  if (!pass && !reason) throw apiError(ERR.rejectReason);
  const sheets = ids.map((id) => findSheet(ctx, id));
  if (!sheets.every(canAuditCert)) throw apiError(ERR.statusNotAllowed);
  const checker = requireUser(ctx).emplName;
  for (const s of sheets) {
    const to = auditedStatus(s.status, pass);
    if (to === CERT_STATUS.approved)
      updateRows(
        'certSheets',
        (o) =>
          o.status === CERT_STATUS.approved &&
          o.sheetId !== s.sheetId &&
          o.venderId === s.venderId &&
          o.bu === s.bu &&
          o.kind === s.kind &&
          o.goodsId === s.goodsId &&
          o.items.some((it) => s.items.some((n) => n.ctId === it.ctId)),
        { replaced: true },
      );
    updateRows('certSheets', (o) => o.sheetId === s.sheetId, {
      status: to,
      checker,
      checkDate: nowStamp(),
      rejectReason: pass ? null : reason,
    });
  }
  return { count: sheets.length };
}

/**
 * The status filter: 'pending' is the caller's to-do (the supplier's on-hand certificates within
 * 60 days of expiry, the retailer's sheets awaiting an audit), 'd30' / 'd7' the nearer horizons.
 */
function statusFilter(ctx: Ctx, status: unknown): (s: CertSheetRow) => boolean {
  const value = text(status);
  if (!value) return () => true;
  if (value === STATUS_FILTER.pending) return pendingFor(ctx);
  if (HORIZON_DAYS[value]) return (s) => expiresWithin(s, HORIZON_DAYS[value]);
  return (s) => s.status === value;
}

// ---------------------------------------------------------------- types and category rules (retailer)

export function certTypes(ctx: Ctx): CertType[] {
  requireUser(ctx);
  return table('licenceTypes').map((t) => ({ ...t }));
}

/** Adds or changes an evidence type (retailer licence maintenance). */
export function saveCertType(ctx: Ctx, body: Record<string, unknown>, isNew: boolean): CertType {
  requireReviewer(ctx);
  const ctId = required(body.ctId, L.typeCode);
  const row: CertType = {
    ctId,
    ctName: required(body.ctName, L.typeName),
    kind: certKindOf(text(body.kind)),
    yearFlag: text(body.yearFlag) === '1' || body.yearFlag === 1 ? 1 : 0,
    enabled: body.enabled !== false && body.enabled !== 'false',
  };
  const exists = table('licenceTypes').some((t) => t.ctId === ctId);
  if (isNew && exists) throw apiError(CERT_ERR.typeExists);
  if (!isNew && !exists) throw apiError(ERR.documentNotFound);
  if (isNew) insertRow('licenceTypes', row);
  else updateRows('licenceTypes', (t) => t.ctId === ctId, row);
  return row;
}

export function certCategoryRules(ctx: Ctx): CertCategoryRule[] {
  requireUser(ctx);
  return table('licenceRules').map((r) => ({ ...r }));
}

/** Sets which evidence a goods category requires and accepts (retailer). */
export function saveCategoryRule(ctx: Ctx, body: Record<string, unknown>): CertCategoryRule {
  requireReviewer(ctx);
  const majorId = text(body.majorId);
  const category = table('categories').find((c) => c.level === 1 && c.id === majorId);
  if (!category) throw apiError(ERR.documentNotFound);
  const known = new Set(table('licenceTypes').map((t) => t.ctId));
  const req = list(body.required).filter((id) => known.has(id));
  const opt = list(body.optional).filter((id) => known.has(id));
  if (categoryRuleOverlaps(req, opt)) throw apiError(CERT_ERR.overlap);
  const row = { majorId, majorName: category.name, required: req, optional: opt };
  if (table('licenceRules').some((r) => r.majorId === majorId))
    updateRows('licenceRules', (r) => r.majorId === majorId, row);
  else insertRow('licenceRules', row);
  return row;
}
