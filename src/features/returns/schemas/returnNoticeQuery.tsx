import { columnsFrom, idsOf } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import { confirmReturnNotices, exportReturnNotices, queryReturnNotices, returnNoticeLines } from '../api';
import { ReturnPolicy } from '../components/ReturnPolicy';
import type { ReturnNotice } from '../types';
import {
  GOODS_KINDS,
  NOTICE_COLUMNS,
  NOTICE_STATUSES,
  NOTICE_TONES,
  PENDING_OPTION,
  canConfirmNotice,
} from '../contract';
import { LINE_COLUMNS, sharedPresentation } from './columns';

/** The contract's columns (the export's too), each laid out here. */
const columns = columnsFrom<ReturnNotice>(NOTICE_COLUMNS, {
  ...sharedPresentation<ReturnNotice>(),
  sheetId: { width: 170, sortable: true, search: true },
  status: {
    options: NOTICE_STATUSES,
    tones: NOTICE_TONES,
    status: true,
    width: 110,
    sortable: true,
    search: { options: [PENDING_OPTION, ...NOTICE_STATUSES] },
  },
  reason: { width: 150, search: true },
  goodsKind: { options: GOODS_KINDS, width: 110, search: true },
  createDate: { format: 'date', width: 110, sortable: true, search: true },
  deadline: { format: 'date', width: 110, sortable: true },
  creator: { width: 130 },
  checker: { width: 140 },
  checkDate: { format: 'date', width: 110, sortable: true, hidden: true },
});

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
