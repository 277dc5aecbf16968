import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema, Side } from '@/kit/schema';
import { exportUndelivered, noticeLines, queryUndelivered } from '../api';
import type { OrderNotice } from '../types';
import { amount, column, label, noticeHeader, noticeLineColumns, noticeStatus, orderDateField, sheetId, sheetIdField, shop, shopField, supplier, supplierField } from './noticeColumns';
import { NOTICE_STATUSES, UNDELIVERED_REASONS, YES_NO } from './options';

export type UndeliveredActions = { giveReason: (rows: OrderNotice[], reload: () => void) => void };

/** The reason and who gave it, SPEC §5 undelivered reasons. */
const reasonColumns: ColumnSchema<OrderNotice>[] = [
  column('undeliveredReason', { options: UNDELIVERED_REASONS, width: 140 }),
  column('undeliveredRemark', { width: 180 }),
  column('undeliveredBy', { width: 160 }),
  column('undeliveredTime', { sortable: true, width: 150 }),
];

// The reason first: it is what the retailer's screen is for.
const columns: ColumnSchema<OrderNotice>[] = [
  sheetId,
  supplier,
  reasonColumns[0],
  reasonColumns[1],
  noticeStatus,
  column('expectedReceiptDate', { format: 'date', sortable: true, width: 130 }),
  column('expectedReceiptTime', { width: 120 }),
  column('orderDate', { format: 'date', sortable: true }),
  shop,
  amount,
  reasonColumns[2],
  reasonColumns[3],
];

/**
 * Undelivered reasons (SPEC §2 /order/undelivered_reason, retailer /s/order-management/undelivered_reason):
 * the supplier ticks notices not shipped yet and gives a reason; the retailer sees the reasons given.
 */
export function undeliveredQuery(side: Side, actions: UndeliveredActions): QueryPageConfig<OrderNotice> {
  const supplierSide = side === 'supplier';
  const search: FieldSchema[] = [
    sheetIdField,
    ...(supplierSide ? [{ name: 'reasonGiven', labelKey: label('reasonGiven'), kind: 'select', options: YES_NO } satisfies FieldSchema] : []),
    { name: 'undeliveredReason', labelKey: label('undeliveredReason'), kind: 'select', options: UNDELIVERED_REASONS },
    supplierField,
    { name: 'status', labelKey: label('status'), kind: 'select', options: NOTICE_STATUSES.filter((o) => ['0', '1'].includes(o.value)) },
    orderDateField,
    { name: 'expectedReceiptDate', labelKey: label('expectedReceiptDate'), kind: 'range-picker' },
    shopField,
    { name: 'undeliveredTime', labelKey: label('undeliveredTime'), kind: 'range-picker' },
  ];
  return {
    id: 'orders.undelivered',
    query: queryUndelivered,
    rowKey: 'sheetId',
    search,
    columns,
    // The retailer's screen lists the reasons given.
    params: supplierSide ? undefined : { reasonGiven: '1' },
    autoQuery: !supplierSide,
    selection: supplierSide ? 'checkbox' : undefined,
    toolbar: supplierSide ? [{ key: 'giveReason', labelKey: 'orders:action.giveReason', primary: true, onClick: ({ selected, reload }) => actions.giveReason(selected, reload) }] : [],
    export: { fileNameKey: 'orders:export.undelivered', server: exportUndelivered },
    detail: {
      titleKey: 'orders:detail.undelivered',
      fields: [...noticeHeader, ...reasonColumns],
      width: 1040,
      lines: { titleKey: 'orders:line.title', rowKey: 'lineNo', columns: noticeLineColumns, load: (row, opts) => noticeLines(row.sheetId, opts) },
    },
  };
}
