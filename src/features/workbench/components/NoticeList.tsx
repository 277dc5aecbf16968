import { Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@/kit/useRequest';
import { noticeList } from '@/api/workbench';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { formatDate } from '@/lib/formats';
import { LIST_PAGE_SIZE, MESSAGE_ROUTES, stickyFirst, type NoticeItem, type WorkbenchSide } from '../model';
import { CompactList, notYet, type CompactRow } from './CompactList';

type Props = { side: WorkbenchSide; refreshKey: string; enabled: boolean };

/**
 * Official notices (SPEC §2): sticky ones marked and first; each opens its detail screen. Until
 * `enabled` (the to-dos have settled) it shows its placeholder and requests nothing.
 */
export function NoticeList({ side, refreshKey, enabled }: Props) {
  const { t } = useTranslation('workbench');
  const { token } = theme.useToken();
  const routes = MESSAGE_ROUTES[side];
  // Titles in the user's script (zh-HK: Traditional once the converter is in, as in the notice screens' grids).
  useServerTextConverter();
  const { data, loading, error, reload } = useRequest(
    (signal) =>
      enabled
        ? noticeList({ pageNo: 1, pageSize: LIST_PAGE_SIZE }, { signal })
        : notYet<Awaited<ReturnType<typeof noticeList>>>(),
    [refreshKey, enabled],
    { background: true },
  );

  const items: NoticeItem[] | undefined = data ? stickyFirst(data.pageData ?? []).slice(0, LIST_PAGE_SIZE) : undefined;
  const rows: CompactRow[] | undefined = items?.map((n) => {
    const date = formatDate(n.publishDate);
    const title = showServerText(n.title);
    return {
      key: String(n.id),
      to: routes.notice(n.id),
      label: [n.sticky ? t('noticeSticky') : null, title, date].filter(Boolean).join(' '),
      date,
      content: (
        <>
          {n.sticky ? (
            <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0, flex: 'none' }} data-sticky="true">
              {t('noticeSticky')}
            </Tag>
          ) : null}
          <span
            title={title}
            style={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontWeight: n.read === false ? 600 : undefined,
              color: token.colorText,
            }}
          >
            {title}
          </span>
        </>
      ),
    };
  });

  return (
    <CompactList
      testId="workbench-notices"
      title={t('noticeTitle')}
      moreTo={routes.noticeMore}
      moreLabel={t('moreNotices')}
      emptyText={t('noticeEmpty')}
      rows={rows}
      loading={loading}
      error={error}
      onRetry={reload}
    />
  );
}
