import { parseEnvelope, type Envelope } from './envelope';

/** Pieces of a binary download (exports as blobs, file download; SPEC §7). */

/** File name from Content-Disposition (RFC 6266 filename* first), else the address's last part. */
export function filenameFromDisposition(disposition: string | null | undefined, url: string): string {
  const header = disposition ?? '';
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const encoded = extended?.[1] ?? plain?.[1] ?? plain?.[2];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      return encoded.trim();
    }
  }
  const path = url.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'download';
}

export const isArrayBuffer = (data: unknown): data is ArrayBuffer =>
  Object.prototype.toString.call(data) === '[object ArrayBuffer]';

/**
 * A binary answer that is really a JSON envelope (e.g. an export refused with an error code):
 * that envelope, or null when the bytes are a file.
 */
export function envelopeInBytes(bytes: ArrayBuffer, contentType: string): Envelope | null {
  if (!/json/i.test(contentType)) return null;
  return parseEnvelope(new TextDecoder().decode(bytes));
}

/** Hands a downloaded blob to the browser as a file. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  downloadUrl(href, filename);
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Starts the download of an object URL as a file of that name. */
export function downloadUrl(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  // Clicked without joining the document: the click then runs no listener of the page (antd's and
  // React's on the document).
  link.click();
}
