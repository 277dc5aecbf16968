import { downloadFile } from '@/api/common';
import { http, type RequestOptions } from '@/api/http';
import type { PreviewSource } from './source';

/** The calls of the previews (docs/API.md "Common": sheetImages, file download). */

export type SheetImage = { fileUrl: string; fileName: string };

/** The images of a sheet, in page order. */
export const sheetImages = (sheetId: string, opts?: RequestOptions) => http.post<SheetImage[]>('/api/fea-vsm/common/sheetImages', { sheetId }, opts);

/** The bytes of a previewed file. */
export function fetchPreviewFile(source: PreviewSource, opts: RequestOptions = {}): Promise<{ blob: Blob; filename: string }> {
  if (source.kind === 'store') return downloadFile(source.fileUrl, opts);
  return http.download(source.path, undefined, { ...opts, method: 'GET' });
}
