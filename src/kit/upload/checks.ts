/**
 * Pure upload checks (SPEC §5, §8, §9): what a file really is (its first bytes, not its name or
 * type), and the size limits by kind. Messages are i18n keys.
 */

export const MB = 1024 * 1024;
/** SPEC §5/§9: jpeg/jpg/png images at most 1MB. */
export const IMAGE_MAX_BYTES = 1 * MB;
/** SPEC §5/§9: PDF at most 2MB. */
export const PDF_MAX_BYTES = 2 * MB;
/** SPEC §5/§9: scanned images within 2M. */
export const SCAN_MAX_BYTES = 2 * MB;
/** SPEC §5/§9: up to 5 base pictures. */
export const MAX_BASE_PICTURES = 5;
/** How many leading bytes decide the kind. */
export const SNIFF_BYTES = 8;

export type FileKind = 'jpeg' | 'png' | 'pdf';
/** Which kinds a field takes. */
export type AcceptKind = 'image' | 'pdf' | 'imageOrPdf';
/** Which size rule applies: images 1MB / PDF 2MB; scans 2M; attachments {limit}M. */
export type UploadVariant = 'default' | 'scan' | 'attachment';

const SIGNATURES: ReadonlyArray<{ kind: FileKind; bytes: readonly number[] }> = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The kind of a file from its first bytes (magic numbers), or null. */
export function kindFromBytes(head: Uint8Array): FileKind | null {
  const found = SIGNATURES.find(({ bytes }) => bytes.length <= head.length && bytes.every((b, i) => head[i] === b));
  return found?.kind ?? null;
}

/** The kind a file name claims (.jpg, .jpeg, .png, .pdf; any case), or null. */
export function kindFromName(name: string): FileKind | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  if (ext === 'png') return 'png';
  if (ext === 'pdf') return 'pdf';
  return null;
}

/** The kind a MIME type claims, 'unknown' for another type, null when there is none. */
export function kindFromMime(type: string): FileKind | 'unknown' | null {
  const t = type.trim().toLowerCase();
  if (!t) return null;
  if (t === 'image/jpeg' || t === 'image/jpg' || t === 'image/pjpeg') return 'jpeg';
  if (t === 'image/png') return 'png';
  if (t === 'application/pdf') return 'pdf';
  return 'unknown';
}

export const isImageKind = (kind: FileKind): kind is 'jpeg' | 'png' => kind !== 'pdf';

const accepts = (accept: AcceptKind, kind: FileKind) =>
  accept === 'imageOrPdf' || (accept === 'image') === isImageKind(kind);

/** The `accept` attribute of a file input for a field. */
export function acceptAttribute(accept: AcceptKind): string {
  if (accept === 'image') return '.jpg,.jpeg,.png,image/jpeg,image/png';
  if (accept === 'pdf') return '.pdf,application/pdf';
  return '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
}

export type Message = { key: string; params?: Record<string, unknown> };

/**
 * The server's refusals of an upload (SPEC §5, §8): its codes, with the texts these checks show before
 * any call (the mock answers with the same catalogue texts, `mocks/services/uploads.ts`).
 */
export const UPLOAD_ERRORS = {
  fileType: { code: 'A0412', messageKey: 'errors:uploadImageOrPdfOnly' },
  imageType: { code: 'A0412', messageKey: 'upload:imageOnly' },
  imageTooLarge: { code: 'A0413', messageKey: 'upload:imageTooLarge' },
  pdfTooLarge: { code: 'A0414', messageKey: 'upload:pdfTooLarge' },
  scanTooLarge: { code: 'A0413', messageKey: 'upload:scanTooLarge' },
} as const;

/** The size limits in MB, as their refusals' texts name them ({{max}}). */
export const SIZE_VALUES = {
  imageTooLarge: { max: IMAGE_MAX_BYTES / MB },
  pdfTooLarge: { max: PDF_MAX_BYTES / MB },
  scanTooLarge: { max: SCAN_MAX_BYTES / MB },
} as const;

export type SizeRefusal = keyof typeof SIZE_VALUES;

/** Which size limit a file of a kind meets under a variant (not an attachment's own): scans 2M, images 1MB, PDF 2MB. */
export const sizeRefusal = (kind: FileKind, variant: UploadVariant = 'default'): SizeRefusal =>
  variant === 'scan' ? 'scanTooLarge' : isImageKind(kind) ? 'imageTooLarge' : 'pdfTooLarge';

/** The size limit of a kind under a variant, with the message shown past it. */
export function sizeLimit(
  kind: FileKind,
  variant: UploadVariant = 'default',
  limitMb?: number,
): { bytes: number; message: Message } {
  if (variant === 'attachment' && limitMb !== undefined)
    return { bytes: limitMb * MB, message: { key: 'upload:attachmentTooLarge', params: { limit: limitMb } } };
  const refusal = sizeRefusal(kind, variant);
  return {
    bytes: SIZE_VALUES[refusal].max * MB,
    message: { key: UPLOAD_ERRORS[refusal].messageKey, params: SIZE_VALUES[refusal] },
  };
}

export type FileFacts = { name: string; type: string; size: number; head: Uint8Array };
export type CheckOptions = { accept?: AcceptKind; variant?: UploadVariant; limitMb?: number };
export type CheckResult = { ok: true; kind: FileKind } | { ok: false; reason: 'type' | 'size'; message: Message };

const typeMessage = (accept: AcceptKind): Message =>
  accept === 'image'
    ? { key: UPLOAD_ERRORS.imageType.messageKey }
    : accept === 'pdf'
      ? { key: 'upload:pdfOnly' }
      : { key: UPLOAD_ERRORS.fileType.messageKey };

/**
 * Whether a file may be uploaded: its bytes must be a JPEG, PNG or PDF the field accepts, and its
 * name and (when given) type must claim that same kind, so a renamed or spoofed file is refused
 * with the SPEC §8 message; then the size limit of its kind applies.
 */
export function checkFile(
  facts: FileFacts,
  { accept = 'imageOrPdf', variant = 'default', limitMb }: CheckOptions = {},
): CheckResult {
  const real = kindFromBytes(facts.head);
  const named = kindFromName(facts.name);
  const typed = kindFromMime(facts.type);
  if (!real || named !== real || (typed !== null && typed !== real) || !accepts(accept, real))
    return { ok: false, reason: 'type', message: typeMessage(accept) };
  const limit = sizeLimit(real, variant, limitMb);
  if (facts.size > limit.bytes) return { ok: false, reason: 'size', message: limit.message };
  return { ok: true, kind: real };
}

/** The first bytes of a file (Blob.arrayBuffer where there is one, else a FileReader). */
export function readHead(file: Blob, n: number = SNIFF_BYTES): Promise<Uint8Array> {
  const part = file.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return part.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
}
