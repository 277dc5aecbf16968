import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { field, goodsLineColumns } from '@/kit/columns';
import { answerApprovals, approvalLines, exportApprovals, queryApprovals } from '../api';
import type { OrderApproval, OrderApprovalLine } from '../types';
import { amount, bySide, col, creator, ids, line, sheetId, shop, supplier } from './columns';
import {
  APPROVAL_STATUS_SEARCH,
  APPROVAL_STATUSES,
  APPROVAL_TONES,
  CHANGE_FLAGS,
  SHEET_TYPES,
  SHIPPED,
  YES_NO,
} from './options';

// The supplier's answer (status, checker, time, reason) first: it is what both sides look for.
const columns: ColumnSchema<OrderApproval>[] = [
  sheetId,
  supplier,
  field('status', {
    options: APPROVAL_STATUSES,
    tones: APPROVAL_TONES,
    status: true,
    sortable: true,
    width: 100,
    search: { options: APPROVAL_STATUS_SEARCH },
  }),
  col('checker', { width: 150, search: true }),
  col('checkDate', { sortable: true, width: 150, search: { kind: 'range-picker' } }),
  col('replyReason', { width: 180 }),
  col('orderSheetId', { width: 180, search: true }),
  shop,
  col('reason', { width: 150 }),
  col('diffCount', { sortable: true, width: 100 }),
  col('difference', { options: YES_NO, grid: false, detail: false, search: true }),
  amount,
  col('sheetType', { options: SHEET_TYPES, width: 120, hidden: true }),
  { ...creator, search: true },
  // Searched right after the status (shown while the search form is collapsed).
  col('createDate', { sortable: true, width: 150, search: { kind: 'range-picker', order: 2 } }),
];

/** SPEC §3 purchase-item change rows: flag, promQty, entryQty and the 'difference' marker. */
const lineColumns: ColumnSchema<OrderApprovalLine>[] = [
  ...goodsLineColumns<OrderApprovalLine>(),
  line<OrderApprovalLine>('flag', { options: CHANGE_FLAGS, width: 70 }),
  line<OrderApprovalLine>('promQty', { format: 'quantity', width: 90 }),
  line<OrderApprovalLine>('entryQty', { format: 'quantity', width: 90 }),
  line<OrderApprovalLine>('difference', {
    value: (l) => (l.difference ? '1' : ''),
    options: [{ value: '1', labelKey: 'orders:line.differenceMark' }],
    status: true,
    tones: { '1': 'error' },
    width: 80,
  }),
];

/** The supplier's answer to shipped change documents (SPEC §4), with a reason (required to reject, SPEC §5). */
const answer = (key: 'confirm' | 'reject'): DocumentAction<OrderApproval> => ({
  key,
  labelKey: `orders:action.${key}`,
  only: 'supplier',
  primary: key === 'confirm',
  danger: key === 'reject',
  allowed: (r) => r.status === SHIPPED,
  reason: { titleKey: `orders:dialog.${key}Title`, labelKey: 'orders:dialog.reason', required: key === 'reject' },
  call: (rows, v) => answerApprovals(key, ids(rows), String(v.reason ?? '')),
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
