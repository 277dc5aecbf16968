import { documentSources, type SearchSource } from '@/kit/search';
import { queryDamages } from './api';
import { DAMAGE_STATUSES, DAMAGE_TONES } from './contract';
import type { Damage } from './types';

/** Liquidated damages in the search box by any part of their number, on each side's list. */
export const searchSources: SearchSource[] = documentSources<Damage>(
  'damages.damage',
  { supplier: '/order/order_liquidateddamages', retailer: '/s/order-management/order_liquidateddamages' },
  {
    kindKey: 'search:kind.damage',
    query: queryDamages,
    statuses: DAMAGE_STATUSES,
    tones: DAMAGE_TONES,
    date: 'breachDate',
    place: 'shopName',
  },
);
