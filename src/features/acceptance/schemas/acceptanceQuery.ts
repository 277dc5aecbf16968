import { columnsFrom, columnsIn, idsOf, pricedLineColumns, shopColumn, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { Side } from '@/kit/schema';
import { acceptanceLines, confirmAcceptances, exportAcceptances, queryAcceptances } from '../api';
import {
  ACCEPTANCE_COLUMNS,
  ACCEPTANCE_STATUSES,
  ACCEPTANCE_STATUS_SEARCH,
  ACCEPTANCE_TONES,
  SHEET_TYPES,
  canConfirmAcceptance,
} from '../contract';
import type { Acceptance, AcceptanceLine } from '../types';

const quantity = { format: 'quantity', width: 120, sortable: true } as const;

/** The contract's columns (the export's too), each laid out here. */
const columns = columnsFrom<Acceptance>(ACCEPTANCE_COLUMNS, {
  sheetId: { width: 170, sortable: true, search: true },
  sheetType: { options: SHEET_TYPES, width: 130, search: true },
  status: {
    options: ACCEPTANCE_STATUSES,
    tones: ACCEPTANCE_TONES,
    status: true,
    width: 110,
    sortable: true,
    search: { options: ACCEPTANCE_STATUS_SEARCH },
  },
  venderId: supplierColumn<Acceptance>({ only: 'retailer', detail: 'bothSides' }),
  shopId: shopColumn<Acceptance>({ width: 200 }),
  orderSheetId: { width: 170, sortable: true, search: true },
  receiptDate: { format: 'date', width: 110, sortable: true, search: true },
  orderQty: quantity,
  receivedQty: quantity,
  diffQty: { ...quantity, sortable: false },
  amount: { format: 'amount', width: 120, sortable: true },
  taxAmount: { format: 'amount', width: 120, sortable: true },
  creator: { width: 120 },
  createDate: { format: 'date', width: 110, sortable: true, hidden: true, search: true },
  checker: { width: 140 },
  checkDate: { format: 'date', width: 110, sortable: true },
});

const lineCol = columnsIn<AcceptanceLine>('acceptance:field', { format: 'quantity', width: 90 });

/** Lines: ordered and received quantities and their difference, on each priced goods line. */
const lines = pricedLineColumns<AcceptanceLine>(
  ['orderQty', 'receivedQty', 'diffQty'].map((key) => lineCol(key)),
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
      allowed: canConfirmAcceptance,
      call: (rows) => confirmAcceptances(idsOf(rows, 'sheetId')),
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
