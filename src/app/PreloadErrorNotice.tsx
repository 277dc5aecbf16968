import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The event Vite raises on window when a lazily loaded file (a chunk, its CSS) cannot be fetched. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/**
 * SPEC §8 "a failed lazy asset load raises a preload-error event and rethrows unless prevented":
 * the app handles the event itself, so a failure anywhere (a page, a dialog's code, a worker) says
 * 'page failed to load' and offers a reload (the browser remembers a failed module fetch until
 * then). The error still reaches the page, whose boundary shows the failure in its own tab.
 */
export function PreloadErrorNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  useEffect(() => {
    const onError = () =>
      void message.error({
        key: PRELOAD_ERROR_EVENT,
        duration: 0,
        content: (
          <span role="alert">
            {t('pageLoadFailed')}{' '}
            <Button size="small" type="link" onClick={reload}>
              {t('tabs.reload')}
            </Button>
          </span>
        ),
      });
    window.addEventListener(PRELOAD_ERROR_EVENT, onError);
    return () => window.removeEventListener(PRELOAD_ERROR_EVENT, onError);
  }, [message, t, reload]);
  return null;
}
