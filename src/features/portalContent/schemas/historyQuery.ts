import { columnsIn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import { queryHistory } from '../api';
import { CONTENT_KINDS, CONTENT_PAGES, HISTORY_ACTIONS, YES_NO } from '../contract';
import type { ContentHistory } from '../types';

const col = columnsIn<ContentHistory>('portalContent:field');

/** SPEC §2 alldynamic history: every change of the portal's content, with its author and time, newest first. */
export const historyQuery: QueryPageConfig<ContentHistory> = {
  id: 'portalContent.history',
  query: queryHistory,
  rowKey: 'historyId',
  columns: [
    col('operateTime', {
      width: 170,
      search: { kind: 'range-picker', rangeNames: ['operateTimeStart', 'operateTimeEnd'], order: 5 },
    }),
    col('action', { options: HISTORY_ACTIONS, width: 100, search: true }),
    col('operator', { width: 110, search: true }),
    col('contentId', { width: 120, search: true }),
    col('title', { width: 280, search: true }),
    col('page', { options: CONTENT_PAGES, width: 110, search: true }),
    col('kind', { options: CONTENT_KINDS, width: 100 }),
    col('sticky', { options: YES_NO, value: (r) => String(r.sticky), width: 80 }),
  ],
  export: { fileNameKey: 'portalContent:historyFileName' },
};
