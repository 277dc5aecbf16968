import { insertRow, nextId, table } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { FileRef, IdName } from '../../db/tables';
import type { RegistrationRow } from './tables';
import { ApiError } from '../../envelope';
import { apiError, ERR, requiredMessage, type ErrDef } from '../../errors';
import { tr } from '../../glossary';
import { isRetailer, requireUser, type Ctx } from '../../services/context';
import { storeFile, type StoredFile } from '../../services/files';
import { isBlank } from '../../services/paging';
import { kindOfBlob, requireImageOrPdf, requireWithinLimit, storedUploads } from '../../services/uploads';
import {
  CONTACT_FORMATS,
  LENGTH_LIMITS,
  VALIDATION_CODE,
  validateFields,
  validateFormats,
  type FieldRule,
  requiredRule,
} from '../../services/validation';

/**
 * Supplier registration without sign-in (SPEC §2 /venders/registerDetail, §4 "except
 * registerDetail"): public region lists, a public upload of the business licence, and the
 * submission with the SPEC §5 required and length messages. A tax number registers once: while
 * its registration waits or once approved (or a supplier holds it); a rejected one frees it.
 */

export const REGISTER_ERR = {
  duplicateTaxNumber: {
    code: 'B0420',
    message: tr('该税号已注册，请勿重复注册', 'This tax number is already registered; please do not register again'),
  },
  city: { code: VALIDATION_CODE, message: tr('请选择所选省份下的城市', 'Please choose a city of the chosen province') },
} as const satisfies Record<string, ErrDef>;

const RULES: Record<string, FieldRule> = {
  venderName: { ...LENGTH_LIMITS.venderName, required: true },
  businessLicenseNo: { ...LENGTH_LIMITS.businessLicenseNo, required: true },
  orgCode: LENGTH_LIMITS.orgCode,
  taxNumber: { ...LENGTH_LIMITS.taxNumber, required: true },
  contact: { ...LENGTH_LIMITS.contact, required: true },
  phone: { ...LENGTH_LIMITS.phone, required: true },
  email: { ...LENGTH_LIMITS.email, required: true },
  address: { ...LENGTH_LIMITS.address, required: true },
  postalCode: LENGTH_LIMITS.postalCode,
  provinceId: requiredRule('省份', 'Province'),
  cityId: requiredRule('城市', 'City'),
};
const LICENSE_RULE = requiredRule('营业执照', 'Business licence');

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
  validateFields(body, RULES);
  validateFormats(body, {
    phone: CONTACT_FORMATS.phone,
    email: CONTACT_FORMATS.email,
    postalCode: CONTACT_FORMATS.postalCode,
  });
  const provinceId = text(body, 'provinceId');
  const cityId = text(body, 'cityId');
  if (!cities(provinceId).some((c) => c.id === cityId)) throw apiError(REGISTER_ERR.city);
  // Checked when uploaded; here only the files the store holds count.
  const licenseFiles: FileRef[] = storedUploads(body.licenseFiles).map(({ fileUrl, fileName, size }) => ({
    fileUrl,
    fileName,
    size,
  }));
  if (licenseFiles.length === 0) throw new ApiError(VALIDATION_CODE, requiredMessage(LICENSE_RULE.label));

  const taxNumber = text(body, 'taxNumber').toUpperCase();
  const taken = (value: string) => value.toUpperCase() === taxNumber;
  // A rejected registration (status 2) no longer holds its tax number: the supplier corrects it and registers again.
  const held = table('registrations').some((r) => r.status !== '2' && taken(r.taxNumber));
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
    status: '0',
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
