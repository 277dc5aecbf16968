import { listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { queryReturnDocs, queryReturnNotices } from './api';
import { DOC_STATUSES, DOC_TONES, NOTICE_STATUSES, NOTICE_TONES } from './contract';
import type { ReturnDoc, ReturnNotice } from './types';

const party = (side: 'supplier' | 'retailer', r: ReturnNotice | ReturnDoc) => partyOf(side, r, r.shopName);

/** Return documents in the search box by any part of their number, on each side's return document list. */
const documents = (side: 'supplier' | 'retailer', path: string) =>
  listSource<ReturnDoc>({
    id: `returns.doc.${side}`,
    kindKey: 'search:kind.returnDoc',
    side,
    path,
    query: queryReturnDocs,
    param: 'sheetId',
    hit: (d) => ({
      key: d.sheetId,
      number: d.sheetId,
      statusKey: statusKeyOf(DOC_STATUSES, d.status),
      tone: DOC_TONES[d.status],
      date: d.returnDate,
      party: party(side, d),
    }),
  });

export const searchSources: SearchSource[] = [
  listSource<ReturnNotice>({
    id: 'returns.notice',
    kindKey: 'search:kind.returnNotice',
    side: 'supplier',
    path: '/returndocument-management/returnnoticedoc_query',
    query: queryReturnNotices,
    param: 'sheetId',
    hit: (n) => ({
      key: n.sheetId,
      number: n.sheetId,
      statusKey: statusKeyOf(NOTICE_STATUSES, n.status),
      tone: NOTICE_TONES[n.status],
      date: n.createDate,
      party: n.shopName,
    }),
  }),
  documents('supplier', '/returndocument-management/returndoc_query'),
  documents('retailer', '/s/reorder/return-sales'),
];
