import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/api/types';
import { bootstrapSession, type BootResult } from './bootstrap';
import { goToSignIn } from './signInAddress';

/** Runs the sign-in flow once and renders its children with the signed-in user. */
export function SessionGate({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [result, setResult] = useState<BootResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const running = useRef(-1);

  useEffect(() => {
    if (running.current === attempt) return;
    running.current = attempt;
    bootstrapSession().then((r) => {
      if (r.kind === 'signin') goToSignIn();
      if (r.kind === 'ready' && r.returnTo) navigate(r.returnTo, { replace: true });
      setResult(r);
    });
  }, [attempt, navigate]);

  if (!result || result.kind === 'signin') {
    return (
      <div className="boot-screen" role="status" aria-live="polite">
        <Spin size="large" />
        <p>{result?.kind === 'signin' ? t('boot.toSignIn') : t('boot.loading')}</p>
      </div>
    );
  }
  if (result.kind === 'failed') {
    return (
      <Result
        status="warning"
        title={t('boot.failed')}
        extra={[
          <Button key="retry" type="primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>,
          <Button key="signin" onClick={goToSignIn}>
            {t('boot.signInAgain')}
          </Button>,
        ]}
      />
    );
  }
  return <>{children(result.user)}</>;
}
