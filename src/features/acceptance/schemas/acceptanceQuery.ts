import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, Side, StatusTone } from '@/kit/schema';
import { acceptanceLines, exportAcceptances, queryAcceptances } from '../api';
import type { Acceptance, AcceptanceLine } from '../types';

const label = (name: string) => `acceptance:field.${name}`;

/** Statuses: 0 to be confirmed by the supplier, 1 confirmed. */
export const STATUSES: FieldOption[] = ['0', '1'].map((value) => ({ value, labelKey: `acceptance:status.${value}` }));
const TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success' };
/** Document types: 1 store receipt, 2 DC receipt. */
export const SHEET_TYPES: FieldOption[] = ['1', '2'].map((value) => ({ value, labelKey: `acceptance:sheetType.${value}` }));
/** The workbench to-do opens the screen with status=pending (the pending statuses of the caller's side). */
const STATUS_SEARCH: FieldOption[] = [{ value: 'pending', labelKey: 'acceptance:status.pending' }, ...STATUSES];

const search: FieldSchema[] = [
  { name: 'sheetId', labelKey: label('sheetId'), kind: 'input' },
  { name: 'status', labelKey: label('status'), kind: 'select', options: STATUS_SEARCH },
  { name: 'receiptDate', labelKey: label('receiptDate'), kind: 'range-picker' },
  { name: 'venderId', labelKey: label('venderId'), kind: 'input', only: 'retailer' },
  { name: 'orderSheetId', labelKey: label('orderSheetId'), kind: 'input' },
  { name: 'sheetType', labelKey: label('sheetType'), kind: 'select', options: SHEET_TYPES },
  { name: 'shopId', labelKey: label('shopId'), kind: 'input' },
  { name: 'createDate', labelKey: label('createDate'), kind: 'range-picker' },
];

const column = (key: keyof Acceptance & string, rest: Partial<Omit<ColumnSchema<Acceptance>, 'key'>> = {}): ColumnSchema<Acceptance> => ({ key, titleKey: label(key), ...rest });

const status = column('status', { options: STATUSES, tones: TONES, status: true, width: 110, sortable: true });
const sheetType = column('sheetType', { options: SHEET_TYPES, width: 130 });
const supplier = column('venderId', { titleKey: label('supplier'), width: 240, only: 'retailer', value: (a) => `${a.venderId} ${a.venderName}`, sortable: true });
const site = column('shopId', { titleKey: label('site'), width: 200, value: (a) => `${a.shopId} ${a.shopName}` });
const quantity = (key: 'orderQty' | 'receivedQty' | 'diffQty') => column(key, { format: 'quantity', width: 120, sortable: key !== 'diffQty' });
const amount = (key: 'amount' | 'taxAmount') => column(key, { format: 'amount', width: 120, sortable: true });

const columns: ColumnSchema<Acceptance>[] = [
  column('sheetId', { width: 170, sortable: true }),
  sheetType,
  status,
  supplier,
  site,
  column('orderSheetId', { width: 170, sortable: true }),
  column('receiptDate', { format: 'date', width: 110, sortable: true }),
  quantity('orderQty'),
  quantity('receivedQty'),
  quantity('diffQty'),
  amount('amount'),
  amount('taxAmount'),
  column('creator', { width: 120 }),
  column('createDate', { format: 'date', width: 110, sortable: true, hidden: true }),
  column('checker', { width: 140 }),
  column('checkDate', { format: 'date', width: 110, sortable: true }),
];

const header: ColumnSchema<Acceptance>[] = [
  column('sheetId'),
  sheetType,
  status,
  column('venderId', { titleKey: label('supplier'), value: (a) => `${a.venderId} ${a.venderName}` }),
  site,
  column('orderSheetId'),
  column('receiptDate', { format: 'date' }),
  quantity('orderQty'),
  quantity('receivedQty'),
  quantity('diffQty'),
  amount('amount'),
  amount('taxAmount'),
  column('creator'),
  column('createDate'),
  column('checker'),
  column('checkDate'),
];

const line = (key: keyof AcceptanceLine & string, rest: Partial<Omit<ColumnSchema<AcceptanceLine>, 'key'>> = {}): ColumnSchema<AcceptanceLine> => ({ key, titleKey: label(key), ...rest });

/** Lines: SPEC §9 formats (quantities 3, prices 2, costs 4, amounts 2 decimals; tax rate labels). */
const lines: ColumnSchema<AcceptanceLine>[] = [
  line('goodsId', { width: 80 }),
  line('goodsName', { width: 160 }),
  line('barcode', { width: 120 }),
  line('unit', { width: 50 }),
  line('orderQty', { format: 'quantity', width: 90 }),
  line('receivedQty', { format: 'quantity', width: 90 }),
  line('diffQty', { format: 'quantity', width: 90 }),
  line('price', { format: 'price', width: 80 }),
  line('cost', { format: 'cost', width: 90 }),
  line('amount', { format: 'amount', width: 100 }),
  line('taxRate', { format: 'taxRate', width: 60 }),
];

/** What the page wires in: the supplier's confirmation of ticked rows or of the open document. */
export type AcceptanceActions = { confirm: (rows: Acceptance[], reload: () => void) => Promise<void> };

/** A pending acceptance may be confirmed (SPEC §4: only from status 0). */
export const CONFIRMABLE = ['0'];

/**
 * Acceptance documents (SPEC §2 /acceptance-management/acceptancedoc_query for suppliers,
 * /s/acceptance/search for the retailer with every supplier): search, server paging and sorting,
 * export, the detail with lines, previous/next and print, and the supplier's confirmation.
 */
export function acceptanceQuery(side: Side, actions: AcceptanceActions): QueryPageConfig<Acceptance> {
  const supplier = side === 'supplier';
  return {
    id: 'acceptance.documents',
    query: queryAcceptances,
    rowKey: 'sheetId',
    search,
    columns,
    collapsedCount: 4,
    selection: supplier ? 'checkbox' : undefined,
    toolbar: supplier ? [{ key: 'confirm', labelKey: 'acceptance:action.confirm', primary: true, onClick: ({ selected, reload }) => actions.confirm(selected, reload) }] : [],
    export: { fileNameKey: 'acceptance:exportFileName', server: exportAcceptances },
    detail: {
      titleKey: 'acceptance:detailTitle',
      fields: header,
      width: 1080,
      lines: { titleKey: 'acceptance:linesTitle', rowKey: 'lineNo', columns: lines, load: (row, opts) => acceptanceLines(row.sheetId, opts) },
      print: true,
      actions: supplier ? [{ key: 'confirm', labelKey: 'acceptance:action.confirm', visible: (a) => CONFIRMABLE.includes(a.status), onClick: (row, { reload }) => actions.confirm([row], reload) }] : [],
    },
  };
}
