import { listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { queryApplications } from './api';
import { options, TONES } from './schemas/columns';
import type { PromotionApplication } from './types';

const APPLY_STATUSES = options('applyStatus', ['0', '1', '2']);

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
      statusKey: statusKeyOf(APPLY_STATUSES, a.status),
      tone: TONES[a.status],
      date: a.createDate,
      party: partyOf(side, a),
    }),
  });

export const searchSources: SearchSource[] = [
  applications('supplier', '/promotion/apply'),
  applications('retailer', '/s/promotion/apply'),
];
