import { documentSources, type SearchSource } from '@/kit/search';
import { queryAcceptances } from './api';
import { ACCEPTANCE_STATUSES, ACCEPTANCE_TONES } from './contract';
import type { Acceptance } from './types';

/** Acceptance documents (receipts) in the search box by any part of their number, on each side's list. */
export const searchSources: SearchSource[] = documentSources<Acceptance>(
  'acceptance.doc',
  { supplier: '/acceptance-management/acceptancedoc_query', retailer: '/s/acceptance/search' },
  {
    kindKey: 'search:kind.acceptance',
    query: queryAcceptances,
    statuses: ACCEPTANCE_STATUSES,
    tones: ACCEPTANCE_TONES,
    date: 'receiptDate',
    place: 'shopName',
  },
);
