import { ASKED_MOST, listSource, type SearchSource, partyOf } from '@/kit/search';
import { queryGoods } from './api';
import { GOODS_KEYWORD_PARAM } from './contract';
import type { Goods } from './types';

/**
 * Goods in the search box by any part of their goods code, barcode or name (the goods query's
 * `keyword`: the last digits of a barcode find it as its whole code does), on each side's goods screen.
 */
const goods = (side: 'supplier' | 'retailer', path: string) =>
  listSource<Goods>({
    id: `basicinfo.goods.${side}`,
    kindKey: 'search:kind.goods',
    side,
    path,
    query: queryGoods,
    rank: ASKED_MOST,
    param: GOODS_KEYWORD_PARAM,
    openBy: 'goodsId',
    hit: (g) => ({
      key: g.goodsId,
      number: g.goodsId,
      name: `${g.goodsName} · ${g.barcode}`,
      date: g.createDate,
      party: partyOf(side, g),
    }),
  });

export const searchSources: SearchSource[] = [
  goods('supplier', '/basicinfo/goodsinfo'),
  goods('retailer', '/s/basicinfo/goods'),
];
