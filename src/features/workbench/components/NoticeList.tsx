import { Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerText } from '@/i18n/serverText';
import { formatDate } from '@/lib/formats';
import { MESSAGE_ROUTES, stickyFirst, type NoticeItem, type WorkbenchSide } from '../model';
import type { CompactRow } from './CompactList';
import { LatestList, ellipsis } from './LatestList';
import { useBelowTodos } from '../useBelowTodos';

type Props = { side: WorkbenchSide; refreshKey: string; enabled: boolean; drawn: boolean };

/** Official notices (SPEC §2): sticky ones marked and first; each opens its detail screen. */
export function NoticeList({ side, refreshKey, enabled, drawn }: Props) {
  const { t } = useTranslation('workbench');
  const { token } = theme.useToken();
  const routes = MESSAGE_ROUTES[side];
  const request = useBelowTodos('noticeList', refreshKey, enabled);
  const row = (n: NoticeItem): CompactRow => {
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
            style={{ ...ellipsis, fontWeight: n.read === false ? 600 : undefined, color: token.colorText }}
          >
            {title}
          </span>
        </>
      ),
    };
  };

  return (
    <LatestList
      testId="workbench-notices"
      title={t('noticeTitle')}
      moreTo={routes.noticeMore}
      moreLabel={t('moreNotices')}
      emptyText={t('noticeEmpty')}
      request={request}
      drawn={drawn}
      order={stickyFirst}
      row={row}
    />
  );
}
