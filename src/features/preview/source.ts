/**
 * Which addresses the previews may open (`?url=` of /preview_pdf): a file-store address
 * (group2/M00/…, fetched through the file download call) or a same-origin /api address. Anything
 * else — another origin, another scheme, a path outside /api — is refused.
 */
export type PreviewSource = { kind: 'store'; fileUrl: string } | { kind: 'api'; path: string };

const STORE_ADDRESS = /^[A-Za-z0-9_-]{1,32}\/[A-Za-z0-9_.\-/]+$/;
const MAX_LENGTH = 2048;

export function resolvePreviewSource(raw: string | null | undefined, origin: string = window.location.origin): PreviewSource | null {
  const value = (raw ?? '').trim();
  if (!value || value.length > MAX_LENGTH || /[\s\\]/.test(value)) return null;
  if (STORE_ADDRESS.test(value)) {
    const segments = value.split('/');
    return segments.some((s) => s === '' || s === '.' || s === '..') ? null : { kind: 'store', fileUrl: value };
  }
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/api/')) return null;
  return { kind: 'api', path: `${url.pathname}${url.search}` };
}
