import { ASKED_MOST, listSource, statusKeyOf, type SearchSource } from '@/kit/search';
import { queryExpenses, queryPaydesk, querySettleDocs, querySheets } from './api';
import { DOC_STATUSES, DOC_TONES, EXPENSE_STATUSES, EXPENSE_TONES, SHEET_STATUSES, SHEET_TONES } from './contract';
import type { Expense, PaydeskSheet, SettleDoc, SettleSheet } from './types';

/** Settlement sheets, settlement documents and OI expense documents in the search box by any part of their number (supplier screens). */
export const searchSources: SearchSource[] = [
  listSource<SettleSheet>({
    id: 'settlement.sheet',
    kindKey: 'search:kind.settleSheet',
    side: 'supplier',
    path: '/settlement-management/payment_application',
    query: querySheets,
    rank: ASKED_MOST,
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
  listSource<Expense>({
    id: 'settlement.expense',
    kindKey: 'search:kind.expense',
    side: 'supplier',
    path: '/settlement-management/OIexpense_document',
    query: queryExpenses,
    param: 'sheetId',
    hit: (e) => ({
      key: e.sheetId,
      number: e.sheetId,
      statusKey: statusKeyOf(EXPENSE_STATUSES, e.status),
      tone: EXPENSE_TONES[e.status],
      date: e.feeDate,
      party: e.shopName,
    }),
  }),
  // Retailer staff find every supplier's sheet applied for payment, invoiced or paid on the payment desk.
  listSource<PaydeskSheet>({
    id: 'settlement.paydesk',
    kindKey: 'search:kind.settleSheet',
    side: 'retailer',
    path: '/s/settlement-management/payment_desk',
    query: queryPaydesk,
    rank: ASKED_MOST,
    param: 'sheetId',
    hit: (s) => ({
      key: s.sheetId,
      number: s.sheetId,
      statusKey: statusKeyOf(SHEET_STATUSES, s.status),
      tone: SHEET_TONES[s.status],
      date: s.paymentApplyDate ?? s.createDate,
      party: `${s.venderId} ${s.venderName}`,
    }),
  }),
];
