import * as XLSX from 'xlsx';
import zhBasicinfo from '../../locales/zh-CN/basicinfo.json';
import zhFields from '../../locales/zh-CN/fields.json';
import { table } from '../../mocks/db';
import {
  GOODS_EXPORT_COLUMNS,
  GOODS_KEYWORD_PARAM,
  GOODS_PAGE,
  WEIGHT_TYPES,
  goodsUrl,
  labelKeyOf,
  matchesGoodsKeyword,
} from '@/features/basicinfo/contract';
import { goodsQuery } from '@/features/basicinfo/schemas/goodsQuery';
import type { Goods } from '@/features/basicinfo/types';
import type { Page } from '@/api/types';
import { call, data, DEMO_VENDOR } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the goods contract's rule, the goods screen (its
 * columns, its labels) and the mock's answer (the query, the export) agree, because both call the rule.
 */

const V = { vendor: DEMO_VENDOR };
const zh = (key: string) => {
  const [ns, path] = key.split(':');
  let node: unknown = { basicinfo: zhBasicinfo, fields: zhFields }[ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
};

describe('goods contract: screen and mock agree', () => {
  it('finds by the search box exactly the goods matchesGoodsKeyword matches (code, barcode, name: any part)', async () => {
    const mine = table('goods').filter((g) => g.venderId === DEMO_VENDOR.venderId && g.bu === DEMO_VENDOR.bu);
    const one = mine[2];
    const keywords = [one.goodsId, one.barcode.slice(-5), one.goodsName.slice(0, 2), ` ${one.goodsId} `, 'zz-none', ''];
    for (const keyword of keywords) {
      const page = await data<Page<Goods>>(
        goodsUrl('query'),
        { pageNo: 1, pageSize: 500, params: { [GOODS_KEYWORD_PARAM]: keyword } },
        V,
      );
      const rule = mine.filter((g) => matchesGoodsKeyword(g, keyword)).map((g) => g.goodsId);
      expect(page.pageData.map((g) => g.goodsId).sort(), keyword).toEqual(rule.sort());
    }
    const first = await data<Page<Goods>>(goodsUrl('query'), { params: {} }, V);
    expect([first.pageNo, first.pageSize]).toEqual([GOODS_PAGE.pageNo, GOODS_PAGE.pageSize]);
  });

  it("exports the contract's columns under the screen's labels, the weight type by its label", async () => {
    const screen = new Map(goodsQuery.columns.map((c) => [c.key, c]));
    for (const { key, titleKey } of GOODS_EXPORT_COLUMNS) {
      const column = screen.get(key);
      // The screen shows the supplier as one column (code and name) searched by its code.
      if (key === 'venderName') continue;
      const label = key === 'venderId' ? (column?.search as { labelKey?: string })?.labelKey : column?.titleKey;
      expect(label, key).toBe(titleKey);
    }
    expect(goodsQuery.columns.find((c) => c.key === 'weightType')?.options).toEqual(WEIGHT_TYPES);

    const res = await call(goodsUrl('export'), { params: { [GOODS_KEYWORD_PARAM]: '' } }, V);
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    const header = rows.findIndex((r) => r[0] === zh('fields:goodsId'));
    expect(rows[header]).toEqual(GOODS_EXPORT_COLUMNS.map((c) => zh(c.titleKey)));
    const weight = GOODS_EXPORT_COLUMNS.findIndex((c) => c.key === 'weightType');
    const g = table('goods').find((x) => x.goodsId === String(rows[header + 1][0]))!;
    expect(rows[header + 1][weight]).toBe(zh(labelKeyOf(WEIGHT_TYPES, g.weightType)!));
  });
});
