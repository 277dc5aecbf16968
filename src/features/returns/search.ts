import { documentSource, documentSources, type SearchSource } from '@/kit/search';
import { queryReturnDocs, queryReturnNotices } from './api';
import { DOC_STATUSES, DOC_TONES, NOTICE_STATUSES, NOTICE_TONES } from './contract';
import type { ReturnDoc, ReturnNotice } from './types';

/** Return notices (the supplier's) and return documents (each side's list) in the search box by any part of their number. */
export const searchSources: SearchSource[] = [
  documentSource<ReturnNotice>({
    id: 'returns.notice',
    kindKey: 'search:kind.returnNotice',
    side: 'supplier',
    path: '/returndocument-management/returnnoticedoc_query',
    query: queryReturnNotices,
    statuses: NOTICE_STATUSES,
    tones: NOTICE_TONES,
    date: 'createDate',
    place: 'shopName',
  }),
  ...documentSources<ReturnDoc>(
    'returns.doc',
    { supplier: '/returndocument-management/returndoc_query', retailer: '/s/reorder/return-sales' },
    {
      kindKey: 'search:kind.returnDoc',
      query: queryReturnDocs,
      statuses: DOC_STATUSES,
      tones: DOC_TONES,
      date: 'returnDate',
      place: 'shopName',
    },
  ),
];
