import { insertRow, nextId, table } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { FileRef, IdName } from '../../db/tables';
import type { RegistrationRow } from './tables';
import { ApiError } from '../../envelope';
import { apiError, fromContract, ERR, requiredMessage, tooLongMessage, type ErrDef } from '../../errors';
import { tr } from '../../glossary';
import { isRetailer, requireUser, type Ctx } from '../../services/context';
import { storeFile, type StoredFile } from '../../services/files';
import { isBlank } from '../../services/paging';
import { kindOfBlob, requireImageOrPdf, requireWithinLimit, storedUploads } from '../../services/uploads';
import { CONTACT_FORMATS, LENGTH_LIMITS, requiredRule } from '../../services/validation';
import {
  REGISTER_ERRORS as CODES,
  REGISTER_RULES,
  REGISTRATION_STATUS,
  holdsTaxNumber,
  registrationProblems,
  sameTaxNumber,
  type FieldRule,
  type RegisterField,
} from '@/features/register/contract';

/**
 * Supplier registration without sign-in (SPEC §2 /venders/registerDetail, §4 "except
 * registerDetail"): public region lists, a public upload of the business licence, and the
 * submission with the SPEC §5 required and length messages. A tax number registers once: while
 * its registration waits or once approved (or a supplier holds it); a rejected one frees it.
 */

export const REGISTER_ERR = {
  duplicateTaxNumber: fromContract(CODES.duplicateTaxNumber),
  city: { code: CODES.city.code, message: tr('请选择所选省份下的城市', 'Please choose a city of the chosen province') },
} as const satisfies Record<string, ErrDef>;

/** Each field's label in the server's SPEC §5 messages, and its format refusal. */
const LABELS: Record<RegisterField, string> = {
  ...Object.fromEntries(
    (Object.keys(LENGTH_LIMITS) as (keyof typeof LENGTH_LIMITS)[]).map((k) => [k, LENGTH_LIMITS[k].label]),
  ),
  provinceId: requiredRule('省份', 'Province').label,
  cityId: requiredRule('城市', 'City').label,
} as Record<RegisterField, string>;
const FORMAT_MESSAGES: Partial<Record<RegisterField, string>> = {
  phone: CONTACT_FORMATS.phone.message,
  email: CONTACT_FORMATS.email.message,
  postalCode: CONTACT_FORMATS.postalCode.message,
};
const LICENSE_RULE = requiredRule('营业执照', 'Business licence');

/** The contract's first problem of a registration, answered with the server's message (SPEC §5). */
function checkFields(body: Record<string, unknown>): void {
  const first = Object.entries(registrationProblems(body) ?? {})[0] as
    [RegisterField, 'required' | 'tooLong' | 'format'] | undefined;
  if (!first) return;
  const [field, problem] = first;
  const max = (REGISTER_RULES[field] as FieldRule).maxLength!;
  const message =
    problem === 'required'
      ? requiredMessage(LABELS[field])
      : problem === 'tooLong'
        ? tooLongMessage(`register:field.${field}`, max)
        : FORMAT_MESSAGES[field]!;
  throw apiError({ code: CODES[problem].code, message });
}

export function provinces(): IdName[] {
  return table('regions')
    .filter((r) => r.level === 'province')
    .map(({ id, name }) => ({ id, name }));
}

export function cities(parentId: unknown): IdName[] {
  if (isBlank(parentId)) return [];
  return table('regions')
    .filter((r) => r.level === 'city' && r.parentId === String(parentId))
    .map(({ id, name }) => ({ id, name }));
}

/** SPEC §5 uploads, checked by the bytes: images or PDF only, each within the limit of its kind. */
export async function upload(file: unknown, meta: { fileStore?: unknown }): Promise<StoredFile> {
  if (!file || typeof file !== 'object' || typeof (file as Blob).arrayBuffer !== 'function')
    throw apiError(ERR.fileMissing);
  const blob = file as Blob;
  requireWithinLimit({ kind: requireImageOrPdf(await kindOfBlob(blob)), size: blob.size });
  return storeFile(file, meta, null);
}

const text = (body: Record<string, unknown>, name: string) => (isBlank(body[name]) ? '' : String(body[name]).trim());

/** Creates a registration record; answers its number. */
export function submit(body: Record<string, unknown>): { registerNo: string; createdAt: string } {
  checkFields(body);
  const provinceId = text(body, 'provinceId');
  const cityId = text(body, 'cityId');
  if (!cities(provinceId).some((c) => c.id === cityId)) throw apiError(REGISTER_ERR.city);
  // Checked when uploaded; here only the files the store holds count.
  const licenseFiles: FileRef[] = storedUploads(body.licenseFiles).map(({ fileUrl, fileName, size }) => ({
    fileUrl,
    fileName,
    size,
  }));
  if (licenseFiles.length === 0) throw new ApiError(CODES.required.code, requiredMessage(LICENSE_RULE.label));

  const taxNumber = text(body, 'taxNumber').toUpperCase();
  const taken = (value: string) => sameTaxNumber(value, taxNumber);
  // A rejected registration no longer holds its tax number: the supplier corrects it and registers again.
  const held = table('registrations').some((r) => holdsTaxNumber(r) && taken(r.taxNumber));
  if (held || table('vendors').some((v) => taken(v.taxNumber))) throw apiError(REGISTER_ERR.duplicateTaxNumber);

  const registerNo = `REG${mockToday().replace(/-/g, '')}${String(nextId('registration') + 100).padStart(4, '0')}`;
  const createdAt = nowStamp();
  insertRow('registrations', {
    registerNo,
    venderName: text(body, 'venderName'),
    businessLicenseNo: text(body, 'businessLicenseNo'),
    orgCode: text(body, 'orgCode'),
    taxNumber,
    contact: text(body, 'contact'),
    phone: text(body, 'phone'),
    email: text(body, 'email'),
    address: text(body, 'address'),
    postalCode: text(body, 'postalCode'),
    provinceId,
    cityId,
    licenseFiles,
    status: REGISTRATION_STATUS.submitted,
    createdAt,
  });
  return { registerNo, createdAt };
}

/** Retailer staff: the registrations received, newest first. */
export function list(ctx: Ctx): RegistrationRow[] {
  requireUser(ctx);
  if (!isRetailer(ctx)) throw apiError(ERR.noVendorRight);
  return table('registrations')
    .map((r) => ({ ...r }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
