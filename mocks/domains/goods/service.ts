import { table } from '../../db';
import type { Goods } from '@/features/basicinfo/types';
import { catalogue, catalogueText } from '../../catalogue';
import { isRetailer, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchesParams, paginate, paramsOf, sortRows, type Page, type PageQuery } from '../../services/paging';
import { xlsResponse, type XlsColumn } from '../../services/xls';
import {
  GOODS_EXPORT_COLUMNS,
  GOODS_KEYWORD_PARAM,
  GOODS_ORDER,
  GOODS_PAGE,
  WEIGHT_TYPES,
  labelKeyOf,
  matchesGoodsKeyword,
} from '@/features/basicinfo/contract';

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
  const { createDateStart: from, createDateEnd: to, [GOODS_KEYWORD_PARAM]: keyword, ...rest } = params;
  if (!isRetailer(ctx)) delete rest.venderId;
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  return table('goods')
    .filter((g) => inScope(g) && matchesParams(g, rest))
    .filter((g) => matchesGoodsKeyword(g, keyword))
    .filter((g) => (isBlank(from) || g.createDate >= String(from)) && (isBlank(to) || g.createDate <= String(to)))
    .map((g) => ({ ...g, venderName: names.get(`${g.bu}/${g.venderId}`) ?? '' }));
}

export function queryGoods(ctx: Ctx, query: PageQuery): Page<Goods> {
  return paginate(matchingGoods(ctx, query), { ...query, orderBy: query.orderBy || GOODS_ORDER }, GOODS_PAGE);
}

const weightTypeName = (code: number) => {
  const key = labelKeyOf(WEIGHT_TYPES, code);
  return key ? catalogue(key) : String(code);
};
/** How a column's cell is written where it is not the stored value. */
const CELLS: Partial<Record<string, (g: Goods) => string | number>> = {
  weightType: (g) => weightTypeName(g.weightType),
  saleTaxRate: (g) => `${g.saleTaxRate}%`,
};

/** The export's columns: the contract's (the screen's labels), in the caller's language. */
const EXPORT_COLUMNS: XlsColumn<Goods>[] = GOODS_EXPORT_COLUMNS.map(({ key, titleKey }) => [
  catalogueText(titleKey),
  CELLS[key] ?? ((g) => g[key as keyof Goods] as string | number),
]);

/** Every matching row (no paging) as an .xls file (SPEC §9), in the caller's language. */
export function exportGoods(ctx: Ctx, query: PageQuery): Promise<Response> {
  const rows = sortRows(matchingGoods(ctx, query), query.orderBy || GOODS_ORDER);
  return xlsResponse(ctx, rows, EXPORT_COLUMNS, { name: 'goods', title: catalogue('basicinfo:goods.exportFileName') });
}
