import { field, idsOf } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { confirmReturnNotices, exportReturnNotices, queryReturnNotices, returnNoticeLines } from '../api';
import { ReturnPolicy } from '../components/ReturnPolicy';
import type { ReturnNotice } from '../types';
import { GOODS_KINDS, NOTICE_STATUSES, NOTICE_TONES, PENDING_OPTION, canConfirmNotice } from '../contract';
import { docColumns, LINE_COLUMNS, returnsColumns } from './columns';

const col = returnsColumns<ReturnNotice>();
const shared = docColumns<ReturnNotice>();
const columns: ColumnSchema<ReturnNotice>[] = [
  col('sheetId', { titleKey: 'returns:field.noticeSheetId', width: 170, sortable: true, search: true }),
  shared.sheetType,
  field('status', {
    options: NOTICE_STATUSES,
    tones: NOTICE_TONES,
    status: true,
    width: 110,
    sortable: true,
    search: { options: [PENDING_OPTION, ...NOTICE_STATUSES] },
  }),
  shared.supplier,
  shared.site,
  col('reason', { width: 150, search: true }),
  col('goodsKind', { options: GOODS_KINDS, width: 110, search: true }),
  col('createDate', { titleKey: 'returns:field.noticeDate', format: 'date', width: 110, sortable: true, search: true }),
  shared.returnDate,
  col('deadline', { format: 'date', width: 110, sortable: true }),
  shared.qty,
  shared.amount,
  field('creator', { width: 130 }),
  col('checker', { titleKey: 'returns:field.confirmedBy', width: 140 }),
  col('checkDate', { titleKey: 'returns:field.confirmedOn', format: 'date', width: 110, sortable: true, hidden: true }),
];

/**
 * Return notices (SPEC §2 /returndocument-management/returnnoticedoc_query): the supplier's
 * notices with the SPEC §9 return policy in the detail and on the print; the supplier confirms
 * pending ones (SPEC §4: status 0), each getting its return document.
 */
export const returnNoticeQuery: QueryPageConfig<ReturnNotice> = {
  id: 'returns.notices',
  query: queryReturnNotices,
  rowKey: 'sheetId',
  columns,
  selection: 'checkbox',
  actions: [
    {
      key: 'confirm',
      labelKey: 'returns:action.confirm',
      only: 'supplier',
      primary: true,
      allowed: canConfirmNotice,
      call: (rows) => confirmReturnNotices(idsOf(rows, 'sheetId')),
      successKey: 'returns:message.confirmed',
    },
  ],
  export: { fileNameKey: 'returns:noticeExportFileName', server: exportReturnNotices },
  detail: {
    titleKey: 'returns:noticeDetailTitle',
    width: 1040,
    lines: {
      titleKey: 'returns:linesTitle',
      rowKey: 'lineNo',
      columns: LINE_COLUMNS,
      load: (row, opts) => returnNoticeLines(row.sheetId, opts),
    },
    print: true,
    extra: (row) => <ReturnPolicy notice={row} />,
  },
};
