import type { PageLoaders } from '@/kit/routing';
import { PREVIEW_IMG_PATH, PREVIEW_PDF_PATH } from '@/kit/upload/preview';
import type { previewRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof previewRoutes> = {
  [PREVIEW_PDF_PATH]: () => import('./pages/PdfPreview'),
  [PREVIEW_IMG_PATH]: () => import('./pages/ImagePreview'),
};
