import {
  SIZE_VALUES,
  UPLOAD_ERRORS as U,
  isImageKind,
  kindFromBytes,
  kindFromMime,
  kindFromName,
  sizeLimit,
  sizeRefusal,
  type FileKind,
  type SizeRefusal,
} from '../../src/kit/upload/checks';
import { table } from '../db';
import type { FileRef } from '../db/tables';
import type { FileRow } from '../domains/platform/tables';
import { apiError, fromContract, type ErrDef } from '../errors';

/**
 * SPEC §5 upload rules as the server applies them, one function a rule; the limits and the byte
 * signatures are the client's (`src/kit/upload/checks`). What a file is comes from what the file
 * store holds (its bytes' signature, else its recorded type), not from the name, the browser's type
 * or the size a body claims; a domain that reads a file otherwise says so where it does.
 */

export type UploadKind = FileKind;

/** The client's upload refusals (its checks show the same texts before any call). */
export const UPLOAD_ERR = {
  fileType: fromContract(U.fileType),
  imageType: fromContract(U.imageType),
  imageTooLarge: fromContract(U.imageTooLarge, SIZE_VALUES.imageTooLarge),
  pdfTooLarge: fromContract(U.pdfTooLarge, SIZE_VALUES.pdfTooLarge),
  scanTooLarge: fromContract(U.scanTooLarge, SIZE_VALUES.scanTooLarge),
} as const satisfies Record<string, ErrDef>;

/** The kind a recorded content type names, or null. */
function kindOfType(contentType: string): UploadKind | null {
  const kind = kindFromMime(contentType);
  return kind === 'unknown' ? null : kind;
}

function headOf(base64: string): Uint8Array {
  const head = atob(base64.slice(0, 12));
  return Uint8Array.from(head, (c) => c.charCodeAt(0));
}

/** The kind of a stored file: its bytes' signature, or its recorded content type when no bytes are kept. */
export function kindOfStored(file: Pick<FileRow, 'base64' | 'contentType'>): UploadKind | null {
  return file.base64 ? kindFromBytes(headOf(file.base64)) : kindOfType(file.contentType);
}

/** The kind of an upload not stored yet, from its first bytes. */
export async function kindOfBlob(blob: Blob): Promise<UploadKind | null> {
  return kindFromBytes(new Uint8Array(await blob.slice(0, 8).arrayBuffer()));
}

/** SPEC §5 "images or PDF only": the file's kind, else the domain's refusal. */
export function requireImageOrPdf(kind: UploadKind | null, err: ErrDef = UPLOAD_ERR.fileType): UploadKind {
  if (!kind) throw apiError(err);
  return kind;
}

/** SPEC §5 "images jpeg/jpg/png": the image's kind, else the domain's refusal. */
export function requireImage(kind: UploadKind | null, err: ErrDef = UPLOAD_ERR.imageType): 'jpeg' | 'png' {
  if (!kind || !isImageKind(kind)) throw apiError(err);
  return kind;
}

/** A domain's own refusal of a file over a limit, instead of the shared one. */
export type SizeErrors = { image: ErrDef; pdf: ErrDef; scan: ErrDef };
const OWN_ERROR: Record<SizeRefusal, keyof SizeErrors> = {
  imageTooLarge: 'image',
  pdfTooLarge: 'pdf',
  scanTooLarge: 'scan',
};

/**
 * SPEC §5, §9 "image max 1MB; PDF max 2MB; scanned images within 2M" (`scan`: a scanned document), by the
 * client's own limits (`sizeLimit`): a file over its limit is refused with that limit's message.
 */
export function requireWithinLimit(
  file: { kind: UploadKind; size: number },
  { scan = false, errors = {} }: { scan?: boolean; errors?: Partial<SizeErrors> } = {},
): void {
  const variant = scan ? 'scan' : 'default';
  if (file.size <= sizeLimit(file.kind, variant).bytes) return;
  const refusal = sizeRefusal(file.kind, variant);
  throw apiError(errors[OWN_ERROR[refusal]] ?? UPLOAD_ERR[refusal]);
}

export type StoredUpload = FileRef & { kind: UploadKind | null };

/** The files named in a body that the file store holds, with their kind and size as stored (others are left out). */
export function storedUploads(value: unknown): StoredUpload[] {
  if (!Array.isArray(value)) return [];
  const known = table('files');
  return value
    .filter((f): f is FileRef => !!f && typeof f === 'object' && typeof (f as FileRef).fileUrl === 'string')
    .flatMap((f) => {
      const file = known.find((k) => k.fileUrl === f.fileUrl);
      return file
        ? [{ fileUrl: file.fileUrl, fileName: file.fileName, size: file.size, kind: kindOfStored(file) }]
        : [];
    });
}

export const isImageUpload = (f: StoredUpload) => f.kind !== null && isImageKind(f.kind);

/**
 * A file a body names, as the file store holds it (name, size, kind from its bytes); one the store
 * does not hold (a document's older files) as the body names it, its kind by the name.
 */
export function namedUpload(f: { fileUrl: string; fileName?: unknown; size?: unknown }): StoredUpload {
  const held = table('files').find((k) => k.fileUrl === f.fileUrl);
  if (held) return { fileUrl: held.fileUrl, fileName: held.fileName, size: held.size, kind: kindOfStored(held) };
  const fileName = String(f.fileName ?? '');
  return { fileUrl: f.fileUrl, fileName, size: Number(f.size) || 0, kind: kindFromName(fileName) };
}

/**
 * Refuses a file of another type ('image': jpeg/png only; 'imageOrPdf': those or a PDF) or over the
 * limit of its kind (`scan`: scanned documents), with the domain's messages where it has its own;
 * answers the files as a document keeps them.
 */
export function checkUploads(
  files: StoredUpload[],
  accept: 'image' | 'imageOrPdf',
  { scan = false, errors = {} }: { scan?: boolean; errors?: Partial<SizeErrors> & { type?: ErrDef } } = {},
): FileRef[] {
  for (const f of files) {
    const kind = accept === 'image' ? requireImage(f.kind, errors.type) : requireImageOrPdf(f.kind, errors.type);
    requireWithinLimit({ kind, size: f.size }, { scan, errors });
  }
  return files.map(({ fileUrl, fileName, size }) => ({ fileUrl, fileName, size }));
}
