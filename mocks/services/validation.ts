import { LENGTH_LIMITS as MAX, isEmail, isPhone, isPostalCode } from '../../src/lib/validators';
import { ApiError } from '../envelope';
import { requiredMessage, tooLongMessage } from '../errors';
import { english, glossary, tr } from '../glossary';
import { catalogue } from '../catalogue';
import { isBlank } from './paging';

/**
 * Server-side field checks with the messages of SPEC §5: '{field}不能为空' and
 * '{field}长度不能超过{n}位'. Later domains validate their bodies with `validateFields`.
 * A rule with a maximum names its label by catalogue key (`labelKey`), which the length message takes in each language.
 */
export type FieldRule = { label: string; required?: boolean } | LengthRule;
export type LengthRule = { label: string; labelKey: string; required?: boolean; max: number };

/** A rule whose label is the catalogue's (the screen's label key), at most `max` characters. */
export const lengthRule = (labelKey: string, max: number, required?: boolean): LengthRule => ({
  label: catalogue(labelKey),
  labelKey,
  max,
  ...(required ? { required } : {}),
});

/** The length limits of SPEC §5 (field name → the screen's label and maximum). */
export const LENGTH_LIMITS = {
  businessLicenseNo: lengthRule('register:field.businessLicenseNo', MAX.businessLicenseNo),
  orgCode: lengthRule('register:field.orgCode', MAX.orgCode),
  taxNumber: lengthRule('lookup:col.taxNumber', MAX.taxNumber),
  postalCode: lengthRule('register:field.postalCode', MAX.postalCode),
  address: lengthRule('register:field.address', MAX.address),
  contact: lengthRule('contacts:field.contactPerson', MAX.contact),
  phone: lengthRule('contacts:field.phone', MAX.phone),
  applicant: lengthRule('sealApplication:field.applicant', MAX.applicant),
  applicantPhone: lengthRule('sealApplication:field.applicantPhone', MAX.applicantPhone),
  applicantIdNo: lengthRule('sealApplication:field.applicantIdNo', MAX.applicantIdNo),
  applicantAddress: lengthRule('sealApplication:field.applicantAddress', MAX.applicantAddress),
  applicantPostalCode: lengthRule('sealApplication:field.applicantPostalCode', MAX.applicantPostalCode),
  venderName: lengthRule('fields:venderName', MAX.venderName),
  email: lengthRule('register:field.email', MAX.email),
} as const satisfies Record<string, LengthRule>;

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
    if ('max' in rule && !isBlank(value) && String(value).length > rule.max)
      throw new ApiError(VALIDATION_CODE, tooLongMessage(rule.labelKey, rule.max));
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
    if ('max' in rule) {
      const message = tooLongMessage(rule.labelKey, rule.max);
      out[message] = english(message)!;
    }
  }
  return out;
}

/** A required field whose '{field}不能为空' message is declared with its translation. */
export function requiredRule(zh: string, en: string): FieldRule {
  tr(requiredMessage(tr(zh, en)), `${en} is required`);
  return { label: zh, required: true };
}
