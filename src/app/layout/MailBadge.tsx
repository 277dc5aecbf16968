import { useEffect } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { useTranslation } from 'react-i18next';
import { useShellNavigate } from '../routing/useShellNavigate';
import type { SessionUser } from '@/api/types';
import { useMailUnread } from '@/stores/mailUnread';

/** Header badge: the inbox unread count (features/mail keeps it current); opens the inbox. */
export function MailBadge({ user }: { user: SessionUser }) {
  const { t } = useTranslation('mail');
  const navigate = useShellNavigate();
  const count = useMailUnread((s) => s.count) ?? 0;
  const refresh = useMailUnread((s) => s.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh, user.account]);
  const label = count ? `${t('title')}, ${t('unreadCount', { count })}` : t('title');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        data-testid="mail-unread-badge"
        onClick={() => navigate(user.userType === 1 ? '/s/message/email' : '/message/email/inbox')}
      >
        <Badge count={count} size="small" offset={[4, -2]}>
          <MailOutlined />
        </Badge>
      </Button>
    </Tooltip>
  );
}
