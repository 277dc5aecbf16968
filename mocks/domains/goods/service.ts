import { table } from '../../db';
import type { Goods } from '@/features/basicinfo/types';
import { catalogue } from '../../catalogue';
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
  1: catalogue('basicinfo:weightType.1'),
  2: catalogue('basicinfo:weightType.2'),
  3: catalogue('basicinfo:weightType.3'),
  4: catalogue('basicinfo:weightType.4'),
};

/** The export's columns: zh-CN title (declared with its en-US one) and the cell of a row. */
const EXPORT_COLUMNS: XlsColumn<Goods>[] = [
  [catalogue('fields:goodsId'), (g) => g.goodsId],
  [catalogue('fields:goodsName'), (g) => g.goodsName],
  [catalogue('fields:barcode'), (g) => g.barcode],
  [catalogue('basicinfo:goods.majorName'), (g) => g.majorName],
  [catalogue('basicinfo:goods.brand'), (g) => g.brand],
  [catalogue('fields:spec'), (g) => g.spec],
  [catalogue('fields:unit'), (g) => g.unit],
  [catalogue('basicinfo:goods.weightType'), (g) => WEIGHT_TYPES[g.weightType] ?? String(g.weightType)],
  [catalogue('basicinfo:goods.purchasePrice'), (g) => g.purchasePrice],
  [catalogue('basicinfo:goods.salePrice'), (g) => g.salePrice],
  [catalogue('basicinfo:goods.saleTaxRate'), (g) => `${g.saleTaxRate}%`],
  [catalogue('fields:venderId'), (g) => g.venderId],
  [catalogue('fields:venderName'), (g) => g.venderName],
  [catalogue('basicinfo:goods.createDate'), (g) => g.createDate],
];

/** Every matching row (no paging) as an .xls file (SPEC §9), in the caller's language. */
export function exportGoods(ctx: Ctx, query: PageQuery): Promise<Response> {
  const rows = sortRows(matchingGoods(ctx, query), query.orderBy || 'goodsId asc');
  return xlsResponse(ctx, rows, EXPORT_COLUMNS, { name: 'goods', title: catalogue('basicinfo:goods.exportFileName') });
}
