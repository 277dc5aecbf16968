import { FILE_DOWNLOAD_PATH } from '@/api/common';

/**
 * Which addresses the previews may open (`?url=` of /preview_pdf): file-store addresses only
 * (group2/M00/…), given as they are or as the file download call of SPEC §7
 * (/api/fea-vsm/common/group2/file/download?fileUrl=…), and always fetched through that call.
 * Anything else is refused: another origin or scheme, and any other /api address, which the
 * browser would otherwise ask for with the user's token.
 */
export type PreviewSource = { fileUrl: string };

const STORE_ADDRESS = /^[A-Za-z0-9_-]{1,32}\/[A-Za-z0-9_.\-/]+$/;
const MAX_LENGTH = 2048;

function storeAddress(value: string): PreviewSource | null {
  if (!STORE_ADDRESS.test(value)) return null;
  return value.split('/').some((s) => s === '' || s === '.' || s === '..') ? null : { fileUrl: value };
}

export function resolvePreviewSource(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): PreviewSource | null {
  const value = (raw ?? '').trim();
  if (!value || value.length > MAX_LENGTH || /[\s\\]/.test(value)) return null;
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return storeAddress(value);
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== FILE_DOWNLOAD_PATH) return null;
  const fileUrls = url.searchParams.getAll('fileUrl');
  return fileUrls.length === 1 ? storeAddress(fileUrls[0]) : null;
}
