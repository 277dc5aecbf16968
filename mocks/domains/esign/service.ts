import { deleteRows, insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { type Ctx, isRetailer, requireRetailerStaff, vendorScope } from '../../services/context';
import { isBlank, matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../../services/paging';
import { kindOfStored, requireImage, requireWithinLimit } from '../../services/uploads';
import type { FileRef } from '../../db/tables';
import type { ElectronicSeal, PictureSignature, SignatureRecord } from '@/features/esign/types';
import { queryContractBills } from '../../shared/contractBills';
import { ensurePictureFiles } from '../../shared/pictureSignatureFiles';
import { EXPIRY_WARNING_DAYS } from '../../shared/caCertificates';
import { daysBetween } from '@/lib/dates';
import {
  canDeletePicture,
  canSetPictureStatus,
  ESIGN_ERRORS as E,
  PICTURE_NAME_MAX,
  PICTURE_STATUS,
  SEAL_CERT_STATUS,
} from '@/features/esign/contract';

/**
 * Electronic seals (the CA certificates of /ca, SPEC §3 §5), the retailer's picture signatures
 * (SPEC §5 image rules) and signature management (the contracts party B signs, SPEC §4 sign status).
 */

export const ESIGN_ERR = {
  pictureType: fromContract(E.pictureType),
  pictureSize: { code: E.pictureSize.code, message: tr('图片大小不能超过1M', 'The image must not exceed 1 MB') },
  pictureName: { code: E.pictureName.code, message: tr('签章名称不能为空', 'Signature name is required') },
  bu: { code: E.bu.code, message: tr('请选择支持电子签章的业务单元', 'Choose a BU that supports electronic seals') },
  deleteEnabled: fromContract(E.deleteEnabled),
} as const satisfies Record<string, ErrDef>;

/** Params: serialNo, certType, status, venderId (retailer), bu; `expiringSoon: true` keeps the SPEC §5 warnings. */
export function querySeals(ctx: Ctx, query: PageQuery): Page<ElectronicSeal> {
  const inScope = vendorScope(ctx);
  const { expiringSoon, ...params } = paramsOf(query);
  if (!isRetailer(ctx)) delete params.venderId;
  const vendors = table('vendors');
  const bus = table('bus');
  const today = mockToday();
  const rows = table('caCertificates')
    .filter((c) => inScope(c) && matchesParams(c, params))
    .map((c): ElectronicSeal => {
      const daysLeft = daysBetween(today, c.validTo);
      const bu = bus.find((b) => b.buId === c.bu);
      return {
        ...c,
        venderName: vendors.find((v) => v.venderId === c.venderId && v.bu === c.bu)?.venderName ?? '',
        buName: bu?.buName ?? c.bu,
        buSupported: !!bu?.certBu,
        daysLeft,
        expiringSoon: c.status === SEAL_CERT_STATUS.valid && daysLeft >= 0 && daysLeft <= EXPIRY_WARNING_DAYS,
      };
    })
    .filter((s) => !expiringSoon || s.expiringSoon);
  return pageInOrder(rows, query, 'validTo desc');
}

/** Signature management: the bills a signature concerns (approved and later), both sides. */
export function querySignatures(ctx: Ctx, query: PageQuery): Page<SignatureRecord> {
  return queryContractBills(ctx, { ...query, params: { ...paramsOf(query), signed: true } });
}

/** Params: bu, name (contains), status. */
export function queryPictures(ctx: Ctx, query: PageQuery): Page<PictureSignature> {
  requireRetailerStaff(ctx);
  ensurePictureFiles();
  const { name, ...params } = paramsOf(query);
  const rows = table('pictureSignatures').filter(
    (p) => matchesParams(p, params) && (isBlank(name) || p.name.includes(text(name))),
  );
  return pageInOrder(rows, query, 'createDate desc');
}

/** A new picture signature (enabled); the image is an uploaded jpeg/png of at most 1 MB (SPEC §5). */
export function addPicture(ctx: Ctx, body: Record<string, unknown>): PictureSignature {
  const user = requireRetailerStaff(ctx);
  const bu = table('bus').find((b) => b.buId === text(body.bu) && b.certBu);
  if (!bu) throw apiError(ESIGN_ERR.bu);
  const name = text(body.name);
  if (!name) throw apiError(ESIGN_ERR.pictureName);
  const image = (Array.isArray(body.image) ? body.image[0] : body.image) as FileRef | undefined;
  const file = image && table('files').find((f) => f.fileUrl === image.fileUrl);
  if (!file) throw apiError(ERR.fileMissing);
  // SPEC §5 image rules on the stored file: its bytes decide, not its name or the browser's type.
  const kind = requireImage(kindOfStored(file), ESIGN_ERR.pictureType);
  requireWithinLimit({ kind, size: file.size }, { errors: { image: ESIGN_ERR.pictureSize } });
  const row: PictureSignature = {
    pictureId: `QZ${bu.buId}${String(50 + nextId('pictureSignature')).padStart(2, '0')}`,
    bu: bu.buId,
    buName: bu.buName,
    name: name.slice(0, PICTURE_NAME_MAX),
    image: { fileUrl: file.fileUrl, fileName: file.fileName, size: file.size },
    status: PICTURE_STATUS.enabled,
    creator: user.emplName,
    createDate: nowStamp(),
  };
  insertRow('pictureSignatures', row);
  return row;
}

function pictureOf(pictureId: unknown): PictureSignature {
  const row = table('pictureSignatures').find((p) => p.pictureId === text(pictureId));
  if (!row) throw apiError(ERR.documentNotFound);
  return row;
}

export function setPictureStatus(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireRetailerStaff(ctx);
  const row = pictureOf(body.pictureId);
  const status = text(body.status) === PICTURE_STATUS.enabled ? PICTURE_STATUS.enabled : PICTURE_STATUS.disabled;
  if (!canSetPictureStatus(row, status)) throw apiError(ERR.statusNotAllowed);
  updateRows('pictureSignatures', (p) => p.pictureId === row.pictureId, { status });
  return { count: 1 };
}

export function deletePicture(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireRetailerStaff(ctx);
  const row = pictureOf(body.pictureId);
  if (!canDeletePicture(row)) throw apiError(ESIGN_ERR.deleteEnabled);
  deleteRows('pictureSignatures', (p) => p.pictureId === row.pictureId);
  return { count: 1 };
}
