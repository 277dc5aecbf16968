import { columnsIn, idsOf } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import { RichText } from '@/kit/richtext';
import type { ColumnSchema } from '@/kit/schema';
import { pinContents, publishContents, queryContents, restoreContents, withdrawContents } from '../api';
import {
  CONTENT_KINDS,
  CONTENT_STATUSES,
  CONTENT_TONES,
  PUBLISH_RIGHT,
  YES_NO,
  CONTENT_ALLOWS,
  type ContentAction,
} from '../contract';
import type { ContentPage, PortalContent } from '../types';

const col = columnsIn<PortalContent>('portalContent:field');

const columns: ColumnSchema<PortalContent>[] = [
  col('contentId', { width: 120 }),
  col('title', { width: 280, search: true }),
  col('kind', { options: CONTENT_KINDS, width: 100, search: true }),
  col('status', { options: CONTENT_STATUSES, tones: CONTENT_TONES, status: true, width: 100, search: true }),
  col('sticky', { options: YES_NO, value: (r) => String(r.sticky), width: 80 }),
  col('creator', { width: 100 }),
  col('updateTime', { sortable: true, width: 160 }),
  col('publisher', { width: 100 }),
  col('publishTime', { sortable: true, width: 160 }),
];

const ids = (rows: PortalContent[]) => idsOf(rows, 'contentId');

/** A publisher's move on ticked items (toolbar) or one item (row, detail), by its contract predicate; the server refuses others with B0400. */
const move = (key: ContentAction, rest: Partial<DocumentAction<PortalContent>>): DocumentAction<PortalContent> => ({
  key,
  labelKey: `portalContent:action.${key}`,
  right: PUBLISH_RIGHT,
  allowed: CONTENT_ALLOWS[key],
  emptyKey: 'portalContent:selectFirst',
  refusedKey: 'errors:selectionNotEligible',
  places: ['toolbar', 'row', 'detail'],
  ...rest,
});

type Editor = DocumentAction<PortalContent>['dialog'];

/**
 * The banners and dynamic items of one portal page (SPEC §2 login page / index content page, §7
 * lists and saves): drafts (and withdrawn items, which become drafts again) are written and edited
 * in the rich text editor, publishers publish them
 * (sticky or not), pin or unpin published ones, withdraw and restore them.
 */
export const contentQuery = (page: ContentPage, editor: Editor): QueryPageConfig<PortalContent> => ({
  id: `portalContent.${page}`,
  query: queryContents,
  params: { page },
  rowKey: 'contentId',
  columns,
  selection: 'checkbox',
  actions: [
    { key: 'add', labelKey: 'portalContent:action.add', rows: false, primary: true, dialog: editor },
    {
      key: 'edit',
      labelKey: 'portalContent:action.edit',
      // A withdrawn item is corrected here and becomes a draft again; a published one is withdrawn first.
      allowed: CONTENT_ALLOWS.edit,
      refusedKey: 'errors:selectionNotEligible',
      places: ['row', 'detail'],
      dialog: editor,
    },
    move('publish', {
      primary: true,
      form: {
        titleKey: 'portalContent:publishTitle',
        okKey: 'portalContent:action.publish',
        fields: [
          {
            name: 'sticky',
            labelKey: 'portalContent:field.sticky',
            kind: 'radio-group',
            options: YES_NO,
            defaultValue: 'false',
            required: true,
          },
        ],
      },
      call: (rows, v) => publishContents(ids(rows), v.sticky === 'true'),
      successKey: 'portalContent:published',
    }),
    move('withdraw', {
      danger: true,
      confirmKey: 'portalContent:withdrawAsk',
      call: (rows) => withdrawContents(ids(rows)),
      successKey: 'portalContent:withdrawn',
    }),
    move('pin', {
      confirmKey: 'portalContent:pinAsk',
      call: (rows) => pinContents(ids(rows), true),
      successKey: 'portalContent:pinned',
    }),
    move('unpin', {
      confirmKey: 'portalContent:unpinAsk',
      call: (rows) => pinContents(ids(rows), false),
      successKey: 'portalContent:unpinned',
    }),
    move('restore', {
      confirmKey: 'portalContent:restoreAsk',
      call: (rows) => restoreContents(ids(rows)),
      successKey: 'portalContent:restored',
    }),
  ],
  detail: {
    titleKey: 'portalContent:detailTitle',
    width: 860,
    extra: (row) => <RichText html={row.body} />,
  },
});
