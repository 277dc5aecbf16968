import { columnsFrom, idsOf } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { exportUndelivered, noticeLines, queryUndelivered, saveUndelivered } from '../api';
import type { OrderNotice } from '../types';
import {
  bySide,
  col,
  docPresentation,
  expectedReceiptDate,
  expectedReceiptTime,
  noticeColumns,
  noticeLineColumns,
  noticeStatus,
  orderDate,
} from './columns';
import {
  NOTICE_STATUSES,
  ORDERS_ERRORS,
  REMARK_MAX,
  UNDELIVERED_COLUMNS,
  UNDELIVERED_REASONS,
  UNDELIVERED_STATUSES,
  YES_NO,
  YES_NO_OPTIONS,
  canGiveUndeliveredReason,
  messageKeysOf,
  undeliveredProblems,
} from '../contract';

/** The reason and who gave it (SPEC §5 undelivered reasons). */
const reason = col('undeliveredReason', { options: UNDELIVERED_REASONS, width: 140, search: true });
const remark = col('undeliveredRemark', { width: 180 });
const givenBy = col('undeliveredBy', { width: 160 });
const givenAt = col('undeliveredTime', { sortable: true, width: 150, search: { kind: 'range-picker' } });

/** The contract's columns (the export's too), each laid out here; whether a reason is given is searched, not shown. */
const columns: ColumnSchema<OrderNotice>[] = columnsFrom<OrderNotice>(UNDELIVERED_COLUMNS, {
  ...docPresentation,
  undeliveredReason: reason,
  undeliveredRemark: remark,
  status: {
    ...noticeStatus,
    search: { options: NOTICE_STATUSES.filter((o) => UNDELIVERED_STATUSES.includes(o.value)) },
  },
  expectedReceiptDate: { ...expectedReceiptDate, search: true },
  expectedReceiptTime,
  orderDate,
  undeliveredBy: givenBy,
  undeliveredTime: givenAt,
}).flatMap((c) =>
  c.key === 'sheetId'
    ? [c, col('reasonGiven', { options: YES_NO_OPTIONS, only: 'supplier', grid: false, detail: false, search: true })]
    : [c],
);

// SPEC §5: an undelivered reason must be chosen.
const reasonFields: FieldSchema[] = [
  {
    name: 'reason',
    labelKey: 'orders:field.undeliveredReason',
    kind: 'select',
    options: UNDELIVERED_REASONS,
    required: true,
  },
  { name: 'remark', labelKey: 'orders:field.undeliveredRemark', kind: 'textarea', maxLength: REMARK_MAX },
];

/**
 * Undelivered reasons (SPEC §2 /order/undelivered_reason, retailer /s/order-management/undelivered_reason):
 * the supplier ticks notices not shipped yet and gives a reason; the retailer sees the reasons given.
 */
export const undeliveredQuery = bySide<QueryPageConfig<OrderNotice>>((side) => ({
  id: 'orders.undelivered',
  query: queryUndelivered,
  rowKey: 'sheetId',
  columns,
  // The retailer's screen lists the reasons given, on arrival.
  params: side === 'retailer' ? { reasonGiven: YES_NO.yes } : undefined,
  selection: side === 'supplier' ? 'checkbox' : undefined,
  actions: [
    {
      key: 'giveReason',
      labelKey: 'orders:action.giveReason',
      only: 'supplier',
      primary: true,
      places: ['toolbar'],
      allowed: canGiveUndeliveredReason,
      // SPEC §5: a document must be ticked.
      emptyKey: ORDERS_ERRORS.tickDocument.messageKey,
      form: {
        titleKey: 'orders:dialog.undeliveredTitle',
        fields: reasonFields,
        validate: (values) => messageKeysOf(undeliveredProblems(values)),
      },
      call: (rows, v) => saveUndelivered(idsOf(rows, 'sheetId'), String(v.reason), String(v.remark ?? '')),
      successKey: 'orders:message.reasonSaved',
    },
  ],
  export: { fileNameKey: 'orders:export.undelivered', server: exportUndelivered },
  detail: {
    titleKey: 'orders:detail.undelivered',
    fields: [...noticeColumns, reason, remark, givenBy, givenAt],
    width: 1040,
    lines: {
      titleKey: 'orders:line.title',
      rowKey: 'lineNo',
      columns: noticeLineColumns,
      load: (row, opts) => noticeLines(row.sheetId, opts),
    },
  },
}));
