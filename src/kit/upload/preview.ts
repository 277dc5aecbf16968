import { appUrl } from '@/lib/base';

/** The standalone preview routes (SPEC §2) and how to open them from anywhere in the portal. */
export const PREVIEW_PDF_PATH = '/preview_pdf';
export const PREVIEW_IMG_PATH = '/preview_img/:idx/:sheetId';

/** The router path of the PDF preview of a file address. */
export const pdfPreviewPath = (fileUrl: string) => `${PREVIEW_PDF_PATH}?url=${encodeURIComponent(fileUrl)}`;
/** The router path of the image viewer of a sheet, starting at image `idx` (0-based). */
export const imagePreviewPath = (idx: number, sheetId: string) =>
  `/preview_img/${Math.max(0, Math.floor(idx))}/${encodeURIComponent(sheetId)}`;

/**
 * Opens a preview route in a new window. The opener relation is cut after opening (rather than
 * with 'noopener') so the browser still copies this tab's session (sessionStorage) to it.
 */
export function openPreviewWindow(path: string): void {
  const win = window.open(appUrl(path), '_blank');
  if (win) win.opener = null;
}
