import { listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { queryAcceptances } from './api';
import { ACCEPTANCE_STATUSES, ACCEPTANCE_TONES } from './contract';
import type { Acceptance } from './types';

/** Acceptance documents (receipts) in the search box by any part of their number, on each side's list. */
const acceptances = (side: 'supplier' | 'retailer', path: string) =>
  listSource<Acceptance>({
    id: `acceptance.doc.${side}`,
    kindKey: 'search:kind.acceptance',
    side,
    path,
    query: queryAcceptances,
    param: 'sheetId',
    hit: (a) => ({
      key: a.sheetId,
      number: a.sheetId,
      statusKey: statusKeyOf(ACCEPTANCE_STATUSES, a.status),
      tone: ACCEPTANCE_TONES[a.status],
      date: a.receiptDate,
      party: partyOf(side, a, a.shopName),
    }),
  });

export const searchSources: SearchSource[] = [
  acceptances('supplier', '/acceptance-management/acceptancedoc_query'),
  acceptances('retailer', '/s/acceptance/search'),
];
