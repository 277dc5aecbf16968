import type { RowOf } from '../../db/tables';
import { isMobile, isPhone } from '../../../src/lib/validators';
import type {
  BankData,
  BasicData,
  ChangePart,
  ChangeRequest,
  FieldChange,
  InvoiceData,
  SupplierRecord,
  VendorProfile,
} from '@/features/vendorProfile/types';
import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, lengthMessage, requiredMessage } from '../../errors';
import { tr } from '../../glossary';
import { requireUser, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchesParams, paginate, paramsOf, type Page, type PageQuery } from '../../services/paging';
import {
  CONTACT_FORMATS,
  LENGTH_LIMITS,
  validateFields,
  validateFormats,
  VALIDATION_CODE,
  type FieldRule,
} from '../../services/validation';
import type { VendorFinanceRow } from './tables';

type VendorRow = RowOf<'vendors'>;

/**
 * Supplier profile (SPEC §3, §5 length limits with their server messages): the supplier reads its
 * profile and edits its contact data; a change of bank or invoicing data is a request the
 * retailer approves or rejects with a reason (at most one pending per supplier code); an approved
 * request changes the profile (and the vendor row other screens read), and every request stays in
 * the history. The retailer queries every supplier's master data with its pending request.
 */

export const PROFILE_ERR = {
  vendorNotFound: { code: 'B0404', message: tr('供应商不存在', 'The supplier does not exist') },
  partInvalid: { code: 'A0410', message: tr('变更类型不正确', 'The kind of change is not valid') },
  pendingExists: {
    code: 'A0440',
    message: tr(
      '已有待审核的变更申请，请等待审核后再提交',
      'A change request is already awaiting review; submit again after it is reviewed',
    ),
  },
  nothingChanged: { code: 'A0441', message: tr('变更内容与当前资料相同', 'The request changes nothing') },
  accountFormat: {
    code: VALIDATION_CODE,
    message: tr('银行账号格式不正确', 'The bank account number has an incorrect format'),
  },
  mobileFormat: {
    code: VALIDATION_CODE,
    message: tr('手机号码格式不正确', 'The mobile number has an incorrect format'),
  },
  invoicePhoneFormat: {
    code: VALIDATION_CODE,
    message: tr('开票电话格式不正确', 'The invoicing phone has an incorrect format'),
  },
  cityOutsideProvince: {
    code: VALIDATION_CODE,
    message: tr('所选城市不属于所选省份', 'The city chosen is not in the province chosen'),
  },
  notInList: { code: VALIDATION_CODE, message: tr('所选值不在可选范围内', 'A value chosen is not one of the choices') },
} as const;

/** A rule of this domain with its server messages declared in both languages. */
function rule(zh: string, en: string, max?: number, required = false): FieldRule {
  const label = tr(zh, en);
  if (required) tr(requiredMessage(label), `${en} is required`);
  if (max !== undefined) tr(lengthMessage(label, max), `${en} must not exceed ${max} characters`);
  return { label, max, required };
}

/** SPEC §5 limits of the basic data the supplier edits. */
const BASIC_RULES: Record<string, FieldRule> = {
  contact: { ...LENGTH_LIMITS.contact, required: true },
  phone: { ...LENGTH_LIMITS.phone, required: true },
  email: LENGTH_LIMITS.email,
  address: { ...LENGTH_LIMITS.address, required: true },
  postalCode: LENGTH_LIMITS.postalCode,
  province: rule('省份', 'Province', undefined, true),
  city: rule('城市', 'City', undefined, true),
};

const BANK_RULES: Record<string, FieldRule> = {
  account: rule('银行账号', 'Bank account number', 32, true),
  accountName: rule('账户名称', 'Account name', 64, true),
  bankName: rule('开户银行', 'Bank', 64, true),
  bankCode: rule('联行号', 'Bank code', 20),
  accountType: rule('账户类型', 'Account type', undefined, true),
  payMode: rule('付款方式', 'Pay mode', undefined, true),
};

const INVOICE_RULES: Record<string, FieldRule> = {
  invoiceName: rule('开票名称', 'Invoice name', 64, true),
  taxpayerId: rule('纳税人识别号', 'Taxpayer id', LENGTH_LIMITS.taxNumber.max, true),
  taxLevel: rule('纳税人资质', 'Tax level', undefined, true),
  invoiceAddress: rule('开票地址', 'Invoicing address', LENGTH_LIMITS.address.max, true),
  invoicePhone: rule('开票电话', 'Invoicing phone', LENGTH_LIMITS.phone.max, true),
  invoiceBankName: rule('开票开户行', 'Invoicing bank', 64),
  invoiceAccount: rule('开票银行账号', 'Invoicing bank account', 32),
};

export const BANK_FIELDS = [
  'accountName',
  'account',
  'bankName',
  'bankCode',
  'bankProvince',
  'bankCity',
  'accountType',
  'payMode',
  'financingType',
] as const satisfies readonly (keyof BankData)[];
export const INVOICE_FIELDS = [
  'invoiceName',
  'taxpayerId',
  'taxLevel',
  'invoiceAddress',
  'invoicePhone',
  'invoiceBankName',
  'invoiceAccount',
] as const satisfies readonly (keyof InvoiceData)[];
const BASIC_EDIT_FIELDS = ['contact', 'phone', 'mobile', 'email', 'address', 'postalCode', 'province', 'city'] as const;

const text = (v: unknown) => (isBlank(v) ? '' : String(v).trim());
const sameVendor = (a: { venderId: string; bu: string }) => (b: { venderId: string; bu: string }) =>
  a.venderId === b.venderId && a.bu === b.bu;

