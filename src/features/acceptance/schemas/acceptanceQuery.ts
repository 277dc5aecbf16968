import { field, pricedLineColumns, shopColumn, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, Side, StatusTone } from '@/kit/schema';
import { acceptanceLines, confirmAcceptances, exportAcceptances, queryAcceptances } from '../api';
import type { Acceptance, AcceptanceLine } from '../types';

/** Statuses: 0 to be confirmed by the supplier, 1 confirmed. */
export const ACCEPTANCE_STATUSES: FieldOption[] = ['0', '1'].map((value) => ({
  value,
  labelKey: `acceptance:status.${value}`,
}));
export const ACCEPTANCE_TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success' };
/** Document types: 1 store receipt, 2 DC receipt. */
const SHEET_TYPES: FieldOption[] = ['1', '2'].map((value) => ({ value, labelKey: `acceptance:sheetType.${value}` }));
/** The workbench to-do opens the screen with status=pending (the pending statuses of the caller's side). */
const PENDING: FieldOption = { value: 'pending', labelKey: 'acceptance:status.pending' };

/** A column with the acceptance's own label (acceptance:field.<key>). */
const col = <T = Acceptance>(key: string, rest: Partial<ColumnSchema<T>> = {}) =>
  field<T>(key, { titleKey: `acceptance:field.${key}`, ...rest });
const quantity = (key: string, sortable = true) => col(key, { format: 'quantity', width: 120, sortable });

const columns: ColumnSchema<Acceptance>[] = [
  col('sheetId', { width: 170, sortable: true, search: true }),
  field('sheetType', { options: SHEET_TYPES, width: 130, search: true }),
  field('status', {
    options: ACCEPTANCE_STATUSES,
    tones: ACCEPTANCE_TONES,
    status: true,
    width: 110,
    sortable: true,
    search: { options: [PENDING, ...ACCEPTANCE_STATUSES] },
  }),
  supplierColumn<Acceptance>({ only: 'retailer', detail: 'bothSides' }),
  shopColumn<Acceptance>({ width: 200 }),
  col('orderSheetId', { width: 170, sortable: true, search: true }),
  col('receiptDate', { format: 'date', width: 110, sortable: true, search: true }),
  quantity('orderQty'),
  quantity('receivedQty'),
  quantity('diffQty', false),
  col('amount', { format: 'amount', width: 120, sortable: true }),
  field('taxAmount', { format: 'amount', width: 120, sortable: true }),
  field('creator', { width: 120 }),
  field('createDate', { format: 'date', width: 110, sortable: true, hidden: true, search: true }),
  col('checker', { width: 140 }),
  col('checkDate', { format: 'date', width: 110, sortable: true }),
];

/** Lines: ordered and received quantities and their difference, on each priced goods line. */
const lines = pricedLineColumns<AcceptanceLine>(
  ['orderQty', 'receivedQty', 'diffQty'].map((key) => col<AcceptanceLine>(key, { format: 'quantity', width: 90 })),
  'acceptance:field.amount',
);

/**
 * Acceptance documents (SPEC §2 /acceptance-management/acceptancedoc_query for suppliers,
 * /s/acceptance/search for the retailer with every supplier): search, server paging and sorting,
 * export, the detail with lines, previous/next and print, and the supplier's confirmation of
 * pending documents (SPEC §4: only from status 0; the server refuses others with B0400).
 */
const acceptanceQuery = (side: Side): QueryPageConfig<Acceptance> => ({
  id: 'acceptance.documents',
  query: queryAcceptances,
  rowKey: 'sheetId',
  columns,
  collapsedCount: 4,
  selection: side === 'supplier' ? 'checkbox' : undefined,
  actions: [
    {
      key: 'confirm',
      labelKey: 'acceptance:action.confirm',
      only: 'supplier',
      primary: true,
      allowed: (a) => a.status === '0',
      call: (rows) => confirmAcceptances(rows.map((a) => a.sheetId)),
      successKey: 'acceptance:message.confirmed',
    },
  ],
  export: { fileNameKey: 'acceptance:exportFileName', server: exportAcceptances },
  detail: {
    titleKey: 'acceptance:detailTitle',
    width: 1080,
    lines: {
      titleKey: 'acceptance:linesTitle',
      rowKey: 'lineNo',
      columns: lines,
      load: (row, opts) => acceptanceLines(row.sheetId, opts),
    },
    print: true,
  },
});

/** Each side's screen: only the supplier ticks documents (to confirm them). */
export const acceptanceQueries = { supplier: acceptanceQuery('supplier'), retailer: acceptanceQuery('retailer') };
