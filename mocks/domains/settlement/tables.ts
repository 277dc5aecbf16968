import type {
  DisputeRecord,
  ExpenseRecord,
  LedgerRecord,
  SettleDoc,
  SettleSheetRecord,
} from '@/features/settlement/types';

/**
 * Settlement I (docs/API.md "Settlement"): the client's records as they are. Settlement documents
 * point at their sheet (settleSheetId) and a frozen one at its dispute case (disputeId); expense
 * documents at their case. Red-letter sheets and invoices (issue 25) read sheets and documents.
 */
export type SettlementTables = {
  expenseDocs: ExpenseRecord[];
  settleDocs: SettleDoc[];
  settleSheets: SettleSheetRecord[];
  disputes: DisputeRecord[];
  settleLedger: LedgerRecord[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends SettlementTables {}
}
