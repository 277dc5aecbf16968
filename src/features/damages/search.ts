import { listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { queryDamages } from './api';
import { DAMAGE_STATUSES, DAMAGE_TONES } from './contract';
import type { Damage } from './types';

/** Liquidated damages in the search box by any part of their number, on each side's list. */
const damages = (side: 'supplier' | 'retailer', path: string) =>
  listSource<Damage>({
    id: `damages.damage.${side}`,
    kindKey: 'search:kind.damage',
    side,
    path,
    query: queryDamages,
    param: 'sheetId',
    hit: (d) => ({
      key: d.sheetId,
      number: d.sheetId,
      statusKey: statusKeyOf(DAMAGE_STATUSES, d.status),
      tone: DAMAGE_TONES[d.status],
      date: d.breachDate,
      party: partyOf(side, d, d.shopName),
    }),
  });

export const searchSources: SearchSource[] = [
  damages('supplier', '/order/order_liquidateddamages'),
  damages('retailer', '/s/order-management/order_liquidateddamages'),
];
