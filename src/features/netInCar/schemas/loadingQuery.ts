import type { ActionContext, QueryPageConfig, RowAction } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import { loadingListLines, queryLoadingLists } from '../api';
import type { LoadingDetailLine, LoadingListSummary } from '../types';

/** Loading lists: 0 saved (editable), 1 submitted (read-only). */
export const LOADING_STATUSES: FieldOption[] = ['0', '1'].map((value) => ({ value, labelKey: `netInCar:status.${value}` }));
const TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success' };
export const isEditable = (row: Pick<LoadingListSummary, 'status'>) => row.status === '0';

const label = (name: string) => `netInCar:list.${name}`;

const search: FieldSchema[] = [
  { name: 'sheetId', labelKey: label('sheetId'), kind: 'input' },
  { name: 'reservationNo', labelKey: label('reservationNo'), kind: 'input' },
  { name: 'status', labelKey: label('status'), kind: 'select', options: [{ value: 'pending', labelKey: 'netInCar:status.pending' }, ...LOADING_STATUSES] },
  { name: 'plateNo', labelKey: label('plateNo'), kind: 'input' },
  { name: 'deliveryDate', labelKey: label('deliveryDate'), kind: 'range-picker' },
];

const column = (key: keyof LoadingListSummary & string, rest: Partial<Omit<ColumnSchema<LoadingListSummary>, 'key'>> = {}): ColumnSchema<LoadingListSummary> => ({ key, titleKey: label(key), ...rest });

const status = column('status', { options: LOADING_STATUSES, tones: TONES, status: true, width: 100 });
const columns: ColumnSchema<LoadingListSummary>[] = [
  column('sheetId', { sortable: true, width: 170 }),
  status,
  column('reservationNo', { sortable: true, width: 170 }),
  column('dcName', { width: 150, value: (r) => `${r.dcId} ${r.dcName}` }),
  column('deliveryDate', { format: 'date', sortable: true, width: 110 }),
  column('plateNo', { width: 110 }),
  column('driver', { width: 100 }),
  column('driverPhone', { width: 120 }),
  column('lineCount', { width: 80 }),
  column('totalLoadedQty', { format: 'quantity', width: 120 }),
  column('createDate', { format: 'date', sortable: true, width: 110 }),
];

const detailFields: ColumnSchema<LoadingListSummary>[] = [
  column('sheetId'),
  status,
  column('reservationNo'),
  column('dcName', { value: (r) => `${r.dcId} ${r.dcName}` }),
  column('deliveryDate', { format: 'date' }),
  column('plateNo'),
  column('driver'),
  column('driverPhone'),
  column('totalLoadedQty', { format: 'quantity' }),
  column('remark'),
  column('creator'),
  column('createDate'),
];

const line = (key: keyof LoadingDetailLine & string, rest: Partial<ColumnSchema<LoadingDetailLine>> = {}): ColumnSchema<LoadingDetailLine> => ({ key, titleKey: `netInCar:entry.${key}`, ...rest });
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

type OnRow = RowAction<LoadingListSummary>['onClick'];
export type LoadingActions = { onNew: (ctx: ActionContext<LoadingListSummary>) => void; onEdit: OnRow; onSubmit: OnRow };

/** The supplier's loading lists (SPEC §2 /order/netincar): query, detail with batches, print, edit and submit while saved. */
export function loadingQuery({ onNew, onEdit, onSubmit }: LoadingActions): QueryPageConfig<LoadingListSummary> {
  const actions: RowAction<LoadingListSummary>[] = [
    { key: 'edit', labelKey: 'netInCar:list.edit', visible: isEditable, onClick: onEdit },
    { key: 'submit', labelKey: 'netInCar:list.submit', visible: isEditable, onClick: onSubmit },
  ];
  return {
    id: 'loading.lists',
    query: queryLoadingLists,
    rowKey: 'sheetId',
    search,
    columns,
    autoQuery: true,
    defaultOrderBy: 'createDate desc',
    toolbar: [{ key: 'new', labelKey: 'netInCar:list.new', primary: true, onClick: onNew }],
    rowActions: actions,
    export: { fileNameKey: 'netInCar:list.exportFileName' },
    detail: {
      titleKey: 'netInCar:list.detailTitle',
      fields: detailFields,
      width: 1000,
      print: true,
      actions,
      lines: { titleKey: 'netInCar:list.lines', rowKey: 'key', columns: lineColumns, load: (row, opts) => loadingListLines(row.sheetId, opts) },
    },
  };
}
