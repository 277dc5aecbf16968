import { insertRow, nextId, table } from '../db';
import { nowStamp } from '../db/clock';
import type { FileRow } from '../domains/platform/tables';
import { apiError, ERR } from '../errors';
import { requireUser, type Ctx } from './context';
import { userOfToken } from '../domains/platform/auth';

/** Uploaded files live in the DB (base64), so the browser host persists them too. */
export type StoredFile = { fileUrl: string; fileName: string; size: number };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function upload(
  ctx: Ctx,
  file: unknown,
  meta: { appCode?: unknown; fileStore?: unknown },
): Promise<StoredFile> {
  const user = requireUser(ctx);
  return storeFile(file, meta, user.userId);
}

/** Stores an upload's bytes; `uploadedBy` null for a public upload (supplier registration). */
export async function storeFile(
  file: unknown,
  meta: { fileStore?: unknown },
  uploadedBy: string | null,
): Promise<StoredFile> {
  if (!file || typeof file !== 'object' || typeof (file as Blob).arrayBuffer !== 'function')
    throw apiError(ERR.fileMissing);
  const blob = file as Blob & { name?: string };
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return storeBytes(bytes, blob.name || 'file', blob.type || 'application/octet-stream', meta, uploadedBy);
}

/** Stores bytes the mock made itself (a generated PDF) as a file, downloadable like an upload. */
export function storeBytes(
  bytes: Uint8Array,
  fileName: string,
  contentType: string,
  meta: { fileStore?: unknown },
  uploadedBy: string | null,
): StoredFile {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';
  const id = nextId('file');
  const store =
    typeof meta.fileStore === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(meta.fileStore) ? meta.fileStore : 'group2';
  const fileUrl = `${store}/M00/${String(Math.floor(id / 256)).padStart(2, '0')}/${String(id % 256).padStart(2, '0')}/f${String(id).padStart(6, '0')}.${ext}`;
  const row: FileRow = {
    fileUrl,
    fileName,
    contentType,
    size: bytes.length,
    base64: toBase64(bytes),
    uploadedBy,
    uploadedAt: nowStamp(),
    public: false,
  };
  insertRow('files', row);
  return { fileUrl, fileName, size: bytes.length };
}

/**
 * The stored bytes of a file. Needs a live token (header or `apptoken` query, since a download
 * link cannot set headers), except for public files (help documents).
 */
export function download(fileUrl: string, token: string | null): { file: FileRow; bytes: Uint8Array<ArrayBuffer> } {
  const file = table('files').find((f) => f.fileUrl === fileUrl);
  if (!file?.public && !userOfToken(token)) throw apiError(ERR.sessionExpired);
  if (!file) throw apiError(ERR.fileNotFound);
  return { file, bytes: fromBase64(file.base64) };
}
