import { Badge, Space, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { MaybeLink } from '@/kit/MaybeLink';
import type { ReactNode } from 'react';
import type { ActionDialogProps, DocumentAction, QueryPageConfig } from '@/kit/query';
import { columnsIn, idsOf } from '@/kit/columns';
import type { Side } from '@/kit/schema';
import { deleteNotices, queryNotices, sendNotices } from '../api';
import {
  AUDIENCES,
  NOTICE_STATUSES,
  NOTICE_TONES,
  PUBLISH_RIGHT,
  canDeleteNotice,
  canEditNotice,
  canSendNotice,
  isUnreadNotice,
} from '../contract';
import type { Notice } from '../types';

/** The detail screen of a notice on each side. */
export const noticePath = (side: Side, id: string) =>
  `${side === 'retailer' ? '/s' : ''}/message/ndetail/${encodeURIComponent(id)}`;

/** The title cell: unread dot, sticky and draft markers, a link to the notice. */
function TitleCell({ notice, side }: { notice: Notice; side: Side }) {
  const { t } = useTranslation('notices');
  useServerTextConverter();
  return (
    <Space size={4}>
      {isUnreadNotice(notice) && (
        <span role="img" aria-label={t('marker.unread')} title={t('marker.unread')}>
          <Badge status="processing" />
        </span>
      )}
      {notice.sticky && (
        <Tag color="blue" variant="filled">
          {t('marker.sticky')}
        </Tag>
      )}
      <MaybeLink to={noticePath(side, notice.id)} style={notice.read ? undefined : { fontWeight: 600 }}>
        {showServerText(notice.title)}
      </MaybeLink>
    </Space>
  );
}

/** Publishers act on drafts only (SPEC §4: a sent notice stays as it is): each action by its contract predicate. */
const onDrafts = (allowed: (n: Notice) => boolean) => ({
  right: PUBLISH_RIGHT,
  allowed,
  emptyKey: 'notices:message.draftsOnly',
  refusedKey: 'notices:message.draftsOnly',
});
/** Sends drafts after a confirmation; the notice detail offers it too. */
export const SEND_DRAFTS: DocumentAction<Notice> = {
  key: 'send',
  labelKey: 'notices:action.send',
  ...onDrafts(canSendNotice),
  confirmKey: 'notices:confirm.sendTitle',
  confirmTextKey: 'notices:confirm.send',
  confirmOkKey: 'notices:action.send',
  call: (rows) => sendNotices(idsOf(rows, 'id')),
  successKey: 'notices:message.sent',
};
type Editor = (props: ActionDialogProps<Notice> & { noticeId: string | null }) => ReactNode;

/**
 * Official notices (SPEC §2 /message/notice, /s/message/notice; §3 document no, title, publisher,
 * publish date, modify date, readers count). Sticky notices stay on top (the server keeps them
 * there whatever the order). Publishers (notice:publish) add, edit, send and delete drafts.
 */
export function noticeQuery(side: Side, editor: Editor): QueryPageConfig<Notice> {
  const col = columnsIn<Notice>('notices:field');
  return {
    id: 'notices.list',
    query: queryNotices,
    rowKey: 'id',
    columns: [
      col('docNo', { width: 150, search: { order: 1 } }),
      col('title', { width: 380, render: (n) => <TitleCell notice={n} side={side} />, search: { order: 0 } }),
      col('publisher', { width: 130 }),
      col('publishDate', { format: 'date', sortable: true, width: 120, search: { order: 2 } }),
      col('modifyDate', { format: 'date', sortable: true, width: 120 }),
      col('readers', { sortable: true, width: 100 }),
      col('audience', { options: AUDIENCES, width: 120, only: 'retailer' }),
      col('status', {
        options: NOTICE_STATUSES,
        tones: NOTICE_TONES,
        status: true,
        width: 100,
        only: 'retailer',
        search: { order: 3 },
      }),
    ],
    selection: side === 'retailer' ? 'checkbox' : undefined,
    actions: [
      {
        key: 'add',
        labelKey: 'notices:action.add',
        right: PUBLISH_RIGHT,
        primary: true,
        icon: <PlusOutlined />,
        rows: false,
        dialog: (p) => editor({ ...p, noticeId: null }),
      },
      {
        key: 'edit',
        labelKey: 'notices:action.edit',
        ...onDrafts(canEditNotice),
        places: ['row'],
        dialog: (p) => editor({ ...p, noticeId: p.rows[0].id }),
      },
      { ...SEND_DRAFTS, places: ['toolbar', 'row'] },
      {
        key: 'delete',
        labelKey: 'notices:action.delete',
        ...onDrafts(canDeleteNotice),
        danger: true,
        places: ['toolbar', 'row'],
        confirmKey: 'notices:confirm.deleteTitle',
        confirmTextKey: 'notices:confirm.delete',
        confirmOkKey: 'notices:action.delete',
        call: (rows) => deleteNotices(idsOf(rows, 'id')),
        successKey: 'notices:message.deleted',
      },
    ],
  };
}
