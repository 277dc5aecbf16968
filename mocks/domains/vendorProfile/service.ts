import type { RowOf } from '../../db/tables';
import type {
  BasicData,
  ChangeRequest,
  FieldChange,
  SupplierRecord,
  VendorProfile,
} from '@/features/vendorProfile/types';
import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { apiError, fromContract, ERR, requiredMessage, tooLongMessage } from '../../errors';
import { english, tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import {
  requireUser,
  requireVendor,
  vendorScope,
  type Ctx,
  requireSupplierVendor,
  requireRetailerStaff,
} from '../../services/context';
import { isBlank, matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../../services/paging';
import { CONTACT_FORMATS, LENGTH_LIMITS } from '../../services/validation';
import type { VendorFinanceRow } from './tables';
import {
  CHANGE_STATUS,
  PROFILE_ERRORS as CODES,
  PROFILE_RULES,
  REMARK_MAX,
  WITH_PENDING,
  canRequestChange,
  canReviewChange,
  fieldsOf,
  hasPendingChange,
  isChangePart,
  profileProblems,
  reviewProblem,
  type FieldProblem,
  type FieldRule,
  type ProfilePart,
} from '@/features/vendorProfile/contract';
import { vendorKeyOf } from '../../db/tables';

type VendorRow = RowOf<'vendors'>;

/**
 * Supplier profile (SPEC §3, §5 length limits with their server messages): the supplier reads its
 * profile and edits its contact data; a change of bank or invoicing data is a request the
 * retailer approves or rejects with a reason (at most one pending per supplier code); an approved
 * request changes the profile (and the vendor row other screens read), and every request stays in
 * the history. The retailer queries every supplier's master data with its pending request.
 */

/** The server's words for the contract's refusals; the codes are the contract's. */
export const PROFILE_ERR = {
  vendorNotFound: { code: CODES.vendorNotFound.code, message: tr('供应商不存在', 'The supplier does not exist') },
  partInvalid: { code: CODES.partInvalid.code, message: tr('变更类型不正确', 'The kind of change is not valid') },
  pendingExists: fromContract(CODES.pendingExists),
  nothingChanged: fromContract(CODES.nothingChanged),
  cityOutsideProvince: fromContract(CODES.cityOutsideProvince),
  notInList: fromContract(CODES.notInList),
} as const;

/** A field's format refusal as the server words it. */
const FORMAT_MESSAGES: Record<string, string> = {
  phone: CONTACT_FORMATS.phone.message,
  email: CONTACT_FORMATS.email.message,
  mobile: tr('手机号码格式不正确', 'The mobile number has an incorrect format'),
  account: tr('银行账号格式不正确', 'The bank account number has an incorrect format'),
  invoiceAccount: tr('银行账号格式不正确', 'The bank account number has an incorrect format'),
  invoicePhone: tr('开票电话格式不正确', 'The invoicing phone has an incorrect format'),
};
/** A field's label in the server's messages: SPEC §5's own where it has one. */
const LABELS: Record<string, string> = {
  contact: LENGTH_LIMITS.contact.label,
  phone: LENGTH_LIMITS.phone.label,
  email: LENGTH_LIMITS.email.label,
  address: LENGTH_LIMITS.address.label,
  postalCode: LENGTH_LIMITS.postalCode.label,
};
const labelOf = (field: string) => LABELS[field] ?? catalogue(`vendorProfile:field.${field}`);
/** SPEC §5 "too long" of a field, named by the form's label. */
const tooLong = (field: string, max: number) => tooLongMessage(`vendorProfile:field.${field}`, max);

// The '{field}不能为空' and '{field}长度不能超过{n}位' messages of every rule, declared with their English.
for (const [field, rule] of [
  ...Object.values(PROFILE_RULES).flatMap((rules) => Object.entries(rules) as [string, FieldRule][]),
  ['remark', { maxLength: REMARK_MAX }] as [string, FieldRule],
]) {
  const zh = labelOf(field);
  const en = english(zh) ?? zh;
  if (rule.required) tr(requiredMessage(zh), `${en} is required`);
  if (rule.maxLength) tooLong(field, rule.maxLength);
}

/** The contract's first problem of a part's values, answered with the server's message (SPEC §5). */
function checkPart(part: ProfilePart, values: Record<string, string>): void {
  const first = Object.entries(profileProblems(part, values) ?? {})[0] as [string, FieldProblem] | undefined;
  if (!first) return;
  const [field, problem] = first;
  const rule = (PROFILE_RULES[part] as Record<string, FieldRule>)[field];
  const message =
    problem === 'required'
      ? requiredMessage(labelOf(field))
      : problem === 'tooLong'
        ? tooLong(field, rule.maxLength!)
        : FORMAT_MESSAGES[field];
  throw apiError({ code: CODES[problem].code, message });
}

const sameVendor = (a: { venderId: string; bu: string }) => (b: { venderId: string; bu: string }) =>
  a.venderId === b.venderId && a.bu === b.bu;

function financeOf(v: VendorRow): VendorFinanceRow {
  const f = table('vendorFinance').find(sameVendor(v));
  if (!f) throw apiError(PROFILE_ERR.vendorNotFound);
  return f;
}

const pendingOf = (v: { venderId: string; bu: string }) =>
  table('vendorChanges').find((r) => sameVendor(v)(r) && canReviewChange(r)) ?? null;

function basicOf(v: VendorRow): BasicData {
  return {
    venderId: v.venderId,
    venderName: v.venderName,
    bu: v.bu,
    uniqueCode: v.partnerId,
    taxNumber: v.taxNumber,
    parentVenderId: v.parentVenderId,
    parentVenderName: v.parentVenderName,
    relationType: v.relationType,
    status: v.status,
    tradeType: v.tradeType,
    contact: v.contact,
    phone: v.phone,
    mobile: v.mobile,
    email: v.email,
    address: v.address,
    postalCode: v.postalCode,
    province: v.province,
    city: v.city,
  };
}

function profileOf(v: VendorRow): VendorProfile {
  const { venderId: _v, bu: _b, partnerId: _p, ...finance } = financeOf(v);
  return { ...basicOf(v), ...finance, pending: pendingOf(v) };
}

function selectedVendor(ctx: Ctx, key?: { venderId?: unknown; bu?: unknown }): VendorRow {
  const own = requireVendor(ctx);
  const wanted = own ?? { venderId: text(key?.venderId), bu: text(key?.bu) };
  const inScope = vendorScope(ctx);
  const row = table('vendors').find(
    (v) => v.venderId === wanted.venderId && (!wanted.bu || v.bu === wanted.bu) && inScope(v),
  );
  if (!row) throw apiError(PROFILE_ERR.vendorNotFound);
  return row;
}

/** The profile of the selected supplier code (a retailer names one: venderId, bu). */
export function profile(ctx: Ctx, body: Record<string, unknown>): VendorProfile {
  return profileOf(selectedVendor(ctx, body));
}

/** The change requests of a supplier code, newest first (a retailer names one). */
export function changeHistory(ctx: Ctx, body: Record<string, unknown>): ChangeRequest[] {
  const v = selectedVendor(ctx, body);
  return table('vendorChanges')
    .filter(sameVendor(v))
    .sort((a, b) =>
      a.applyDate < b.applyDate ? 1 : a.applyDate > b.applyDate ? -1 : b.requestId.localeCompare(a.requestId),
    )
    .map((r) => ({ ...r, changes: r.changes.map((c) => ({ ...c })) }));
}

function cityInProvince(province: string, city: string): boolean {
  const p = table('regions').find((r) => r.level === 'province' && r.name === province);
  return !!p && table('regions').some((r) => r.level === 'city' && r.parentId === p.id && r.name === city);
}

/** The supplier saves its contact data (SPEC §5 limits and formats). */
export function saveBasic(ctx: Ctx, body: Record<string, unknown>): VendorProfile {
  const key = requireSupplierVendor(ctx);
  const values = Object.fromEntries(fieldsOf('basic').map((f) => [f, text(body[f])]));
  checkPart('basic', values);
  if (!cityInProvince(values.province, values.city)) throw apiError(PROFILE_ERR.cityOutsideProvince);
  updateRows('vendors', sameVendor(key), values);
  return profile(ctx, {});
}

const listHas = (name: 'accountTypes' | 'payModes' | 'financingTypes' | 'taxLevels', value: string) =>
  table(name).some((x) => x.id === value);

/** What only the server's lists know: each coded value is one of its list. */
function checkLists(values: Record<string, string>) {
  const lists = [
    ['accountTypes', values.accountType],
    ['payModes', values.payMode],
    ['financingTypes', values.financingType],
    ['taxLevels', values.taxLevel],
  ] as const;
  if (lists.some(([name, value]) => value && !listHas(name, value))) throw apiError(PROFILE_ERR.notInList);
}

/** The supplier asks for a bank or invoicing change: checked, then pending until the retailer reviews it. */
export function requestChange(ctx: Ctx, body: Record<string, unknown>): ChangeRequest {
  const key = requireSupplierVendor(ctx);
  const user = requireUser(ctx);
  const part = text(body.part);
  if (!isChangePart(part)) throw apiError(PROFILE_ERR.partInvalid);
  const vendor = selectedVendor(ctx);
  if (!canRequestChange({ pending: pendingOf(vendor) })) throw apiError(PROFILE_ERR.pendingExists);
  const data = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
  const fields = fieldsOf(part);
  const values = Object.fromEntries(fields.map((f) => [f, text(data[f])]));
  checkPart(part, values);
  checkLists(values);
  const remark = text(body.remark);
  if ([...remark].length > REMARK_MAX)
    throw apiError({ code: CODES.tooLong.code, message: tooLong('remark', REMARK_MAX) });
  const current = financeOf(vendor) as unknown as Record<string, string>;
  const changes: FieldChange[] = fields
    .filter((f) => values[f] !== (current[f] ?? ''))
    .map((f) => ({ field: f, before: current[f] ?? '', after: values[f] }));
  if (changes.length === 0) throw apiError(PROFILE_ERR.nothingChanged);
  const request: ChangeRequest = {
    requestId: `BG${mockToday().replace(/-/g, '')}${String(9000 + nextId('vendorChange')).padStart(4, '0')}`,
    ...vendorKeyOf(key),
    part,
    status: CHANGE_STATUS.pending,
    changes,
    remark,
    applicant: user.emplName,
    applyDate: nowStamp(),
    checker: null,
    checkDate: null,
    rejectReason: null,
  };
  insertRow('vendorChanges', request);
  return { ...request, changes: changes.map((c) => ({ ...c })) };
}

/** What the vendor row (read by other screens) keeps of the bank and invoicing data. */
const VENDOR_ROW_FIELDS: Record<string, keyof VendorRow> = {
  bankName: 'bankName',
  account: 'account',
  invoiceName: 'invoiceName',
  taxpayerId: 'taxpayerId',
  taxLevel: 'taxLevel',
};

/** The retailer approves or rejects pending requests (a rejection needs a reason); an approval changes the profile. */
export function reviewChanges(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const user = requireUser(ctx);
  requireRetailerStaff(ctx);
  const ids = (Array.isArray(body.requestIds) ? body.requestIds : [body.requestIds]).map(text).filter(Boolean);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const approve = body.approve === true || body.approve === 'true';
  const reason = text(body.reason);
  if (reviewProblem(approve, reason)) throw apiError(ERR.rejectReason);
  const requests = ids.map((id) => table('vendorChanges').find((r) => r.requestId === id));
  for (const r of requests) {
    if (!r) throw apiError(ERR.documentNotFound);
    if (!canReviewChange(r)) throw apiError(ERR.statusNotAllowed);
  }
  for (const r of requests as ChangeRequest[]) {
    const stamp = { checker: user.emplName, checkDate: nowStamp() };
    if (approve) {
      const patch = Object.fromEntries(r.changes.map((c) => [c.field, c.after]));
      updateRows('vendorFinance', sameVendor(r), patch);
      const vendorPatch = Object.fromEntries(
        r.changes.filter((c) => c.field in VENDOR_ROW_FIELDS).map((c) => [VENDOR_ROW_FIELDS[c.field], c.after]),
      );
      if (Object.keys(vendorPatch).length) updateRows('vendors', sameVendor(r), vendorPatch);
      updateRows('vendorChanges', (x) => x.requestId === r.requestId, { status: CHANGE_STATUS.approved, ...stamp });
    } else {
      updateRows('vendorChanges', (x) => x.requestId === r.requestId, {
        status: CHANGE_STATUS.rejected,
        rejectReason: reason,
        ...stamp,
      });
    }
  }
  return { count: requests.length };
}

/**
 * Retailer: supplier master data. Params: venderId (prefix), venderName (part), bu, status (exact;
 * 97/99 disabled), taxNumber (part), parentVenderId (prefix), pending ('1': with a request awaiting review).
 */
export function supplierQuery(ctx: Ctx, query: PageQuery): Page<SupplierRecord> {
  requireRetailerStaff(ctx);
  const { status, pending, ...rest } = paramsOf(query);
  const buNames = new Map(table('bus').map((b) => [b.buId, b.buName]));
  const rows = table('vendors')
    .filter((v) => isBlank(status) || v.status === text(status))
    .map((v): SupplierRecord => {
      const { pending: request, ...p } = profileOf(v);
      return {
        ...p,
        buName: buNames.get(v.bu) ?? '',
        pendingRequestId: request?.requestId ?? null,
        pendingPart: request?.part ?? null,
      };
    })
    .filter((r) => matchesParams(r, rest) && (text(pending) !== WITH_PENDING || hasPendingChange(r)));
  return pageInOrder(rows, query, 'venderId');
}
