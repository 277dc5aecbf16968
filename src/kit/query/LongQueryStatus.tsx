import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabHidden } from '../tabScope';

/**
 * How long a running query has run, and its cancel button (SPEC §9 long reports). The start is kept
 * in state, so it counts from the search's start whatever the screen's effects do meanwhile. It does
 * not tick while its tab is behind another (no one reads it there); shown again, it reads the time in
 * the next task.
 */
export function LongQueryStatus({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const hidden = useTabHidden();
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (hidden) return;
    const tick = () => setNow(Date.now());
    const catchUp = setTimeout(tick);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [hidden]);
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
