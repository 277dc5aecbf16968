import { ASKED_MOST, documentSource, type SearchSource } from '@/kit/search';
import { queryExpenses, queryPaydesk, querySettleDocs, querySheets } from './api';
import { DOC_STATUSES, DOC_TONES, EXPENSE_STATUSES, EXPENSE_TONES, SHEET_STATUSES, SHEET_TONES } from './contract';
import type { Expense, PaydeskSheet, SettleDoc, SettleSheet } from './types';

/** Settlement sheets, settlement documents and OI expense documents in the search box by any part of their number (supplier screens). */
export const searchSources: SearchSource[] = [
  documentSource<SettleSheet>({
    id: 'settlement.sheet',
    kindKey: 'search:kind.settleSheet',
    side: 'supplier',
    path: '/settlement-management/payment_application',
    query: querySheets,
    rank: ASKED_MOST,
    statuses: SHEET_STATUSES,
    tones: SHEET_TONES,
    date: 'createDate',
  }),
  documentSource<SettleDoc>({
    id: 'settlement.doc',
    kindKey: 'search:kind.settleDoc',
    side: 'supplier',
    path: '/settlement-management/settlement_document',
    query: querySettleDocs,
    statuses: DOC_STATUSES,
    tones: DOC_TONES,
    date: 'docDate',
    place: 'shopName',
  }),
  documentSource<Expense>({
    id: 'settlement.expense',
    kindKey: 'search:kind.expense',
    side: 'supplier',
    path: '/settlement-management/OIexpense_document',
    query: queryExpenses,
    statuses: EXPENSE_STATUSES,
    tones: EXPENSE_TONES,
    date: 'feeDate',
    place: 'shopName',
  }),
  // Retailer staff find every supplier's sheet applied for payment, invoiced or paid on the payment desk.
  documentSource<PaydeskSheet>({
    id: 'settlement.paydesk',
    kindKey: 'search:kind.settleSheet',
    side: 'retailer',
    path: '/s/settlement-management/payment_desk',
    query: queryPaydesk,
    rank: ASKED_MOST,
    statuses: SHEET_STATUSES,
    tones: SHEET_TONES,
    date: (s) => s.paymentApplyDate ?? s.createDate,
  }),
];
