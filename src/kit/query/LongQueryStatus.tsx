import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How long a running query has run, and its cancel button (SPEC §9 long reports). The start is kept
 * in state, so it counts from the search's start whatever the screen's effects do meanwhile.
 */
export function LongQueryStatus({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Space size={8}>
      <span role="timer" aria-live="off">
        {t('kit:query.elapsed', { seconds: Math.floor((now - start) / 1000) })}
      </span>
      <Button size="small" danger onClick={onCancel}>
        {t('kit:query.cancel')}
      </Button>
    </Space>
  );
}
