import { Badge, Button, Space, Tag, Tooltip } from 'antd';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { isUnread } from '../contract';
import type { MailItem } from '../types';

/** The title cell: unread bold with a dot, replied and attachment icons, system marker; opens the mail. */
export function MailTitle({ mail, onOpen }: { mail: MailItem; onOpen: (mail: MailItem) => void }) {
  const { t } = useTranslation('mail');
  useServerTextConverter();
  const unread = isUnread(mail);
  return (
    <Space size={6} className={unread ? 'vsm-mail-unread' : undefined}>
      {unread && (
        <span role="img" aria-label={t('marker.unread')} title={t('marker.unread')}>
          <Badge status="processing" />
        </span>
      )}
      {mail.system && <Tag color="blue">{t('marker.system')}</Tag>}
      <Button
        type="link"
        size="small"
        className="vsm-cell-link"
        onClick={() => onOpen(mail)}
        style={unread ? { fontWeight: 600 } : undefined}
      >
        {showServerText(mail.title) || t('read.noTitle')}
      </Button>
      {mail.replied && (
        <Tooltip title={t('marker.replied')}>
          <RollbackOutlined aria-label={t('marker.replied')} />
        </Tooltip>
      )}
      {mail.hasAttachment && (
        <Tooltip title={t('marker.attachment')}>
          <PaperClipOutlined aria-label={t('marker.attachment')} />
        </Tooltip>
      )}
    </Space>
  );
}
