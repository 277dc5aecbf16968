import { columnsIn, field, idsOf } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import { confirmWithdrawals, ledgerTotals, queryLedger } from '../api';
import type { LedgerKind, LedgerRecord } from '../types';
import { LEDGER_STATUSES, canConfirmWithdrawal } from '../contract';

const confirmWithdrawal: DocumentAction<LedgerRecord> = {
  key: 'confirmWithdrawal',
  labelKey: 'settlement:action.confirmWithdrawal',
  primary: true,
  allowed: canConfirmWithdrawal,
  confirmKey: 'settlement:ledger.withdrawal.confirmAsk',
  call: (rows) => confirmWithdrawals(idsOf(rows, 'entryId')),
  successKey: 'settlement:ledger.withdrawal.confirmed',
};

/**
 * The money held, moved, paid at once and taken out (SPEC §2 preRec, balanceTrans, cashSettle,
 * withdrawalCfmtn): one ledger, one screen per kind; withdrawals are confirmed by the supplier.
 */
export const ledgerQuery = (kind: LedgerKind): QueryPageConfig<LedgerRecord> => {
  const col = columnsIn<LedgerRecord>(`settlement:ledger.${kind}`);
  return {
    id: `settlement.ledger.${kind}`,
    query: queryLedger,
    rowKey: 'entryId',
    params: { kind },
    columns: [
      col('entryId', { sortable: true, width: 170, search: true }),
      field('status', { options: LEDGER_STATUSES, status: true, width: 110, search: true }),
      col('entryDate', { format: 'date', sortable: true, width: 110, search: true }),
      col('amount', { format: 'amount', sortable: true, width: 130 }),
      col('balance', { format: 'amount', width: 130 }),
      col('counterpart', { width: 200 }),
      col('confirmDate', { format: 'date', width: 110 }),
      field('remark', { width: 180, hidden: true }),
    ],
    defaultOrderBy: 'entryDate desc',
    ...(kind === 'withdrawal' ? { selection: 'checkbox' as const, actions: [confirmWithdrawal] } : {}),
    totals: { amountKey: 'amount', load: ledgerTotals },
    export: { fileNameKey: `settlement:ledger.${kind}.title` },
  };
};
