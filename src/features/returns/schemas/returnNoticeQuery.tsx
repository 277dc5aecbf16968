import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema, Side } from '@/kit/schema';
import { exportReturnNotices, queryReturnNotices, returnNoticeLines } from '../api';
import { ReturnPolicy } from '../components/ReturnPolicy';
import type { ReturnNotice } from '../types';
import { docColumn, label, LINE_COLUMNS, sharedColumns } from './columns';
import { CONFIRMABLE, GOODS_KINDS, NOTICE_STATUSES, NOTICE_TONES, PENDING, SHEET_TYPES } from './options';

const search: FieldSchema[] = [
  { name: 'sheetId', labelKey: label('noticeSheetId'), kind: 'input' },
  { name: 'status', labelKey: label('status'), kind: 'select', options: [PENDING, ...NOTICE_STATUSES] },
  { name: 'createDate', labelKey: label('noticeDate'), kind: 'range-picker' },
  { name: 'venderId', labelKey: label('venderId'), kind: 'input', only: 'retailer' },
  { name: 'returnDate', labelKey: label('returnDate'), kind: 'range-picker' },
  { name: 'sheetType', labelKey: label('sheetType'), kind: 'select', options: SHEET_TYPES },
  { name: 'goodsKind', labelKey: label('goodsKind'), kind: 'select', options: GOODS_KINDS },
  { name: 'shopId', labelKey: label('shopId'), kind: 'input' },
  { name: 'reason', labelKey: label('reason'), kind: 'input' },
];

const col = (key: keyof ReturnNotice & string, rest: Partial<Omit<ColumnSchema<ReturnNotice>, 'key'>> = {}) => docColumn<ReturnNotice>(key, rest);
const shared = sharedColumns<ReturnNotice>();
const sheetId = col('sheetId', { titleKey: label('noticeSheetId'), width: 170, sortable: true });
const status = col('status', { options: NOTICE_STATUSES, tones: NOTICE_TONES, status: true, width: 110, sortable: true });
const goodsKind = col('goodsKind', { options: GOODS_KINDS, width: 110 });
const deadline = col('deadline', { format: 'date', width: 110, sortable: true });
const createDate = col('createDate', { titleKey: label('noticeDate'), format: 'date', width: 110, sortable: true });

const columns: ColumnSchema<ReturnNotice>[] = [
  sheetId,
  shared.sheetType,
  status,
  shared.supplier,
  shared.site,
  shared.reason,
  goodsKind,
  createDate,
  shared.returnDate,
  deadline,
  shared.qty,
  shared.amount,
  shared.creator,
  col('checker', { titleKey: label('confirmedBy'), width: 140 }),
  col('checkDate', { titleKey: label('confirmedOn'), format: 'date', width: 110, sortable: true, hidden: true }),
];

const header: ColumnSchema<ReturnNotice>[] = [
  sheetId,
  shared.sheetType,
  status,
  shared.supplierAlways,
  shared.site,
  shared.reason,
  goodsKind,
  col('createDate', { titleKey: label('noticeDate') }),
  shared.returnDate,
  deadline,
  shared.qty,
  shared.amount,
  shared.creator,
  col('checker', { titleKey: label('confirmedBy') }),
  col('checkDate', { titleKey: label('confirmedOn') }),
];

export type ReturnNoticeActions = { confirm: (rows: ReturnNotice[], reload: () => void) => Promise<void> };

/**
 * Return notices (SPEC §2 /returndocument-management/returnnoticedoc_query): the supplier's
 * notices with the SPEC §9 return policy in the detail and on the print, confirmed by the supplier.
 */
export function returnNoticeQuery(side: Side, actions: ReturnNoticeActions): QueryPageConfig<ReturnNotice> {
  const supplier = side === 'supplier';
  return {
    id: 'returns.notices',
    query: queryReturnNotices,
    rowKey: 'sheetId',
    search,
    columns,
    collapsedCount: 3,
    selection: supplier ? 'checkbox' : undefined,
    toolbar: supplier ? [{ key: 'confirm', labelKey: 'returns:action.confirm', primary: true, onClick: ({ selected, reload }) => actions.confirm(selected, reload) }] : [],
    export: { fileNameKey: 'returns:noticeExportFileName', server: exportReturnNotices },
    detail: {
      titleKey: 'returns:noticeDetailTitle',
      fields: header,
      width: 1040,
      lines: { titleKey: 'returns:linesTitle', rowKey: 'lineNo', columns: LINE_COLUMNS, load: (row, opts) => returnNoticeLines(row.sheetId, opts) },
      print: true,
      extra: (row) => <ReturnPolicy notice={row} />,
      actions: supplier ? [{ key: 'confirm', labelKey: 'returns:action.confirm', visible: (r) => CONFIRMABLE.includes(r.status), onClick: (row, { reload }) => actions.confirm([row], reload) }] : [],
    },
  };
}
