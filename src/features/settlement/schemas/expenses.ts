import { createElement } from 'react';
import { columnsIn, field, idsOf, shopColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { confirmExpenses, expenseTotals, queryExpenses } from '../api';
import type { Expense } from '../types';
import { DaysLeft } from '../components/DaysLeft';
import {
  EXPENSE_STATUSES,
  EXPENSE_TONES,
  EXPENSE_TYPES,
  SETTLEMENT_REFUSALS,
  canConfirmExpense,
  canDisputeExpense,
} from '../contract';
import { titleWith } from './options';

const col = columnsIn<Expense>('settlement:field');

const columns: ColumnSchema<Expense>[] = [
  col('sheetId', { sortable: true, width: 170, search: true }),
  col('status', { options: EXPENSE_STATUSES, tones: EXPENSE_TONES, status: true, width: 110, search: true }),
  col('expenseType', { options: EXPENSE_TYPES, width: 110, search: true }),
  shopColumn<Expense>({ width: 170 }),
  col('amount', { format: 'amount', sortable: true, width: 120 }),
  col('feeDate', { format: 'date', sortable: true, width: 110, search: true }),
  col('disputeDeadline', { format: 'date', width: 120 }),
  col('daysLeft', {
    width: 110,
    render: (e) => createElement(DaysLeft, { days: e.daysLeft, open: canConfirmExpense(e) }),
  }),
  col('disputeId', { width: 170 }),
  field('remark', { width: 180 }),
  field('creator', { grid: false }),
  field('createDate', { grid: false }),
];

/** SPEC §5: a dispute is taken on documents still to confirm, inside their dispute period (the contract's rule). */
export const disputable = (e: Expense) => canDisputeExpense(e);

/** OI expense documents (SPEC §2): the retailer's charges, confirmed or disputed by the supplier. */
export const expenseQuery = (disputeDialog: DocumentAction<Expense>['dialog']): QueryPageConfig<Expense> => ({
  id: 'settlement.expenses',
  query: queryExpenses,
  rowKey: 'sheetId',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'feeDate desc',
  actions: [
    {
      key: 'confirm',
      labelKey: 'settlement:action.confirm',
      primary: true,
      allowed: canConfirmExpense,
      refusal: SETTLEMENT_REFUSALS.confirmExpense,
      confirmKey: 'settlement:expense.confirmAsk',
      call: (rows) => confirmExpenses(idsOf(rows, 'sheetId')),
      successKey: 'settlement:expense.confirmed',
    },
    {
      key: 'dispute',
      labelKey: 'settlement:action.dispute',
      allowed: disputable,
      refusedKey: 'settlement:expense.notDisputable',
      dialog: disputeDialog,
    },
  ],
  totals: { amountKey: 'amount', load: expenseTotals },
  export: { fileNameKey: 'settlement:expense.exportFileName' },
  detail: {
    titleKey: 'settlement:expense.detailTitle',
    title: titleWith<Expense>('settlement:expense.detailTitleOf', 'sheetId'),
    width: 760,
  },
});
