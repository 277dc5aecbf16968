import { field, idsOf } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, Side } from '@/kit/schema';
import { executeReturnDocs, exportReturnDocs, queryReturnDocs, returnDocLines } from '../api';
import type { ReturnDoc } from '../types';
import { DOC_STATUSES, DOC_TONES, PENDING_OPTION, canExecuteReturn } from '../contract';
import { docColumns, LINE_COLUMNS, returnsColumns } from './columns';

const col = returnsColumns<ReturnDoc>();
const shared = docColumns<ReturnDoc>();
const status = field<ReturnDoc>('status', {
  options: DOC_STATUSES,
  tones: DOC_TONES,
  status: true,
  width: 110,
  sortable: true,
});
const columns: ColumnSchema<ReturnDoc>[] = [
  col('sheetId', { titleKey: 'returns:field.docSheetId', width: 170, sortable: true, search: true }),
  shared.sheetType,
  // The retailer's to-do ('return notice') opens return-sales with status=pending: returns waiting to be executed.
  { ...status, search: { options: [PENDING_OPTION, ...DOC_STATUSES], only: 'retailer' } },
  { ...status, grid: false, detail: false, search: { only: 'supplier' } },
  shared.supplier,
  shared.site,
  col('noticeSheetId', { width: 170, sortable: true, search: true }),
  col('reason', { width: 150 }),
  shared.returnDate,
  shared.qty,
  shared.amount,
  field('taxAmount', { format: 'amount', width: 110, sortable: true }),
  field('creator', { grid: false }),
  col('createDate', { titleKey: 'returns:field.docDate', format: 'date', width: 110, sortable: true, search: true }),
  col('checker', { titleKey: 'returns:field.executedBy', width: 130 }),
  col('checkDate', { titleKey: 'returns:field.executedOn', format: 'date', width: 110, sortable: true }),
];

/**
 * Return documents (SPEC §2 /returndocument-management/returndoc_query for suppliers,
 * /s/reorder/return-sales for the retailer with every supplier): the returns made from confirmed
 * notices, with lines and amounts; the retailer executes the ones waiting for it (SPEC §4: status 0).
 */
const returnDocQuery = (side: Side): QueryPageConfig<ReturnDoc> => ({
  id: 'returns.documents',
  query: queryReturnDocs,
  rowKey: 'sheetId',
  columns,
  selection: side === 'retailer' ? 'checkbox' : undefined,
  actions: [
    {
      key: 'execute',
      labelKey: 'returns:action.execute',
      only: 'retailer',
      primary: true,
      allowed: canExecuteReturn,
      call: (rows) => executeReturnDocs(idsOf(rows, 'sheetId')),
      successKey: 'returns:message.executed',
    },
  ],
  export: { fileNameKey: 'returns:docExportFileName', server: exportReturnDocs },
  detail: {
    titleKey: 'returns:docDetailTitle',
    width: 1040,
    lines: {
      titleKey: 'returns:linesTitle',
      rowKey: 'lineNo',
      columns: LINE_COLUMNS,
      load: (row, opts) => returnDocLines(row.sheetId, opts),
    },
    print: true,
  },
});

/** Each side's screen: only the retailer ticks documents (to execute them). */
export const returnDocQueries = { supplier: returnDocQuery('supplier'), retailer: returnDocQuery('retailer') };
