import { columnsIn, field, supplierColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, Side } from '@/kit/schema';
import { deleteSheet, querySheets, sheetDetail, submitSheet } from '../api';
import { canReviewSheet, isUnsubmitted, SHEET_STATUS, SHEET_STATUSES, SHEET_TONES } from '../contract';
import type { NewGoodsSheet } from '../types';
import { lineColumns } from './goodsLines';

/** The statuses a side can search: the retailer never sees an unsubmitted sheet (its supplier's draft). */
export const sheetStatusesFor = (side: Side): FieldOption[] =>
  side === 'retailer' ? SHEET_STATUSES.filter((o) => o.value !== SHEET_STATUS.unsubmitted) : SHEET_STATUSES;

const col = columnsIn<NewGoodsSheet>('newProducts:field');

export const sheetColumns: ColumnSchema<NewGoodsSheet>[] = [
  col('sheetId', { sortable: true, width: 170, search: true, lead: 1 }),
  col('status', { options: SHEET_STATUSES, tones: SHEET_TONES, status: true, width: 110, search: true, lead: 2 }),
  supplierColumn<NewGoodsSheet>({ only: 'retailer', detail: 'bothSides' }),
  col('goodsCount', { width: 90 }),
  col('approvedCount', { width: 90 }),
  col('rejectedCount', { width: 90 }),
  field('barcode', { grid: false, detail: false, search: true }),
  col('shopIds', {
    grid: false,
    value: (s) => s.shopIds.map((id, i) => `${id} ${s.shopNames[i] ?? ''}`.trim()).join(', '),
  }),
  field('creator', { width: 150 }),
  field('createDate', { format: 'date', sortable: true, width: 110, search: true }),
  col('submitDate', { sortable: true, width: 150 }),
  field('checker', { width: 90 }),
  field('checkDate', { width: 150 }),
  field('remark', { grid: false }),
];

/** What the screens give the list: where a sheet is written, read or reviewed. */
export type SheetNavigation = {
  /** Supplier: start a sheet, or continue the unsubmitted one (SPEC §8 'continue adding?'). */
  add: () => void;
  open: (status: 'edit' | 'view' | 'review' | 'retailerView', sheetId: string) => void;
};

const unsubmitted = isUnsubmitted;

/** New-goods sheets (SPEC §2 /newproducts/introduce, /s/newproducts/review). */
export const sheetsQuery = (go: SheetNavigation, side: Side): QueryPageConfig<NewGoodsSheet> => {
  const actions: DocumentAction<NewGoodsSheet>[] = [
    { key: 'add', labelKey: 'newProducts:action.add', only: 'supplier', primary: true, rows: false, open: go.add },
    {
      key: 'edit',
      labelKey: 'newProducts:action.edit',
      only: 'supplier',
      places: ['row'],
      allowed: unsubmitted,
      open: ([s]) => go.open('edit', s.sheetId),
    },
    {
      key: 'open',
      labelKey: 'newProducts:action.openSheet',
      only: 'supplier',
      places: ['row'],
      allowed: (s) => !unsubmitted(s),
      open: ([s]) => go.open('view', s.sheetId),
    },
    {
      key: 'submit',
      labelKey: 'newProducts:action.submit',
      only: 'supplier',
      places: ['row', 'detail'],
      allowed: unsubmitted,
      confirmKey: 'newProducts:submitAsk',
      call: ([s]) => submitSheet(s.sheetId),
      successKey: 'newProducts:submitted',
    },
    {
      key: 'delete',
      labelKey: 'newProducts:action.delete',
      only: 'supplier',
      danger: true,
      places: ['row', 'detail'],
      allowed: unsubmitted,
      confirmKey: 'newProducts:deleteAsk',
      call: ([s]) => deleteSheet(s.sheetId),
      successKey: 'newProducts:deleted',
    },
    {
      key: 'review',
      labelKey: 'newProducts:action.review',
      only: 'retailer',
      places: ['row', 'detail'],
      allowed: canReviewSheet,
      open: ([s]) => go.open('review', s.sheetId),
    },
    {
      key: 'view',
      labelKey: 'newProducts:action.openSheet',
      only: 'retailer',
      places: ['row'],
      allowed: (s) => !canReviewSheet(s),
      open: ([s]) => go.open('retailerView', s.sheetId),
    },
  ];
  return {
    id: 'newProducts.sheets',
    query: querySheets,
    rowKey: 'sheetId',
    columns: sheetColumns.map((c) => (c.key === 'status' ? { ...c, options: sheetStatusesFor(side) } : c)),
    defaultOrderBy: 'createDate desc',
    actions,
    export: { fileNameKey: 'newProducts:exportFileName' },
    detail: {
      titleKey: 'newProducts:detailTitle',
      width: 1000,
      lines: {
        titleKey: 'newProducts:goodsTitle',
        rowKey: 'lineNo',
        columns: lineColumns,
        load: async (row, opts) => (await sheetDetail(row.sheetId, opts)).lines,
      },
    },
  };
};
