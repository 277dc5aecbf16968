import { PaperClipOutlined } from '@ant-design/icons';
import { Badge, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@/kit/useRequest';
import { inboxList } from '@/api/workbench';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { formatDate } from '@/lib/formats';
import { LIST_PAGE_SIZE, MESSAGE_ROUTES, type InboxItem, type WorkbenchSide } from '../model';
import { CompactList, notYet, type CompactRow } from './CompactList';

type Props = { side: WorkbenchSide; refreshKey: string; enabled: boolean };

/**
 * Latest inbox mail (SPEC §2): unread marked; each opens the mail in the inbox screen. Until
 * `enabled` (the to-dos have settled) it shows its placeholder and requests nothing.
 */
export function InboxList({ side, refreshKey, enabled }: Props) {
  const { t } = useTranslation('workbench');
  const { token } = theme.useToken();
  const routes = MESSAGE_ROUTES[side];
  // Titles and senders in the user's script (zh-HK: Traditional once the converter is in, as in the mail grids).
  useServerTextConverter();
  const { data, loading, error, reload } = useRequest(
    (signal) =>
      enabled
        ? inboxList({ pageNo: 1, pageSize: LIST_PAGE_SIZE }, { signal })
        : notYet<Awaited<ReturnType<typeof inboxList>>>(),
    [refreshKey, enabled],
    { background: true },
  );

  const items: InboxItem[] | undefined = data ? (data.pageData ?? []).slice(0, LIST_PAGE_SIZE) : undefined;
  const rows: CompactRow[] | undefined = items?.map((m) => {
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
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
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
            <span
              style={{
                flex: 'none',
                maxWidth: 120,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                color: token.colorTextTertiary,
              }}
            >
              {sender}
            </span>
          ) : null}
        </>
      ),
    };
  });

  return (
    <CompactList
      testId="workbench-inbox"
      title={t('inboxTitle')}
      moreTo={routes.mailMore}
      moreLabel={t('moreMail')}
      emptyText={t('inboxEmpty')}
      rows={rows}
      loading={loading}
      error={error}
      onRetry={reload}
    />
  );
}
