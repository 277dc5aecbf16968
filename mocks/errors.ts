import { ApiError } from './envelope';
import { tr } from './glossary';
import { catalogue, keyed, type CatalogueValues } from './catalogue';
import { PLATFORM_ERRORS as P } from '@/api/platformContract';
import { LOOKUP_ERRORS } from '@/api/lookupContract';

/**
 * The server messages the mock emits (zh-CN, with en-US in the glossary). Services throw
 * `apiError(ERR.X)`; add a new entry here rather than inlining text, so it is translated. A message
 * two domains give (e.g. supplierOnly) lives here once; a domain's own messages live in its service.
 */
export type ErrDef = { code: string; message: string };

/**
 * A contract's error (a code and its catalogue key), answered with the catalogue's message; `values`
 * fill the key's placeholders ({{row}}, {{line}} …) in both languages, as the screen's `t(key, values)`.
 */
export function fromContract(e: { code: string; messageKey: string }, values?: CatalogueValues): ErrDef {
  return { code: e.code, message: catalogue(e.messageKey, values) };
}

export const ERR = {
  sessionExpired: fromContract(P.sessionExpired),
  noVendorRight: { code: P.noVendorRight.code, message: tr('无权访问该厂编', 'No access to this supplier code') },
  vendorEmpty: fromContract(P.vendorEmpty),
  paramMissing: { code: P.paramMissing.code, message: tr('请求参数不能为空', 'Request parameters must not be empty') },
  languageInvalid: { code: P.languageInvalid.code, message: tr('语言编码不正确', 'Invalid language code') },
  statusNotAllowed: { code: 'B0400', message: catalogue('errors:operationNotAllowed') },
  documentNotFound: { code: 'B0404', message: tr('单据不存在', 'Document does not exist') },
  fileMissing: { code: 'A0410', message: tr('请选择上传文件', 'Please choose a file to upload') },
  fileNotFound: fromContract(P.fileNotFound),
  lookupUnknown: { code: LOOKUP_ERRORS.unknownKind.code, message: tr('精灵类型不存在', 'Unknown lookup type') },
  appUnknown: { code: P.appUnknown.code, message: tr('应用不存在', 'Application does not exist') },
  notFound: { code: '404', message: catalogue('errors:notFound') },
  serverError: { code: 'B0001', message: tr('系统繁忙,请稍后再试', 'System busy, please try again later') },
  supplierOnly: { code: 'A0303', message: tr('仅供应商可执行此操作', 'Only the supplier may do this') },
  retailerOnly: { code: 'A0303', message: tr('仅零售商员工可执行此操作', 'Only retailer staff may do this') },
  /** 请先勾选单据: the words a supplier reads on the screen for it (orders' undelivered reasons). */
  selectFirst: { code: 'A0430', message: catalogue('orders:message.tickDocument') },
  rejectReason: { code: 'A0432', message: tr('驳回原因不能为空', 'Rejection reason is required') },
  importEmpty: { code: '001', message: catalogue('errors:code_001') },
} as const satisfies Record<string, ErrDef>;

export function apiError(def: ErrDef, message?: string): ApiError {
  return new ApiError(def.code, message ?? def.message);
}

/** Required-field message of SPEC §5 (server side): '{field}不能为空'. */
export function requiredMessage(fieldZh: string): string {
  return `${fieldZh}不能为空`;
}

/**
 * The catalogue text of SPEC §5's server length message '{field}长度不能超过{max}位': the client words a
 * server's length message with it too (src/api/errors.ts, by pattern, for a reader of neither Chinese).
 */
export const TOO_LONG_KEY = 'errors:serverFieldTooLong';

/** SPEC §5 "too long" as the server answers it: TOO_LONG_KEY with the field's label (its catalogue key) and the maximum, in both languages. */
export function tooLongMessage(labelKey: string, max: number): string {
  return catalogue(TOO_LONG_KEY, { field: keyed(labelKey), max });
}
