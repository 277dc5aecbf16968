import type { RouteSpec } from '@/kit/routing';
import { PREVIEW_IMG_PATH, PREVIEW_PDF_PATH } from '@/kit/upload/preview';

/** SPEC §2 standalone previews: a PDF by its file address, and the images of a sheet. */
export const previewRoutes = [
  {
    path: PREVIEW_PDF_PATH,
    side: 'standalone',
    titleKey: 'preview:pdfTitle',
  },
  {
    path: PREVIEW_IMG_PATH,
    side: 'standalone',
    titleKey: 'preview:imageTitle',
  },
] as const satisfies readonly RouteSpec[];
