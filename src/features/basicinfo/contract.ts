/**
 * Goods information's contract (issue 37): what the goods screens (src/features/basicinfo) and the
 * mock backend (mocks/domains/goods) both hold to, written once — the calls, the goods' coded values
 * of SPEC §3 (weight type, stock mode) with their labels' keys and tones, the search box's rule and
 * the export's columns (the screen's labels). Pure TypeScript: no React, no antd, no i18next. What
 * only a server knows (the goods, who may see them, the supplier's name) stays in the mock.
 */

import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Goods")

export const GOODS_BASE = '/api/fea-vsm/goods';
export const GOODS_PATHS = { query: 'query', export: 'export' } as const;
export const goodsUrl = (path: keyof typeof GOODS_PATHS) => `${GOODS_BASE}/${GOODS_PATHS[path]}`;

/** A query that names no page gets the first 20 goods by goods code. */
export const GOODS_PAGE = { pageNo: 1, pageSize: 20 } as const;
export const GOODS_ORDER = 'goodsId asc';

// ------------------------------------------------------------------ coded values (SPEC §3 Goods)

/** Weight type: 1 normal, 2 very light, 3 bulky/heavy, 4 variable weight. */
export const WEIGHT_TYPE = { normal: 1, veryLight: 2, bulky: 3, variable: 4 } as const;
/** Stock mode: 0 counted, 1 not counted, 2 quantity only. */
export const STOCK_MODE = { counted: 0, notCounted: 1, quantityOnly: 2 } as const;

export const WEIGHT_TYPES: CodedValue[] = codedValues('basicinfo:weightType', Object.values(WEIGHT_TYPE).map(String));
export const STOCK_MODES: CodedValue[] = codedValues('basicinfo:stockmode', Object.values(STOCK_MODE).map(String));
export const STOCK_TONES: Record<string, Tone> = {
  [STOCK_MODE.counted]: 'success',
  [STOCK_MODE.notCounted]: 'default',
  [STOCK_MODE.quantityOnly]: 'processing',
};
/** The label key of a coded value, or null for a code not among them. */
export const labelKeyOf = (values: readonly CodedValue[], code: unknown) =>
  values.find((v) => v.value === String(code))?.labelKey ?? null;

// ------------------------------------------------------------------ search and export

/** The search box's param (the global search sends it too). */
export const GOODS_KEYWORD_PARAM = 'keyword';

/** The search box: any part of the goods code, barcode or name, whatever the case (the last digits of a barcode find it). */
export function matchesGoodsKeyword(
  goods: { goodsId: string; barcode: string; goodsName: string },
  keyword: unknown,
): boolean {
  const word = keyword === undefined || keyword === null ? '' : String(keyword).trim().toLowerCase();
  return !word || [goods.goodsId, goods.barcode, goods.goodsName].some((v) => v.toLowerCase().includes(word));
}

/** The label of a goods column the screen's own (`basicinfo:goods.<key>`) or shared (`fields:<key>`). */
export const goodsLabel = (key: string) => `basicinfo:goods.${key}`;

/** The export's columns in order, each labelled as the screen's column of that key (tests/mocks/goodsContract.test.ts). */
export const GOODS_EXPORT_COLUMNS: readonly { key: string; titleKey: string }[] = [
  { key: 'goodsId', titleKey: 'fields:goodsId' },
  { key: 'goodsName', titleKey: 'fields:goodsName' },
  { key: 'barcode', titleKey: 'fields:barcode' },
  { key: 'majorName', titleKey: goodsLabel('majorName') },
  { key: 'brand', titleKey: goodsLabel('brand') },
  { key: 'spec', titleKey: 'fields:spec' },
  { key: 'unit', titleKey: 'fields:unit' },
  { key: 'weightType', titleKey: goodsLabel('weightType') },
  { key: 'purchasePrice', titleKey: goodsLabel('purchasePrice') },
  { key: 'salePrice', titleKey: goodsLabel('salePrice') },
  { key: 'saleTaxRate', titleKey: goodsLabel('saleTaxRate') },
  { key: 'venderId', titleKey: 'fields:venderId' },
  { key: 'venderName', titleKey: 'fields:venderName' },
  { key: 'createDate', titleKey: goodsLabel('createDate') },
];
