import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { server } from '@mocks/node';
import { configureHttp } from '@/api/http';
import { AppRoot } from '@/app/AppRoot';
import { pageNavigation } from '@/app/session/signInAddress';
import { currentLanguage } from '@/i18n';
import { clearSession } from '@/lib/storage';
import { useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { currentVendorHeaders, useVendor } from '@/stores/vendor';

/** The mock's calls not answered yet (msw request ids). */
const unanswered = new Set<string>();
server.events.on('request:start', ({ requestId }) => void unanswered.add(requestId));
server.events.on('request:end', ({ requestId }) => void unanswered.delete(requestId));

/**
 * Waits until the mock has answered every call sent so far and no next call follows within a few
 * ticks (bounded). A test ends when its assertions pass, which on a loaded machine can be before
 * the sign-in it started has settled: that sign-in's last answers would otherwise select a
 * combination or fill a store in the next test's fresh tab.
 */
async function mockQuiet(timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (let quiet = 0; quiet < 3 && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    quiet = unanswered.size ? 0 : quiet + 1;
  }
  unanswered.clear();
}

/** A fresh browser tab, once the previous test's portal has settled: no session, no stores. */
export async function freshTab() {
  await mockQuiet();
  clearSession();
  localStorage.clear();
  useSession.setState({ token: null, user: null });
  useVendor.setState({ vendor: null, options: [], cooperate: null });
  useTabs.setState({ home: '/workbench', tabs: [], activeKey: '' });
  useMenu.setState({ modules: [], collapsed: false, mode: 'full' });
}

/**
 * Renders the whole portal (AppRoot: sign-in flow, shell, pages) at an address of the portal,
 * against the mock backend of tests/setup.ts, as `src/signIn.ts` wires it.
 */
export function renderPortal(path: string) {
  window.history.replaceState(null, '', `/web/fea-vsm${path}`);
  const notify = vi.fn();
  const leave = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  configureHttp({
    getToken: () => useSession.getState().token,
    getVendor: currentVendorHeaders,
    getLanguage: currentLanguage,
    notify,
    onSessionExpired: () => undefined,
  });
  const router = createMemoryRouter([{ path: '*', element: <AppRoot /> }], { initialEntries: [path] });
  // As page tests (tests/support/page.tsx Providers): no CSS-in-JS generated or put in the document for
  // jsdom to match on every getComputedStyle, and no motion.
  const view = render(
    <StyleProvider mock="server">
      <ConfigProvider button={{ autoInsertSpace: false }} theme={{ token: { motion: false }, zeroRuntime: true }}>
        <AntdApp>
          <RouterProvider router={router} />
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...view, router, notify, leave };
}
