import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { columnsFrom, columnsIn, goodsLineColumns, idsOf } from '@/kit/columns';
import { answerApprovals, approvalLines, exportApprovals, queryApprovals } from '../api';
import type { OrderApproval, OrderApprovalLine } from '../types';
import { bySide, creator, docPresentation } from './columns';
import {
  APPROVAL_COLUMNS,
  APPROVAL_STATUS_SEARCH,
  APPROVAL_STATUSES,
  APPROVAL_TONES,
  CHANGE_FLAGS,
  ORDERS_ERRORS,
  REASON_MAX,
  SHEET_TYPES,
  YES_NO,
  YES_NO_OPTIONS,
  answerProblems,
  canAnswerApproval,
  messageKeysOf,
  reasonRequired,
  type Answer,
} from '../contract';

const col = columnsIn<OrderApproval>('orders:field');
const line = columnsIn<OrderApprovalLine>('orders:line');

/** The contract's columns (the export's too), each laid out here; the difference is searched, not shown. */
const columns: ColumnSchema<OrderApproval>[] = columnsFrom<OrderApproval>(APPROVAL_COLUMNS, {
  ...docPresentation,
  status: {
    options: APPROVAL_STATUSES,
    tones: APPROVAL_TONES,
    status: true,
    sortable: true,
    width: 100,
    search: { options: APPROVAL_STATUS_SEARCH },
  },
  checker: { width: 150, search: true },
  checkDate: { sortable: true, width: 150, search: { kind: 'range-picker' } },
  replyReason: { width: 180 },
  orderSheetId: { width: 180, search: true },
  reason: { width: 150 },
  diffCount: { sortable: true, width: 100 },
  sheetType: { options: SHEET_TYPES, width: 120, hidden: true },
  creator: { ...creator, search: true },
  // Searched right after the status (shown while the search form is collapsed).
  createDate: { sortable: true, width: 150, search: { kind: 'range-picker', order: 2 } },
}).flatMap((c) =>
  c.key === 'diffCount'
    ? [c, col('difference', { options: YES_NO_OPTIONS, grid: false, detail: false, search: true })]
    : [c],
);

/** SPEC §3 purchase-item change rows: flag, promQty, entryQty and the 'difference' marker. */
const lineColumns: ColumnSchema<OrderApprovalLine>[] = [
  ...goodsLineColumns<OrderApprovalLine>(),
  line('flag', { options: CHANGE_FLAGS, width: 70 }),
  line('promQty', { format: 'quantity', width: 90 }),
  line('entryQty', { format: 'quantity', width: 90 }),
  line('difference', {
    value: (l) => (l.difference ? YES_NO.yes : ''),
    options: [{ value: YES_NO.yes, labelKey: 'orders:line.differenceMark' }],
    status: true,
    tones: { [YES_NO.yes]: 'error' },
    width: 80,
  }),
];

/**
 * The supplier's answer to shipped change documents (SPEC §4), with a reason (required to reject,
 * SPEC §5): the contract's predicate and reason rule, which the mock enforces too.
 */
const answer = (key: Answer): DocumentAction<OrderApproval> => ({
  key,
  labelKey: `orders:action.${key}`,
  only: 'supplier',
  primary: key === 'confirm',
  danger: key === 'reject',
  allowed: canAnswerApproval,
  emptyKey: ORDERS_ERRORS.selectFirst.messageKey,
  form: {
    titleKey: `orders:dialog.${key}Title`,
    fields: [
      {
        name: 'reason',
        labelKey: 'orders:dialog.reason',
        kind: 'textarea',
        required: reasonRequired(key),
        maxLength: REASON_MAX,
      },
    ],
    validate: (values) => messageKeysOf(answerProblems(key, values)),
  },
  call: (rows, v) => answerApprovals(key, idsOf(rows, 'sheetId'), String(v.reason ?? '')),
  successKey: `orders:message.${key}ed`,
});

/**
 * Order approval (SPEC §2 /order/order_approval, retailer /s/order-management/order_approval):
 * change documents of orders; the supplier confirms or rejects shipped ones with a reason, the
 * retailer sees the answer (status, checker, time, reason).
 */
export const orderApprovalQuery = bySide<QueryPageConfig<OrderApproval>>((side) => ({
  id: 'orders.approval',
  query: queryApprovals,
  rowKey: 'sheetId',
  columns,
  defaultOrderBy: 'createDate desc',
  selection: side === 'supplier' ? 'checkbox' : undefined,
  actions: [answer('confirm'), answer('reject')],
  export: { fileNameKey: 'orders:export.approvals', server: exportApprovals },
  detail: {
    titleKey: 'orders:detail.approval',
    width: 1040,
    lines: {
      titleKey: 'orders:line.changeTitle',
      rowKey: 'lineNo',
      columns: lineColumns,
      load: (row, opts) => approvalLines(row.sheetId, opts),
    },
  },
}));
