import { table } from '../../db';
import { apiError, ERR } from '../../errors';
import { requireUser, vendorScope, type Ctx } from '../../services/context';

/**
 * The images of a document for the image viewer (/preview_img/:idx/:sheetId): `{ sheetId }` →
 * `{ fileUrl, fileName }[]` in page order. Only documents the caller may see (vendor scope);
 * an unknown or foreign sheet is B0404 单据不存在.
 */
export function sheetImages(ctx: Ctx, sheetId: unknown): Array<{ fileUrl: string; fileName: string }> {
  requireUser(ctx);
  const id = String(sheetId ?? '').trim();
  if (!id) throw apiError(ERR.paramMissing);
  const sheet = table('certificates').find((c) => c.sheetId === id);
  if (!sheet || !vendorScope(ctx)(sheet)) throw apiError(ERR.documentNotFound);
  return table('sheetImages')
    .filter((i) => i.sheetId === id)
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .map(({ fileUrl, fileName }) => ({ fileUrl, fileName }));
}
