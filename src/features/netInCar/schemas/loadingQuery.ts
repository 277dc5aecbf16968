import type { ReactNode } from 'react';
import type { ActionDialogProps, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { columnsIn } from '@/kit/columns';
import { loadingListLines, queryLoadingLists, submitLoadingList } from '../api';
import { LOADING_STATUSES, LOADING_STATUS_SEARCH, LOADING_TONES, canEditLoadingList } from '../contract';
import type { LoadingDetailLine, LoadingListSummary } from '../types';

const column = columnsIn<LoadingListSummary>('netInCar:list');

const columns: ColumnSchema<LoadingListSummary>[] = [
  column('sheetId', { sortable: true, width: 170, search: true }),
  column('status', {
    options: LOADING_STATUSES,
    tones: LOADING_TONES,
    status: true,
    width: 100,
    search: { order: 2, options: LOADING_STATUS_SEARCH },
  }),
  column('reservationNo', { sortable: true, width: 170, search: { order: 1 } }),
  column('dcName', { width: 150, value: (r) => `${r.dcId} ${r.dcName}` }),
  column('deliveryDate', { format: 'date', sortable: true, width: 110, search: { order: 4 } }),
  column('plateNo', { width: 110, search: { order: 3 } }),
  column('driver', { width: 100 }),
  column('driverPhone', { width: 120 }),
  column('lineCount', { width: 80, detail: false }),
  column('totalLoadedQty', { format: 'quantity', width: 120 }),
  column('remark', { grid: false }),
  column('creator', { grid: false }),
  column('createDate', { format: 'date', sortable: true, width: 110 }),
];

const line = columnsIn<LoadingDetailLine>('netInCar:entry');
const lineColumns: ColumnSchema<LoadingDetailLine>[] = [
  line('lineNo', { width: 60 }),
  line('orderSheetId', { width: 170 }),
  line('goodsId', { width: 100 }),
  line('goodsName', { width: 180 }),
  line('unit', { width: 60 }),
  line('reservedQty', { format: 'quantity', width: 110 }),
  line('loadedQty', { format: 'quantity', width: 110 }),
  line('batchNo', { width: 140 }),
  line('productionDate', { format: 'date', width: 110 }),
  line('batchQty', { format: 'quantity', width: 110 }),
];

/** The editor of a new (null) or saved list, opened by an action. */
type Editor = (props: ActionDialogProps<LoadingListSummary> & { sheetId: string | null }) => ReactNode;

/** The supplier's loading lists (SPEC §2 /order/netincar): query, detail with batches, print, edit and submit while saved. */
export function loadingQuery(editor: Editor): QueryPageConfig<LoadingListSummary> {
  return {
    id: 'loading.lists',
    query: queryLoadingLists,
    rowKey: 'sheetId',
    columns,
    defaultOrderBy: 'createDate desc',
    actions: [
      {
        key: 'new',
        labelKey: 'netInCar:list.new',
        primary: true,
        rows: false,
        dialog: (p) => editor({ ...p, sheetId: null }),
      },
      {
        key: 'edit',
        labelKey: 'netInCar:list.edit',
        places: ['row', 'detail'],
        allowed: canEditLoadingList,
        dialog: (p) => editor({ ...p, sheetId: p.rows[0].sheetId }),
      },
      // The server refuses a list whose batches do not add up (SPEC §8 goods quantity mismatch).
      {
        key: 'submit',
        labelKey: 'netInCar:list.submit',
        places: ['row', 'detail'],
        allowed: canEditLoadingList,
        confirmKey: 'netInCar:list.submitConfirm',
        call: ([row]) => submitLoadingList({ sheetId: row.sheetId }),
        successKey: 'netInCar:entry.submitted',
      },
    ],
    export: { fileNameKey: 'netInCar:list.exportFileName' },
    detail: {
      titleKey: 'netInCar:list.detailTitle',
      width: 1000,
      print: true,
      lines: {
        titleKey: 'netInCar:list.lines',
        rowKey: 'key',
        columns: lineColumns,
        load: (row, opts) => loadingListLines(row.sheetId, opts),
      },
    },
  };
}
