import { table } from '../../db';
import type { Goods } from '@/features/basicinfo/types';
import { tr } from '../../glossary';
import { isRetailer, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchesParams, paginate, paramsOf, sortRows, type Page, type PageQuery } from '../../services/paging';
import { xlsResponse, type XlsColumn } from '../../services/xls';

/**
 * Goods information (SPEC §2 /basicinfo/goodsinfo and /s/basicinfo/goods, §3 Goods): the generic
 * table query of SPEC §7 over the caller's goods (a supplier its selected vendor's, the retailer
 * all, with the supplier's name), and an .xls export of every matching row.
 *
 * Params: goodsId, barcode (any part); `keyword` (the search box: any part of the goods code, barcode
 * or name); goodsName, brand (substring); majorId (prefix); saleTaxRate,
 * weightType, stockmode (exact); createDateStart / createDateEnd (YYYY-MM-DD, inclusive); venderId
 * (prefix, retailer only; a supplier is scoped by its vendor headers anyway).
 */
function matchingGoods(ctx: Ctx, query: PageQuery): Goods[] {
  const inScope = vendorScope(ctx);
  const params = paramsOf(query);
  const { createDateStart: from, createDateEnd: to, keyword, ...rest } = params;
  const word = isBlank(keyword) ? '' : String(keyword).trim().toLowerCase();
  if (!isRetailer(ctx)) delete rest.venderId;
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  return table('goods')
    .filter((g) => inScope(g) && matchesParams(g, rest))
    .filter((g) => !word || [g.goodsId, g.barcode, g.goodsName].some((v) => v.toLowerCase().includes(word)))
    .filter((g) => (isBlank(from) || g.createDate >= String(from)) && (isBlank(to) || g.createDate <= String(to)))
    .map((g) => ({ ...g, venderName: names.get(`${g.bu}/${g.venderId}`) ?? '' }));
}

export function queryGoods(ctx: Ctx, query: PageQuery): Page<Goods> {
  return paginate(
    matchingGoods(ctx, query),
    { ...query, orderBy: query.orderBy || 'goodsId asc' },
    { pageNo: 1, pageSize: 20 },
  );
}

const WEIGHT_TYPES: Record<number, string> = {
  1: tr('普通', 'Normal'),
  2: tr('超轻', 'Very light'),
  3: tr('大件/重货', 'Bulky or heavy'),
  4: tr('称重', 'Variable weight'),
};

/** The export's columns: zh-CN title (declared with its en-US one) and the cell of a row. */
const EXPORT_COLUMNS: XlsColumn<Goods>[] = [
  [tr('商品编码', 'Goods code'), (g) => g.goodsId],
  [tr('商品名称', 'Goods name'), (g) => g.goodsName],
  [tr('条码', 'Barcode'), (g) => g.barcode],
  [tr('大类', 'Major category'), (g) => g.majorName],
  [tr('品牌', 'Brand'), (g) => g.brand],
  [tr('规格', 'Specification'), (g) => g.spec],
  [tr('单位', 'Unit'), (g) => g.unit],
  [tr('称重类型', 'Weight type'), (g) => WEIGHT_TYPES[g.weightType] ?? String(g.weightType)],
  [tr('进价', 'Purchase price'), (g) => g.purchasePrice],
  [tr('售价', 'Sale price'), (g) => g.salePrice],
  [tr('销项税率', 'Sale tax rate'), (g) => `${g.saleTaxRate}%`],
  [tr('供应商编码', 'Supplier code'), (g) => g.venderId],
  [tr('供应商名称', 'Supplier name'), (g) => g.venderName],
  [tr('创建日期', 'Created on'), (g) => g.createDate],
];

/** Every matching row (no paging) as an .xls file (SPEC §9), in the caller's language. */
export function exportGoods(ctx: Ctx, query: PageQuery): Promise<Response> {
  const rows = sortRows(matchingGoods(ctx, query), query.orderBy || 'goodsId asc');
  return xlsResponse(ctx, rows, EXPORT_COLUMNS, { name: 'goods', title: tr('商品信息', 'Goods information') });
}
