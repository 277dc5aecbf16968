import { listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { queryApplications } from './api';
import { PROMOTION_TONES, REVIEW_STATUSES } from './contract';
import type { PromotionApplication } from './types';

/** Promotion applications in the search box by any part of their number, on each side's application list. */
const applications = (side: 'supplier' | 'retailer', path: string) =>
  listSource<PromotionApplication>({
    id: `promotions.apply.${side}`,
    kindKey: 'search:kind.promotion',
    side,
    path,
    query: queryApplications,
    param: 'sheetId',
    hit: (a) => ({
      key: a.sheetId,
      number: a.sheetId,
      name: a.goodsName,
      statusKey: statusKeyOf(REVIEW_STATUSES, a.status),
      tone: PROMOTION_TONES[a.status],
      date: a.createDate,
      party: partyOf(side, a),
    }),
  });

export const searchSources: SearchSource[] = [
  applications('supplier', '/promotion/apply'),
  applications('retailer', '/s/promotion/apply'),
];
