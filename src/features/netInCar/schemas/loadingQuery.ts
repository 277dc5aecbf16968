import type { ReactNode } from 'react';
import type { ActionDialogProps, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, StatusTone } from '@/kit/schema';
import { loadingListLines, queryLoadingLists, submitLoadingList } from '../api';
import type { LoadingDetailLine, LoadingListSummary } from '../types';

/** Loading lists: 0 saved (editable), 1 submitted (read-only). */
export const LOADING_STATUSES: FieldOption[] = ['0', '1'].map((value) => ({
  value,
  labelKey: `netInCar:status.${value}`,
}));
const TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success' };
export const isEditable = (row: Pick<LoadingListSummary, 'status'>) => row.status === '0';

const label = (name: string) => `netInCar:list.${name}`;

const column = (
  key: keyof LoadingListSummary & string,
  rest: Partial<Omit<ColumnSchema<LoadingListSummary>, 'key'>> = {},
): ColumnSchema<LoadingListSummary> => ({ key, titleKey: label(key), ...rest });

const columns: ColumnSchema<LoadingListSummary>[] = [
  column('sheetId', { sortable: true, width: 170, search: true }),
  column('status', {
    options: LOADING_STATUSES,
    tones: TONES,
    status: true,
    width: 100,
    search: { order: 2, options: [{ value: 'pending', labelKey: 'netInCar:status.pending' }, ...LOADING_STATUSES] },
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

const line = (
  key: keyof LoadingDetailLine & string,
  rest: Partial<ColumnSchema<LoadingDetailLine>> = {},
): ColumnSchema<LoadingDetailLine> => ({ key, titleKey: `netInCar:entry.${key}`, ...rest });
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
        allowed: isEditable,
        dialog: (p) => editor({ ...p, sheetId: p.rows[0].sheetId }),
      },
      // The server refuses a list whose batches do not add up (SPEC §8 goods quantity mismatch).
      {
        key: 'submit',
        labelKey: 'netInCar:list.submit',
        places: ['row', 'detail'],
        allowed: isEditable,
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
