import { downloadFile } from '@/api/common';
import { http, type RequestOptions } from '@/api/http';
import type { PreviewSource } from './source';

/** The calls of the previews (docs/API.md "Common": sheetImages, file download). */

export type SheetImage = { fileUrl: string; fileName: string };

/** The images of a sheet, in page order. */
export const sheetImages = (sheetId: string, opts?: RequestOptions) =>
  http.post<SheetImage[]>('/api/fea-vsm/common/sheetImages', { sheetId }, opts);

/** The bytes of a previewed file, through the file download call (SPEC §7). */
export const fetchPreviewFile = (
  source: PreviewSource,
  opts: RequestOptions = {},
): Promise<{ blob: Blob; filename: string }> => downloadFile(source.fileUrl, opts);
