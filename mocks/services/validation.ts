import { isEmail, isPhone, isPostalCode } from '../../src/lib/validators';
import { ApiError } from '../envelope';
import { lengthMessage, requiredMessage } from '../errors';
import { glossary, tr } from '../glossary';
import { catalogue } from '../catalogue';
import { isBlank } from './paging';

/**
 * Server-side field checks with the messages of SPEC §5: '{field}不能为空' and
 * '{field}长度不能超过{n}位'. Later domains validate their bodies with `validateFields`.
 */
export type FieldRule = { label: string; required?: boolean; max?: number };

/** The length limits of SPEC §5 (field name → label and maximum). */
export const LENGTH_LIMITS = {
  businessLicenseNo: { label: catalogue('register:field.businessLicenseNo'), max: 32 },
  orgCode: { label: catalogue('register:field.orgCode'), max: 20 },
  taxNumber: { label: catalogue('lookup:col.taxNumber'), max: 32 },
  postalCode: { label: catalogue('register:field.postalCode'), max: 6 },
  address: { label: catalogue('register:field.address'), max: 200 },
  contact: { label: catalogue('contacts:field.contactPerson'), max: 32 },
  phone: { label: catalogue('contacts:field.phone'), max: 64 },
  applicant: { label: catalogue('sealApplication:field.applicant'), max: 32 },
  applicantPhone: { label: tr('申请人电话', 'Applicant phone'), max: 64 },
  applicantIdNo: { label: tr('申请人身份证号', 'Applicant ID number'), max: 20 },
  applicantAddress: { label: tr('申请人地址', 'Applicant address'), max: 64 },
  applicantPostalCode: { label: tr('申请人邮编', 'Applicant postal code'), max: 6 },
  venderName: { label: catalogue('fields:venderName'), max: 64 },
  email: { label: catalogue('register:field.email'), max: 32 },
} as const satisfies Record<string, FieldRule>;

/** Field labels of required product fields (SPEC §5 "many required-field messages exist for products"). */
export const GOODS_REQUIRED = {
  goodsName: { label: catalogue('fields:goodsName'), required: true },
  saleTaxRate: { label: catalogue('fields:taxRate'), required: true },
  purchasePrice: { label: catalogue('basicinfo:goods.purchasePrice'), required: true },
  salePrice: { label: catalogue('basicinfo:goods.salePrice'), required: true },
  spec: { label: catalogue('fields:spec'), required: true },
  shelfLifeDays: { label: tr('保质期', 'Shelf life'), required: true },
  origin: { label: catalogue('basicinfo:goods.origin'), required: true },
  brand: { label: catalogue('basicinfo:goods.brand'), required: true },
  length: { label: tr('长度', 'Length'), required: true },
  width: { label: tr('宽度', 'Width'), required: true },
  height: { label: tr('高度', 'Height'), required: true },
} as const satisfies Record<string, FieldRule>;

export const VALIDATION_CODE = 'A0410';

/** Throws the first violation as ApiError('A0410', message). */
export function validateFields(body: Record<string, unknown>, rules: Record<string, FieldRule>): void {
  for (const [field, rule] of Object.entries(rules)) {
    const value = body[field];
    if (rule.required && isBlank(value)) throw new ApiError(VALIDATION_CODE, requiredMessage(rule.label));
    if (rule.max !== undefined && !isBlank(value) && String(value).length > rule.max)
      throw new ApiError(VALIDATION_CODE, lengthMessage(rule.label, rule.max));
  }
}

/**
 * SPEC §5 "Contact phone, main email and cc email must be valid": the format a field must have when
 * it is filled in (blank is the required rule's business), with the message the server answers.
 */
export type FormatRule = { check: (value: unknown) => boolean; message: string };

export const CONTACT_FORMATS = {
  phone: { check: isPhone, message: tr('联系电话格式不正确', 'The contact phone has an incorrect format') },
  email: { check: isEmail, message: tr('供应商邮箱格式不正确', 'The supplier email has an incorrect format') },
  mainEmail: { check: isEmail, message: tr('主邮箱格式不正确', 'The main email has an incorrect format') },
  ccEmail: { check: isEmail, message: tr('抄送邮箱格式不正确', 'The cc email has an incorrect format') },
  postalCode: { check: isPostalCode, message: tr('邮政编码须为6位数字', 'The postal code must be six digits') },
} as const satisfies Record<string, FormatRule>;

/** Every message validateFields can emit, zh-CN → en-US (merged into the i18n download). */
export function validationGlossary(): Record<string, string> {
  const g = glossary();
  const out: Record<string, string> = {};
  const all: Record<string, FieldRule> = { ...LENGTH_LIMITS, ...GOODS_REQUIRED };
  for (const rule of Object.values(all)) {
    const en = g[rule.label] ?? rule.label;
    out[requiredMessage(rule.label)] = `${en} is required`;
    if (rule.max !== undefined)
      out[lengthMessage(rule.label, rule.max)] = `${en} must not exceed ${rule.max} characters`;
  }
  return out;
}

/** A required field whose '{field}不能为空' message is declared with its translation. */
export function requiredRule(zh: string, en: string): FieldRule {
  tr(requiredMessage(tr(zh, en)), `${en} is required`);
  return { label: zh, required: true };
}
