import { listSource, type SearchSource } from '@/kit/search';
import { queryGoods } from './api';
import type { Goods } from './types';

/** Which goods field a typed text searches: a barcode (8+ digits), a goods code (digits), else the name. */
export const goodsParamOf = (text: string) =>
  /^\d{8,}$/.test(text) ? 'barcode' : /^\d+$/.test(text) ? 'goodsId' : 'goodsName';

/** Goods in the search box by barcode, goods code or name, on each side's goods screen. */
const goods = (side: 'supplier' | 'retailer', path: string) =>
  listSource<Goods>({
    id: `basicinfo.goods.${side}`,
    kindKey: 'search:kind.goods',
    side,
    path,
    query: queryGoods,
    param: goodsParamOf,
    openBy: 'goodsId',
    hit: (g) => ({
      key: g.goodsId,
      number: g.goodsId,
      name: `${g.goodsName} · ${g.barcode}`,
      date: g.createDate,
      party: side === 'retailer' ? `${g.venderId} ${g.venderName}` : undefined,
    }),
  });

export const searchSources: SearchSource[] = [
  goods('supplier', '/basicinfo/goodsinfo'),
  goods('retailer', '/s/basicinfo/goods'),
];
