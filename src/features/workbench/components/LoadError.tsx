import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * In-card failure state. The HTTP client has already toasted the reason; the card only says it
 * could not load and offers a retry, keeping the card's reserved height.
 */
export function LoadError({ onRetry, style }: { onRetry: () => void; style?: CSSProperties }) {
  const { t } = useTranslation('workbench');
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        ...style,
      }}
    >
      <span style={{ color: token.colorTextSecondary }}>{t('loadFailed')}</span>
      <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
