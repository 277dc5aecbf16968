import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Badge, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerText } from '@/i18n/serverText';
import { formatDate } from '@/lib/formats';
import { MESSAGE_ROUTES, type InboxItem, type WorkbenchSide } from '../model';
import type { CompactRow } from './CompactList';
import { LatestList, ellipsis } from './LatestList';
import { useBelowTodos } from '../useBelowTodos';

type Props = { side: WorkbenchSide; refreshKey: string; enabled: boolean; drawn: boolean };

/** Latest inbox mail (SPEC §2): unread marked; each opens the mail in the inbox screen. */
export function InboxList({ side, refreshKey, enabled, drawn }: Props) {
  const { t } = useTranslation('workbench');
  const { token } = theme.useToken();
  const routes = MESSAGE_ROUTES[side];
  const request = useBelowTodos('inboxList', refreshKey, enabled);
  const row = (m: InboxItem): CompactRow => {
    const unread = Number(m.readStatus) === 0;
    const date = formatDate(m.receiveTime);
    const title = showServerText(m.title);
    const sender = showServerText(m.sender ?? '');
    return {
      key: String(m.emailId),
      to: routes.mail(m.emailId),
      label: [unread ? t('inboxUnread') : null, title, sender, m.hasAttachment ? t('inboxAttachment') : null, date]
        .filter(Boolean)
        .join(' '),
      date,
      content: (
        <>
          <span style={{ flex: 'none', width: 8, display: 'inline-flex' }} data-unread={unread ? 'true' : undefined}>
            {unread ? <Badge color={token.colorPrimary} /> : null}
          </span>
          <span
            title={title}
            style={{
              ...ellipsis,
              fontWeight: unread ? 600 : undefined,
              color: unread ? token.colorText : token.colorTextSecondary,
            }}
          >
            {title}
          </span>
          {m.hasAttachment ? (
            <PaperClipOutlined aria-hidden style={{ flex: 'none', color: token.colorTextTertiary }} />
          ) : null}
          {sender ? (
            <span style={{ ...ellipsis, flex: 'none', maxWidth: 120, color: token.colorTextTertiary }}>{sender}</span>
          ) : null}
        </>
      ),
    };
  };

  return (
    <LatestList
      testId="workbench-inbox"
      title={t('inboxTitle')}
      moreTo={routes.mailMore}
      moreLabel={t('moreMail')}
      emptyText={t('inboxEmpty')}
      request={request}
      drawn={drawn}
      row={row}
    />
  );
}
