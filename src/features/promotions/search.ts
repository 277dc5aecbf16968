import { documentSources, type SearchSource } from '@/kit/search';
import { queryApplications } from './api';
import { PROMOTION_TONES, REVIEW_STATUSES } from './contract';
import type { PromotionApplication } from './types';

/** Promotion applications in the search box by any part of their number, on each side's application list. */
export const searchSources: SearchSource[] = documentSources<PromotionApplication>(
  'promotions.apply',
  { supplier: '/promotion/apply', retailer: '/s/promotion/apply' },
  {
    kindKey: 'search:kind.promotion',
    query: queryApplications,
    name: 'goodsName',
    statuses: REVIEW_STATUSES,
    tones: PROMOTION_TONES,
    date: 'createDate',
  },
);
