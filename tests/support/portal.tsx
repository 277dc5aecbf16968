import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { configureHttp } from '@/api/http';
import { AppRoot } from '@/app/AppRoot';
import { pageNavigation } from '@/app/session/signInAddress';
import { currentLanguage } from '@/i18n';
import { clearSession } from '@/lib/storage';
import { useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { currentVendorHeaders, useVendor } from '@/stores/vendor';

/** A fresh browser tab: no session, no stores. */
export function freshTab() {
  clearSession();
  localStorage.clear();
  useSession.setState({ token: null, user: null });
  useVendor.setState({ vendor: null, options: [], cooperate: null });
  useTabs.setState({ home: '/workbench', tabs: [], activeKey: '' });
  useMenu.setState({ modules: [], collapsed: false, mode: 'full' });
}

/**
 * Renders the whole portal (AppRoot: sign-in flow, shell, pages) at an address of the portal,
 * against the mock backend of tests/setup.ts, as `main.tsx` wires it.
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
  const view = render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>,
  );
  return { ...view, router, notify, leave };
}
