import { MASTER_DATA_ERRORS, inForceOn, onDateOf } from '@/features/masterData/contract';
import { table } from '../../db';
import { apiError, fromContract } from '../../errors';
import type { CategoryRow, SettlementMethodRow } from '@/features/masterData/types';
import { isRetailer, requireUser, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchesParams, paramsOf, type Page, type PageQuery, pageInOrder } from '../../services/paging';
import { categoryPath } from '../../shared/categoryPath';

/**
 * Master-data queries of the retailer (SPEC §2 /s/basicinfo): settlement methods per supplier and
 * BU, and the category tree. The store lists use the common shop search (platform/common.ts).
 */

export const MASTER_DATA_ERR = {
  onDate: fromContract(MASTER_DATA_ERRORS.onDate),
} as const;

/**
 * Settlement methods (docs/API.md "Master data"). Params: venderId (prefix; the retailer's only:
 * a supplier sees its own combination), bu, settleMethod, payMode, cycle, status, and `onDate`: the
 * methods in force on that day. Sorted by supplier, BU and newest period unless asked otherwise.
 */
export function settlementMethods(ctx: Ctx, query: PageQuery): Page<SettlementMethodRow> {
  const inScope = vendorScope(ctx);
  const { onDate, ...rest } = paramsOf(query);
  if (!isRetailer(ctx)) delete rest.venderId;
  const day = onDateOf(onDate);
  if (day === null) throw apiError(MASTER_DATA_ERR.onDate);
  const vendors = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const bus = new Map(table('bus').map((b) => [b.buId, b.buName]));
  const payModes = new Map(table('payModes').map((p) => [p.id, p.name]));
  const rows = table('settlementMethods')
    .filter((m) => inScope(m) && matchesParams(m, rest))
    .filter((m) => !day || inForceOn(m, day))
    .map((m) => ({
      ...m,
      venderName: vendors.get(`${m.bu}/${m.venderId}`) ?? '',
      buName: bus.get(m.bu) ?? '',
      payModeName: payModes.get(m.payMode) ?? '',
    }));
  return pageInOrder(rows, query, 'venderId,bu,startDate desc');
}

/**
 * The category tree (SPEC §3 categories, major → medium → sub) as one row per sub-category with its
 * parents. Params: majorId, lessMajorId (the medium category, as the lessMajor lookup names it),
 * keyword (a code of any level by prefix, or a name by substring). goodsCount counts the caller's goods.
 */
export function categoryQuery(ctx: Ctx, query: PageQuery): Page<CategoryRow> {
  requireUser(ctx);
  const inScope = vendorScope(ctx);
  const { majorId, lessMajorId, keyword } = paramsOf(query);
  const cats = table('categories');
  const byId = new Map(cats.map((c) => [c.id, c]));
  const counts = new Map<string, number>();
  for (const g of table('goods')) if (inScope(g)) counts.set(g.subId, (counts.get(g.subId) ?? 0) + 1);
  const kw = isBlank(keyword) ? '' : String(keyword).trim().toLowerCase();
  const rows: CategoryRow[] = cats
    .filter((c) => c.level === 3)
    .map((sub) => {
      const medium = byId.get(sub.parentId!)!;
      const major = byId.get(medium.parentId!)!;
      return {
        ...categoryPath(major, medium, sub),
        goodsCount: counts.get(sub.id) ?? 0,
      };
    })
    .filter((r) => isBlank(majorId) || r.majorId === String(majorId).trim())
    .filter((r) => isBlank(lessMajorId) || r.mediumId === String(lessMajorId).trim())
    .filter(
      (r) =>
        !kw ||
        [r.majorId, r.mediumId, r.subId].some((id) => id.startsWith(kw)) ||
        [r.majorName, r.mediumName, r.subName].some((n) => n.toLowerCase().includes(kw)),
    );
  return pageInOrder(rows, query, 'subId');
}
