import { listSource, statusKeyOf, type SearchSource } from '@/kit/search';
import { querySettleDocs, querySheets } from './api';
import { DOC_STATUSES, DOC_TONES, SHEET_STATUSES, SHEET_TONES } from './schemas/options';
import type { SettleDoc, SettleSheet } from './types';

/** Settlement sheets and settlement documents in the search box by number (supplier screens). */
export const searchSources: SearchSource[] = [
  listSource<SettleSheet>({
    id: 'settlement.sheet',
    kindKey: 'search:kind.settleSheet',
    side: 'supplier',
    path: '/settlement-management/payment_application',
    query: querySheets,
    param: 'sheetId',
    hit: (s) => ({
      key: s.sheetId,
      number: s.sheetId,
      statusKey: statusKeyOf(SHEET_STATUSES, s.status),
      tone: SHEET_TONES[s.status],
      date: s.createDate,
    }),
  }),
  listSource<SettleDoc>({
    id: 'settlement.doc',
    kindKey: 'search:kind.settleDoc',
    side: 'supplier',
    path: '/settlement-management/settlement_document',
    query: querySettleDocs,
    param: 'sheetId',
    hit: (d) => ({
      key: d.sheetId,
      number: d.sheetId,
      statusKey: statusKeyOf(DOC_STATUSES, d.status),
      tone: DOC_TONES[d.status],
      date: d.docDate,
      party: d.shopName,
    }),
  }),
];
