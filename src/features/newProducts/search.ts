import { documentSources, type SearchSource } from '@/kit/search';
import { querySheets } from './api';
import { SHEET_STATUSES, SHEET_TONES } from './contract';
import type { NewGoodsSheet } from './types';

/** New-goods sheets in the search box by any part of their number, on the supplier's list and the retailer's review. */
export const searchSources: SearchSource[] = documentSources<NewGoodsSheet>(
  'newProducts.sheet',
  { supplier: '/newproducts/introduce', retailer: '/s/newproducts/review' },
  {
    kindKey: 'search:kind.newGoodsSheet',
    query: querySheets,
    statuses: SHEET_STATUSES,
    tones: SHEET_TONES,
    date: 'createDate',
  },
);