function requireSupplier(ctx: Ctx) {
  if (requireUser(ctx).userType !== 2) throw apiError(ERR.supplierOnly);
  return requireVendor(ctx)!;
}
function requireRetailer(ctx: Ctx) {
  if (requireUser(ctx).userType !== 1) throw apiError(ERR.retailerOnly);
}

function financeOf(v: VendorRow): VendorFinanceRow {
  const f = table('vendorFinance').find(sameVendor(v));
  if (!f) throw apiError(PROFILE_ERR.vendorNotFound);
  return f;
}

const pendingOf = (v: { venderId: string; bu: string }) =>
  table('vendorChanges').find((r) => sameVendor(v)(r) && r.status === '0') ?? null;

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
  const key = requireSupplier(ctx);
  const values = Object.fromEntries(BASIC_EDIT_FIELDS.map((f) => [f, text(body[f])]));
  validateFields(values, BASIC_RULES);
  validateFormats(values, { phone: CONTACT_FORMATS.phone, email: CONTACT_FORMATS.email });
  if (values.mobile && !isMobile(values.mobile)) throw apiError(PROFILE_ERR.mobileFormat);
  if (!cityInProvince(values.province, values.city)) throw apiError(PROFILE_ERR.cityOutsideProvince);
  updateRows('vendors', sameVendor(key), values);
  return profile(ctx, {});
}

const listHas = (name: 'accountTypes' | 'payModes' | 'financingTypes' | 'taxLevels', value: string) =>
  table(name).some((x) => x.id === value);

function checkBank(values: Record<string, string>) {
  validateFields(values, BANK_RULES);
  if (!/^\d{8,32}$/.test(values.account)) throw apiError(PROFILE_ERR.accountFormat);
  if (
    !listHas('accountTypes', values.accountType) ||
    !listHas('payModes', values.payMode) ||
    (values.financingType && !listHas('financingTypes', values.financingType))
  )
    throw apiError(PROFILE_ERR.notInList);
}

function checkInvoice(values: Record<string, string>) {
  validateFields(values, INVOICE_RULES);
  if (!isPhone(values.invoicePhone)) throw apiError(PROFILE_ERR.invoicePhoneFormat);
  if (values.invoiceAccount && !/^\d{8,32}$/.test(values.invoiceAccount)) throw apiError(PROFILE_ERR.accountFormat);
  if (!listHas('taxLevels', values.taxLevel)) throw apiError(PROFILE_ERR.notInList);
}

/** The supplier asks for a bank or invoicing change: checked, then pending until the retailer reviews it. */
export function requestChange(ctx: Ctx, body: Record<string, unknown>): ChangeRequest {
  const key = requireSupplier(ctx);
  const user = requireUser(ctx);
  const part = text(body.part) as ChangePart;
  if (part !== 'bank' && part !== 'invoice') throw apiError(PROFILE_ERR.partInvalid);
  const vendor = selectedVendor(ctx);
  if (pendingOf(vendor)) throw apiError(PROFILE_ERR.pendingExists);
  const data = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
  const fields: readonly string[] = part === 'bank' ? BANK_FIELDS : INVOICE_FIELDS;
  const values = Object.fromEntries(fields.map((f) => [f, text(data[f])]));
  if (part === 'bank') checkBank(values);
  else checkInvoice(values);
  const current = financeOf(vendor) as unknown as Record<string, string>;
  const changes: FieldChange[] = fields
    .filter((f) => values[f] !== (current[f] ?? ''))
    .map((f) => ({ field: f, before: current[f] ?? '', after: values[f] }));
  if (changes.length === 0) throw apiError(PROFILE_ERR.nothingChanged);
  const request: ChangeRequest = {
    requestId: `BG${mockToday().replace(/-/g, '')}${String(9000 + nextId('vendorChange')).padStart(4, '0')}`,
    venderId: key.venderId,
    bu: key.bu,
    partnerId: key.partnerId,
    part,
    status: '0',
    changes,
    remark: text(body.remark).slice(0, 200),
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
  requireRetailer(ctx);
  const ids = (Array.isArray(body.requestIds) ? body.requestIds : [body.requestIds]).map(text).filter(Boolean);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const approve = body.approve === true || body.approve === 'true';
  const reason = text(body.reason);
  if (!approve && !reason) throw apiError(ERR.rejectReason);
  const requests = ids.map((id) => table('vendorChanges').find((r) => r.requestId === id));
  for (const r of requests) {
    if (!r) throw apiError(ERR.documentNotFound);
    if (r.status !== '0') throw apiError(ERR.statusNotAllowed);
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
      updateRows('vendorChanges', (x) => x.requestId === r.requestId, { status: '1', ...stamp });
    } else {
      updateRows('vendorChanges', (x) => x.requestId === r.requestId, { status: '2', rejectReason: reason, ...stamp });
    }
  }
  return { count: requests.length };
}

/**
 * Retailer: supplier master data. Params: venderId (prefix), venderName (part), bu, status (exact;
 * 97/99 disabled), taxNumber (part), parentVenderId (prefix), pending ('1': with a request awaiting review).
 */
export function supplierQuery(ctx: Ctx, query: PageQuery): Page<SupplierRecord> {
  requireRetailer(ctx);
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
    .filter((r) => matchesParams(r, rest) && (text(pending) !== '1' || r.pendingRequestId !== null));
  return paginate(rows, { ...query, orderBy: query.orderBy || 'venderId' }, { pageNo: 1, pageSize: 20 });
}
