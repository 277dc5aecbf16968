import { table } from '../db';
import type { VendorKey } from '../db/tables';
import { ApiError } from '../envelope';
import { tr } from '../glossary';
import { isRetailer, requireUser, requireVendor, vendorScope, type Ctx } from './context';
import { splitDateRanges } from './dateRange';
import { DOC_KINDS, type DocKindName } from './documents';
import { isBlank, matchesParams, paramsOf, type PageQuery } from './paging';

/**
 * Helpers of the acceptance, returns and orders document lists (their domains' service.ts):
 * search params with the workbench's `status: 'pending'` and date ranges, names joined in, the
 * ticked sheetIds of an action, and the .xls export of every matching row.
 */

export const DOC_MSG = {
  selectFirst: {
    code: 'B0420',
    message: tr('请先选择要确认或打印的单据', 'Please select the documents to confirm or print first'),
  },
  supplierOnly: { code: 'B0424', message: tr('该操作仅限供应商', 'Only suppliers may do this') },
  retailerOnly: { code: 'B0425', message: tr('该操作仅限零售商', 'Only retailer staff may do this') },
};

export const vendorNames = () => new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));

/** Names of stores and DCs by id (a document's shop/DC column holds either). */
export const siteNames = () =>
  new Map<string, string>([
    ...table('shops').map((s) => [s.shopId, s.shopName] as const),
    ...table('orgs').map((o) => [o.orgId, o.orgName] as const),
  ]);

/**
 * The rows of a list the caller may see and the query asks for. `status: 'pending'` means the
 * pending statuses of the caller's side of `pendingKind` (DOC_KINDS), or `pending(row)` when the
 * list is not that kind's table; `<field>Start` / `<field>End` are inclusive date ranges.
 */
export function filterRows<T extends VendorKey & { status?: string }>(
  ctx: Ctx,
  rows: readonly T[],
  query: PageQuery,
  pendingOf: { kind: DocKindName; test?: (row: T, statuses: readonly string[]) => boolean },
): T[] {
  requireUser(ctx);
  const inScope = vendorScope(ctx);
  const params = { ...paramsOf(query) };
  if (!isRetailer(ctx)) delete params.venderId;
  let pending: readonly string[] | null = null;
  if (params.status === 'pending') {
    pending = DOC_KINDS[pendingOf.kind].pending[isRetailer(ctx) ? 'retailer' : 'supplier'];
    delete params.status;
  }
  const { rest, inRanges } = splitDateRanges(params);
  const isPending = (row: T) => (pendingOf.test ? pendingOf.test(row, pending!) : pending!.includes(row.status ?? ''));
  return rows.filter((r) => inScope(r) && (!pending || isPending(r)) && matchesParams(r, rest) && inRanges(r));
}

/** The caller's rows (vendorScope) matched by the params and their date ranges (`docDateStart` / `docDateEnd` …). */
export function scopedRows<T extends VendorKey>(ctx: Ctx, rows: T[], query: PageQuery | Record<string, unknown>): T[] {
  const inScope = vendorScope(ctx);
  const { rest, inRanges } = splitDateRanges(paramsOf(query));
  if (!isRetailer(ctx)) delete rest.venderId;
  return rows.filter((r) => inScope(r) && matchesParams(r, rest) && inRanges(r));
}

/** The ticked documents of an action (`sheetIds`), or SPEC §8 'select documents … first'. */
export function sheetIdsOf(body: Record<string, unknown>): string[] {
  const raw = body.sheetIds ?? body.sheetId;
  const ids = (Array.isArray(raw) ? raw : isBlank(raw) ? [] : [raw]).map(String).filter((id) => id.trim() !== '');
  if (ids.length === 0) throw new ApiError(DOC_MSG.selectFirst.code, DOC_MSG.selectFirst.message);
  return ids;
}

export function requireSupplier(ctx: Ctx): void {
  requireVendor(ctx);
  if (isRetailer(ctx)) throw new ApiError(DOC_MSG.supplierOnly.code, DOC_MSG.supplierOnly.message);
}

export function requireRetailer(ctx: Ctx): void {
  requireUser(ctx);
  if (!isRetailer(ctx)) throw new ApiError(DOC_MSG.retailerOnly.code, DOC_MSG.retailerOnly.message);
}

export { xlsResponse, type XlsColumn } from './xls';
