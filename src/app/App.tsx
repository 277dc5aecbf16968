import { useLayoutEffect, useMemo } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { configureHttp } from '@/api/http';
import { useAntdLocale } from '@/i18n';
import { usePrefs } from '@/stores/prefs';
import { AppRoot } from './AppRoot';
import { PreloadErrorNotice } from './PreloadErrorNotice';
// antd's styles as one static, long-cached stylesheet (theme `zeroRuntime`): components then skip
// generating and injecting their CSS at run time, which was about half the main-thread work before
// the workbench was ready (npm run bench). The theme's tokens still arrive as CSS variables.
import 'antd/dist/antd.css';
import './styles.css';
import { APP_BASE } from '@/lib/base';
import { cspNonce, nonceStyleElements } from './cspNonce';
import { themeOf } from './theme';
import { usePrefersReducedMotion } from './reducedMotion';

nonceStyleElements(cspNonce);

/** Gives the HTTP client the themed toasts of antd's App context (SPEC §8: success, error or info toasts). */
function HttpToasts() {
  const { message } = AntdApp.useApp();
  useLayoutEffect(() => {
    configureHttp({ notify: (kind, text) => void message.open({ type: kind, content: text, key: `${kind}:${text}` }) });
  }, [message]);
  return null;
}

/**
 * No ripple after a click: antd's wave is a React root of its own for every click and reads the
 * button's computed style, and a list's search was 60–130 ms sooner without it (CPU ×4, `npm run
 * bench:search`; reports/search-answer.md). The button's own pressed and loading states remain.
 */
const NO_WAVE = { disabled: true };

/** SPEC §9 theme: primary colour #5392f7, radius 4, control height 28; light or dark. */
export function App() {
  const mode = usePrefs((s) => s.theme);
  const reduceMotion = usePrefersReducedMotion();
  const theme = useMemo(() => ({ ...themeOf(mode, { reduceMotion }), zeroRuntime: true }), [mode, reduceMotion]);
  const locale = useAntdLocale();
  return (
    <ConfigProvider
      locale={locale}
      csp={cspNonce ? { nonce: cspNonce } : undefined}
      button={{ autoInsertSpace: false }}
      wave={NO_WAVE}
      theme={theme}
    >
      <AntdApp className={`app-root theme-${mode}`}>
        <HttpToasts />
        <PreloadErrorNotice />
        {/* A declarative router: the portal uses no loaders or actions, and the data router's code
            was 17 KB gzip of the first load (npm run bench). */}
        <BrowserRouter basename={APP_BASE}>
          <AppRoot />
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  );
}
