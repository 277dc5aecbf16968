import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema, Side } from '@/kit/schema';
import { approvalLines, exportApprovals, queryApprovals } from '../api';
import type { OrderApproval, OrderApprovalLine } from '../types';
import { amount, column, label, sheetId, sheetIdField, shop, shopField, supplier, supplierField } from './noticeColumns';
import { APPROVAL_STATUS_SEARCH, APPROVAL_STATUSES, APPROVAL_TONES, CHANGE_FLAGS, SHEET_TYPES, SHIPPED, YES_NO } from './options';

export type Answer = 'confirm' | 'reject';
export type ApprovalActions = { answer: (answer: Answer, rows: OrderApproval[], reload: () => void) => void };

const search: FieldSchema[] = [
  sheetIdField,
  { name: 'status', labelKey: label('status'), kind: 'select', options: APPROVAL_STATUS_SEARCH },
  { name: 'createDate', labelKey: label('createDate'), kind: 'range-picker' },
  supplierField,
  { name: 'orderSheetId', labelKey: label('orderSheetId'), kind: 'input' },
  shopField,
  { name: 'difference', labelKey: label('difference'), kind: 'select', options: YES_NO },
  { name: 'creator', labelKey: label('creator'), kind: 'input' },
  { name: 'checker', labelKey: label('checker'), kind: 'input' },
  { name: 'checkDate', labelKey: label('checkDate'), kind: 'range-picker' },
];

const status = column<OrderApproval>('status', { options: APPROVAL_STATUSES, tones: APPROVAL_TONES, status: true, sortable: true, width: 100 });
const diffCount = column<OrderApproval>('diffCount', { sortable: true, width: 100 });

// The supplier's answer (status, checker, time, reason) first: it is what both sides look for.
const columns: ColumnSchema<OrderApproval>[] = [
  sheetId,
  supplier,
  status,
  column('checker', { width: 150 }),
  column('checkDate', { sortable: true, width: 150 }),
  column('replyReason', { width: 180 }),
  column('orderSheetId', { width: 180 }),
  shop,
  column('reason', { width: 150 }),
  diffCount,
  amount,
  column('sheetType', { options: SHEET_TYPES, width: 120, hidden: true }),
  column('creator', { width: 90 }),
  column('createDate', { sortable: true, width: 150 }),
];

const header: ColumnSchema<OrderApproval>[] = [
  sheetId,
  supplier,
  column('orderSheetId'),
  column('sheetType', { options: SHEET_TYPES }),
  status,
  shop,
  column('reason'),
  diffCount,
  amount,
  column('creator'),
  column('createDate'),
  column('checker'),
  column('checkDate'),
  column('replyReason'),
];

const line = (key: keyof OrderApprovalLine & string, rest: Partial<ColumnSchema<OrderApprovalLine>> = {}) => column<OrderApprovalLine>(key, { titleKey: `orders:line.${key}`, width: 100, ...rest });

/** SPEC §3 purchase-item change rows: flag, promQty, entryQty and the 'difference' marker. */
const lineColumns: ColumnSchema<OrderApprovalLine>[] = [
  line('lineNo', { width: 50 }),
  line('goodsId', { width: 90 }),
  line('goodsName', { width: 180 }),
  line('barcode', { width: 130 }),
  line('spec', { width: 90 }),
  line('unit', { width: 56 }),
  line('flag', { options: CHANGE_FLAGS, width: 70 }),
  line('promQty', { format: 'quantity', width: 90 }),
  line('entryQty', { format: 'quantity', width: 90 }),
  line('difference', { value: (l) => (l.difference ? '1' : ''), options: [{ value: '1', labelKey: 'orders:line.differenceMark' }], status: true, tones: { '1': 'error' }, width: 80 }),
];

/**
 * Order approval (SPEC §2 /order/order_approval, retailer /s/order-management/order_approval):
 * change documents of orders; the supplier confirms or rejects shipped ones with a reason, the
 * retailer sees the answer (status, checker, time, reason).
 */
export function orderApprovalQuery(side: Side, actions: ApprovalActions): QueryPageConfig<OrderApproval> {
  const supplierSide = side === 'supplier';
  const answer = (key: Answer) => ({
    key,
    labelKey: `orders:action.${key}`,
    danger: key === 'reject',
  });
  return {
    id: 'orders.approval',
    query: queryApprovals,
    rowKey: 'sheetId',
    search,
    columns,
    defaultOrderBy: 'createDate desc',
    selection: supplierSide ? 'checkbox' : undefined,
    toolbar: supplierSide
      ? (['confirm', 'reject'] as const).map((key) => ({ ...answer(key), primary: key === 'confirm', onClick: ({ selected, reload }) => actions.answer(key, selected, reload) }))
      : [],
    export: { fileNameKey: 'orders:export.approvals', server: exportApprovals },
    detail: {
      titleKey: 'orders:detail.approval',
      fields: header,
      width: 1040,
      lines: { titleKey: 'orders:line.changeTitle', rowKey: 'lineNo', columns: lineColumns, load: (row, opts) => approvalLines(row.sheetId, opts) },
      actions: supplierSide
        ? (['confirm', 'reject'] as const).map((key) => ({ ...answer(key), visible: (row: OrderApproval) => row.status === SHIPPED, onClick: (row: OrderApproval, { reload }: { reload: () => void }) => actions.answer(key, [row], reload) }))
        : [],
    },
  };
}
