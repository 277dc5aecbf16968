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

/** A preview window opened at the user's click, before its file is known (see reservePreviewWindow). */
export type ReservedPreview = {
  /** Shows the preview route in the window (opens one now if none could be reserved). */
  show: (path: string) => void;
  /** Closes the reserved window: there is nothing to show. */
  cancel: () => void;
};

/**
 * Opens an empty window synchronously, in the click's own task, for a preview whose file an answer
 * will name (printing a letter generates its PDF first): a window opened only after that answer is
 * no longer the user's gesture, and the browser's pop-up blocker drops it.
 */
export function reservePreviewWindow(): ReservedPreview {
  let win: Window | null = null;
  try {
    win = window.open('about:blank', '_blank');
  } catch {
    win = null;
  }
  return {
    show: (path) => {
      if (!win || win.closed) return openPreviewWindow(path);
      win.location.href = appUrl(path);
      win.opener = null;
      win = null;
    },
    cancel: () => {
      win?.close();
      win = null;
    },
  };
}
