import { Badge, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MaybeLink } from '@/kit/MaybeLink';
import type { ActionContext, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, Side, StatusTone } from '@/kit/schema';
import { queryNotices } from '../api';
import type { Notice } from '../types';

export const PUBLISH_RIGHT = 'notice:publish';

/** SPEC §4: 1 draft, 2 sent. */
export const NOTICE_STATUSES: FieldOption[] = ['1', '2'].map((value) => ({ value, labelKey: `notices:status.${value}` }));
const STATUS_TONES: Record<string, StatusTone> = { '1': 'warning', '2': 'success' };
export const AUDIENCES: FieldOption[] = ['all', 'supplier', 'retailer'].map((value) => ({ value, labelKey: `notices:audience.${value}` }));

/** The detail screen of a notice on each side. */
export const noticePath = (side: Side, id: string) => `${side === 'retailer' ? '/s' : ''}/message/ndetail/${encodeURIComponent(id)}`;

const label = (name: string) => `notices:field.${name}`;

const search: FieldSchema[] = [
  { name: 'title', labelKey: label('title'), kind: 'input' },
  { name: 'docNo', labelKey: label('docNo'), kind: 'input' },
  { name: 'publishDate', labelKey: label('publishDate'), kind: 'range-picker' },
  { name: 'status', labelKey: label('status'), kind: 'select', options: NOTICE_STATUSES, only: 'retailer' },
];

/** The title cell: unread dot, sticky and draft markers, a link to the notice. */
function TitleCell({ notice, side }: { notice: Notice; side: Side }) {
  const { t } = useTranslation('notices');
  return (
    <Space size={4}>
      {!notice.read && notice.status === '2' && (
        <span role="img" aria-label={t('marker.unread')} title={t('marker.unread')}>
          <Badge status="processing" />
        </span>
      )}
      {notice.sticky && <Tag color="blue" variant="filled">{t('marker.sticky')}</Tag>}
      <MaybeLink to={noticePath(side, notice.id)} style={notice.read ? undefined : { fontWeight: 600 }}>
        {notice.title}
      </MaybeLink>
    </Space>
  );
}

export type NoticeActions = {
  add: (ctx: ActionContext<Notice>) => void;
  edit: (row: Notice, ctx: ActionContext<Notice>) => void;
  send: (rows: Notice[], ctx: ActionContext<Notice>) => void;
  remove: (rows: Notice[], ctx: ActionContext<Notice>) => void;
};

const isDraft = (n: Notice) => n.status === '1';

/**
 * Official notices (SPEC §2 /message/notice, /s/message/notice; §3 document no, title, publisher,
 * publish date, modify date, readers count). Sticky notices stay on top (the server keeps them
 * there whatever the order). Publishers (notice:publish) add, edit, send and delete drafts.
 */
export function noticeQuery(side: Side, actions: NoticeActions): QueryPageConfig<Notice> {
  const columns: ColumnSchema<Notice>[] = [
    { key: 'docNo', titleKey: label('docNo'), width: 150 },
    { key: 'title', titleKey: label('title'), width: 380, render: (n) => <TitleCell notice={n} side={side} /> },
    { key: 'publisher', titleKey: label('publisher'), width: 130 },
    { key: 'publishDate', titleKey: label('publishDate'), format: 'date', sortable: true, width: 120 },
    { key: 'modifyDate', titleKey: label('modifyDate'), format: 'date', sortable: true, width: 120 },
    { key: 'readers', titleKey: label('readers'), sortable: true, width: 100 },
    { key: 'audience', titleKey: label('audience'), options: AUDIENCES, width: 120, only: 'retailer' },
    { key: 'status', titleKey: label('status'), options: NOTICE_STATUSES, tones: STATUS_TONES, status: true, width: 100, only: 'retailer' },
  ];
  return {
    id: 'notices.list',
    query: queryNotices,
    rowKey: 'id',
    search,
    columns,
    autoQuery: true,
    selection: side === 'retailer' ? 'checkbox' : undefined,
    toolbar: [
      { key: 'add', labelKey: 'notices:action.add', right: PUBLISH_RIGHT, primary: true, icon: <PlusOutlined />, onClick: actions.add },
      { key: 'send', labelKey: 'notices:action.send', right: PUBLISH_RIGHT, needsSelection: true, onClick: (ctx) => actions.send(ctx.selected, ctx) },
      { key: 'delete', labelKey: 'notices:action.delete', right: PUBLISH_RIGHT, needsSelection: true, danger: true, onClick: (ctx) => actions.remove(ctx.selected, ctx) },
    ],
    rowActions: [
      { key: 'edit', labelKey: 'notices:action.edit', right: PUBLISH_RIGHT, visible: isDraft, onClick: actions.edit },
      { key: 'send', labelKey: 'notices:action.send', right: PUBLISH_RIGHT, visible: isDraft, onClick: (row, ctx) => actions.send([row], ctx) },
      { key: 'delete', labelKey: 'notices:action.delete', right: PUBLISH_RIGHT, visible: isDraft, danger: true, onClick: (row, ctx) => actions.remove([row], ctx) },
    ],
  };
}
