import { listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { querySheets } from './api';
import { SHEET_STATUSES, SHEET_TONES } from './contract';
import type { NewGoodsSheet } from './types';

/** New-goods sheets in the search box by any part of their number, on the supplier's list and the retailer's review. */
const sheets = (side: 'supplier' | 'retailer', path: string) =>
  listSource<NewGoodsSheet>({
    id: `newProducts.sheet.${side}`,
    kindKey: 'search:kind.newGoodsSheet',
    side,
    path,
    query: querySheets,
    param: 'sheetId',
    hit: (s) => ({
      key: s.sheetId,
      number: s.sheetId,
      statusKey: statusKeyOf(SHEET_STATUSES, s.status),
      tone: SHEET_TONES[s.status],
      date: s.createDate,
      party: partyOf(side, s),
    }),
  });

export const searchSources: SearchSource[] = [
  sheets('supplier', '/newproducts/introduce'),
  sheets('retailer', '/s/newproducts/review'),
];
