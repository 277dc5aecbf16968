import { columnsFrom, field, idsOf } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, Side } from '@/kit/schema';
import { executeReturnDocs, exportReturnDocs, queryReturnDocs, returnDocLines } from '../api';
import type { ReturnDoc } from '../types';
import { DOC_COLUMNS, DOC_STATUSES, DOC_TONES, PENDING_OPTION, canExecuteReturn } from '../contract';
import { LINE_COLUMNS, sharedPresentation } from './columns';

const status: Partial<ColumnSchema<ReturnDoc>> = {
  options: DOC_STATUSES,
  tones: DOC_TONES,
  status: true,
  width: 110,
  sortable: true,
};
/** The contract's grid columns (the export's too), each laid out here. */
const gridColumns = columnsFrom<ReturnDoc>(DOC_COLUMNS, {
  ...sharedPresentation<ReturnDoc>(),
  sheetId: { width: 170, sortable: true, search: true },
  // The retailer's to-do ('return notice') opens return-sales with status=pending: returns waiting to be executed.
  status: { ...status, search: { options: [PENDING_OPTION, ...DOC_STATUSES], only: 'retailer' } },
  noticeSheetId: { width: 170, sortable: true, search: true },
  reason: { width: 150 },
  taxAmount: { format: 'amount', width: 110, sortable: true },
  createDate: { format: 'date', width: 110, sortable: true, search: true },
  checker: { width: 130 },
  checkDate: { format: 'date', width: 110, sortable: true },
});
/** Not grid columns (so not exported): the supplier's status search after the status, the creator in the detail. */
const columns: ColumnSchema<ReturnDoc>[] = gridColumns.flatMap((c) => {
  if (c.key === 'status') return [c, { ...c, grid: false, detail: false, search: { only: 'supplier' } }];
  if (c.key === 'createDate') return [field<ReturnDoc>('creator', { grid: false }), c];
  return [c];
});

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
