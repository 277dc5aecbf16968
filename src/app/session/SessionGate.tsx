import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/api/types';
import { runSession, type BootResult } from './bootstrap';
import { openTabBeforeShell } from '../layout/tabOfLocation';
import { redirectOfAddress } from '../routing/registry';
import { goToSignIn } from './signInAddress';
import { ErrorState } from '../pages/ErrorState';
import { BootSpinner } from './BootSpinner';

/** The router's address without the apptoken, or null when it had none. */
function withoutToken({ pathname, search, hash }: { pathname: string; search: string; hash: string }): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('apptoken')) return null;
  params.delete('apptoken');
  const rest = params.toString();
  return pathname + (rest ? `?${rest}` : '') + hash;
}

/** Runs the sign-in flow once and renders its children with the signed-in user. */
export function SessionGate({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [result, setResult] = useState<BootResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const running = useRef(-1);

  useEffect(() => {
    if (running.current === attempt) return;
    running.current = attempt;
    const cleaned = withoutToken(location);
    runSession().then((r) => {
      if (r.kind === 'signin') goToSignIn();
      // Commit the return path, or else the address without the apptoken, to the router before the
      // shell mounts: the token left the browser's address behind the router's back
      // (history.replaceState), so the router's location, which the tabs record, still holds it; and
      // the shell's landing redirect ('/' → home) would overtake a return path. The app's
      // BrowserRouter takes the new address in a transition, the same one that mounts the shell
      // below (one render); flushSync is for data routers (the tests' memory router), which would
      // otherwise take it a few microtasks later, after the shell's first render.
      let to = r.kind === 'ready' ? (r.returnTo ?? cleaned) : null;
      if (r.kind === 'ready') {
        // The landing redirect ('/' → home, the other side → own home) is taken here too: in the
        // shell's render it was one more navigation and render before the first screen.
        const shown = to ?? location.pathname + location.search;
        to = redirectOfAddress(r.user.userType, new URL(shown, window.location.origin).pathname) ?? to;
        const address = new URL(to ?? shown, window.location.origin);
        openTabBeforeShell(address.pathname, address.search);
      }
      if (to) void navigate(to, { replace: true, flushSync: true });
      // The shell mounts in a transition: React renders it in slices and the page stays responsive
      // (as a plain update it was one task of ~0.5 s at CPU x4 on the first load).
      startTransition(() => setResult(r));
    });
  }, [attempt, navigate, location]);

  if (!result || result.kind === 'signin') {
    return (
      <div className="boot-screen" role="status" aria-live="polite">
        <BootSpinner />
        <p>{result?.kind === 'signin' ? t('boot.toSignIn') : t('boot.loading')}</p>
      </div>
    );
  }
  if (result.kind === 'failed') {
    return (
      <ErrorState
        kind="warning"
        title={t('boot.failed')}
        actions={
          <>
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
            <Button onClick={goToSignIn}>{t('boot.signInAgain')}</Button>
          </>
        }
      />
    );
  }
  return <>{children(result.user)}</>;
}
