import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema, Side } from '@/kit/schema';
import { exportReturnDocs, queryReturnDocs, returnDocLines } from '../api';
import type { ReturnDoc } from '../types';
import { docColumn, label, LINE_COLUMNS, sharedColumns } from './columns';
import { DOC_STATUSES, DOC_TONES, EXECUTABLE, PENDING, SHEET_TYPES } from './options';

const search: FieldSchema[] = [
  { name: 'sheetId', labelKey: label('docSheetId'), kind: 'input' },
  // The retailer's to-do ('return notice') opens return-sales with status=pending: returns waiting to be executed.
  { name: 'status', labelKey: label('status'), kind: 'select', options: [PENDING, ...DOC_STATUSES], only: 'retailer' },
  { name: 'status', labelKey: label('status'), kind: 'select', options: DOC_STATUSES, only: 'supplier' },
  { name: 'returnDate', labelKey: label('returnDate'), kind: 'range-picker' },
  { name: 'venderId', labelKey: label('venderId'), kind: 'input', only: 'retailer' },
  { name: 'noticeSheetId', labelKey: label('noticeSheetId'), kind: 'input' },
  { name: 'sheetType', labelKey: label('sheetType'), kind: 'select', options: SHEET_TYPES },
  { name: 'shopId', labelKey: label('shopId'), kind: 'input' },
  { name: 'createDate', labelKey: label('docDate'), kind: 'range-picker' },
];

const col = (key: keyof ReturnDoc & string, rest: Partial<Omit<ColumnSchema<ReturnDoc>, 'key'>> = {}) => docColumn<ReturnDoc>(key, rest);
const shared = sharedColumns<ReturnDoc>();
const sheetId = col('sheetId', { titleKey: label('docSheetId'), width: 170, sortable: true });
const status = col('status', { options: DOC_STATUSES, tones: DOC_TONES, status: true, width: 110, sortable: true });
const noticeSheetId = col('noticeSheetId', { width: 170, sortable: true });
const taxAmount = col('taxAmount', { format: 'amount', width: 110, sortable: true });

const columns: ColumnSchema<ReturnDoc>[] = [
  sheetId,
  shared.sheetType,
  status,
  shared.supplier,
  shared.site,
  noticeSheetId,
  shared.reason,
  shared.returnDate,
  shared.qty,
  shared.amount,
  taxAmount,
  col('createDate', { titleKey: label('docDate'), format: 'date', width: 110, sortable: true }),
  col('checker', { titleKey: label('executedBy'), width: 130 }),
  col('checkDate', { titleKey: label('executedOn'), format: 'date', width: 110, sortable: true }),
];

const header: ColumnSchema<ReturnDoc>[] = [
  sheetId,
  shared.sheetType,
  status,
  shared.supplierAlways,
  shared.site,
  noticeSheetId,
  shared.reason,
  shared.returnDate,
  shared.qty,
  shared.amount,
  taxAmount,
  shared.creator,
  col('createDate', { titleKey: label('docDate') }),
  col('checker', { titleKey: label('executedBy') }),
  col('checkDate', { titleKey: label('executedOn') }),
];

export type ReturnDocActions = { execute: (rows: ReturnDoc[], reload: () => void) => Promise<void> };

/**
 * Return documents (SPEC §2 /returndocument-management/returndoc_query for suppliers,
 * /s/reorder/return-sales for the retailer with every supplier): the returns made from confirmed
 * notices, with lines and amounts; the retailer executes the ones waiting for it.
 */
export function returnDocQuery(side: Side, actions: ReturnDocActions): QueryPageConfig<ReturnDoc> {
  const retailer = side === 'retailer';
  const execute = { key: 'execute', labelKey: 'returns:action.execute' };
  return {
    id: 'returns.documents',
    query: queryReturnDocs,
    rowKey: 'sheetId',
    search,
    columns,
    collapsedCount: 3,
    selection: retailer ? 'checkbox' : undefined,
    toolbar: retailer ? [{ ...execute, primary: true, onClick: ({ selected, reload }) => actions.execute(selected, reload) }] : [],
    export: { fileNameKey: 'returns:docExportFileName', server: exportReturnDocs },
    detail: {
      titleKey: 'returns:docDetailTitle',
      fields: header,
      width: 1040,
      lines: { titleKey: 'returns:linesTitle', rowKey: 'lineNo', columns: LINE_COLUMNS, load: (row, opts) => returnDocLines(row.sheetId, opts) },
      print: true,
      actions: retailer ? [{ ...execute, visible: (r) => EXECUTABLE.includes(r.status), onClick: (row, { reload }) => actions.execute([row], reload) }] : [],
    },
  };
}
