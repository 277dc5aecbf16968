import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp } from '@/api/http';
import { initI18n, loadRestTexts } from '@/i18n';
import { environmentConfig } from '@/lib/hostConfig';
import { useSession } from '@/stores/session';
import { currentVendorHeaders, useVendor } from '@/stores/vendor';

/** Shared set-up of the kit tests: English texts, jsdom gaps, and the demo supplier signed in against the mock. */

export const DEMO_VENDOR = { venderId: '100101', bu: '12', partnerId: 'P10001', entId: '1' };

/** jsdom has no PointerEvent: a MouseEvent with the pointer fields is enough for the dialog. */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class FakePointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = FakePointerEvent as unknown as typeof PointerEvent;
}

export async function setUpKit(language: 'en-US' | 'zh-CN' = 'en-US'): Promise<void> {
  // Pages get the texts outside the first screen through the router (app/routing/lazyPage); the
  // kit's and pages' tests render them directly.
  await initI18n({ language });
  await loadRestTexts(language);
  // matchMedia, ResizeObserver and getComputedStyle stand-ins come from tests/setup.ts.
  installPointerEvent();
}

/** The HTTP client against the mock as `token` (with the demo vendor for suppliers); returns the toast spy. */
export function signIn(token = 'demo-supplier', vendor: typeof DEMO_VENDOR | null = DEMO_VENDOR) {
  const notify = vi.fn();
  useSession.getState().setToken(token);
  if (vendor) useVendor.getState().select(vendor);
  else useVendor.getState().clear();
  configureHttp({
    getToken: () => useSession.getState().token,
    getVendor: currentVendorHeaders,
    getLanguage: () => 'en-US',
    notify,
    onSessionExpired: vi.fn(),
    getEnvironment: () => environmentConfig('mock'),
  });
  return notify;
}

/** antd's toasts context; no motion, so closing is immediate in jsdom. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/**
 * user-event without its pointer-events check: that check calls getComputedStyle up the tree on
 * every click, which is slow in jsdom under antd's many CSS-in-JS rules.
 */
export const fastUser = () => userEvent.setup({ pointerEventsCheck: 0 });

/**
 * Waits until every text is shown. antd validates a form's fields one by one, so after a submit
 * the messages appear over several frames; finding the first and then getting the rest races under load.
 */
export async function expectTexts(texts: string[], within: { getByText: (t: string) => HTMLElement } = screen, timeout = 10_000): Promise<void> {
  await waitFor(
    () => {
      for (const text of texts) expect(within.getByText(text)).toBeInTheDocument();
    },
    { timeout },
  );
}
