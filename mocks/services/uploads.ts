import { table } from '../db';
import type { FileRef } from '../db/tables';
import { apiError } from '../errors';
import { tr } from '../glossary';

/**
 * SPEC §5 upload rules as the server applies them to the files a document names: what the file
 * store holds decides (the bytes' signature, else the recorded type; the stored size), not the name,
 * the browser's type or the size the body claims.
 */

export const IMAGE_MAX_BYTES = 1024 * 1024;
export const PDF_MAX_BYTES = 2 * 1024 * 1024;

export const UPLOAD_ERR = {
  fileType: { code: 'A0412', message: tr('只能上传图片或PDF文件', 'Only images or PDF files can be uploaded') },
  imageType: {
    code: 'A0412',
    message: tr('只能上传jpeg、jpg、png格式的图片', 'Only jpeg, jpg or png images can be uploaded'),
  },
  imageTooLarge: { code: 'A0413', message: tr('图片大小不能超过1MB', 'Images must not exceed 1MB') },
  pdfTooLarge: { code: 'A0414', message: tr('PDF大小不能超过2MB', 'PDF files must not exceed 2MB') },
} as const;

export type StoredUpload = FileRef & { contentType: string };

/** The kind the stored bytes start with (PNG, JPEG, PDF signatures), or the recorded content type when none are kept. */
function contentTypeOf(base64: string, recorded: string): string {
  if (!base64) return recorded;
  const head = atob(base64.slice(0, 12));
  const at = (i: number) => head.charCodeAt(i);
  if (at(0) === 0x89 && head.slice(1, 4) === 'PNG') return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (head.startsWith('%PDF')) return 'application/pdf';
  return 'application/octet-stream';
}

/** The files named in a body that the file store holds, with their kind and size as stored (others are left out). */
export function storedUploads(value: unknown): StoredUpload[] {
  if (!Array.isArray(value)) return [];
  const known = table('files');
  return value
    .filter((f): f is FileRef => !!f && typeof f === 'object' && typeof (f as FileRef).fileUrl === 'string')
    .flatMap((f) => {
      const file = known.find((k) => k.fileUrl === f.fileUrl);
      return file
        ? [
            {
              fileUrl: file.fileUrl,
              fileName: file.fileName,
              size: file.size,
              contentType: contentTypeOf(file.base64, file.contentType),
            },
          ]
        : [];
    });
}

export const isImageUpload = (f: StoredUpload) => /^image\/(jpeg|png)$/.test(f.contentType);
export const isPdfUpload = (f: StoredUpload) => f.contentType === 'application/pdf';

/**
 * Refuses a file of another type ('image': jpeg/png only; 'imageOrPdf': those or a PDF), an image
 * over 1 MB or a PDF over 2 MB; answers the files as a document keeps them.
 */
export function checkUploads(files: StoredUpload[], accept: 'image' | 'imageOrPdf'): FileRef[] {
  for (const f of files) {
    if (accept === 'image' && !isImageUpload(f)) throw apiError(UPLOAD_ERR.imageType);
    if (!isImageUpload(f) && !isPdfUpload(f)) throw apiError(UPLOAD_ERR.fileType);
    if (isImageUpload(f) && f.size > IMAGE_MAX_BYTES) throw apiError(UPLOAD_ERR.imageTooLarge);
    if (isPdfUpload(f) && f.size > PDF_MAX_BYTES) throw apiError(UPLOAD_ERR.pdfTooLarge);
  }
  return files.map(({ fileUrl, fileName, size }) => ({ fileUrl, fileName, size }));
}
