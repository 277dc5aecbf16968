import { screen, waitFor } from '@testing-library/react';
import { table, updateRows } from '@mocks/db';
import { BLACKLIST_LOGOUT_MS } from '@/app/session/useVendorFlow';
import { initI18n } from '@/i18n';
import { SESSION_KEYS } from '@/lib/storage';
import { useVendor } from '@/stores/vendor';
import { freshTab, renderPortal } from '../support/portal';

/**
 * SPEC §4 vendor checks on every sign-in: a reload (or a new tab of a stored session) whose stored
 * combination is still offered runs the status, blacklist and cooperate checks again.
 */

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
});
beforeEach(freshTab);
afterEach(() => vi.restoreAllMocks());

const todoCount = () =>
  screen
    .findByTestId('todo-count-orderApproval', {}, { timeout: 12000 })
    .then((el) => waitFor(() => expect(el).toHaveTextContent(/^\d+$/), { timeout: 12000 }));

/** Signs in with the address's token, then unmounts: the session stays in sessionStorage and the stores. */
async function signInThenLeave(token: string, choose?: () => Promise<void>) {
  const first = renderPortal(`/?apptoken=${token}`);
  if (choose) await choose();
  await todoCount();
  first.unmount();
}

describe('SPEC §4 vendor checks on every load of a stored session', () => {
  it('a vendor code disabled (97) since the last load is caught on the next one: warning, no pages, no combination kept', async () => {
    await signInThenLeave('demo-supplier');
    expect(useVendor.getState().vendor).toMatchObject({ venderId: '100101' });
    updateRows('vendors', (v) => v.venderId === '100101' && v.bu === '12', { status: '97' });

    renderPortal('/workbench');
    expect(
      await screen.findAllByText('该厂编已停用，如有疑问，请联系业务人员处理！', {}, { timeout: 8000 }),
    ).not.toHaveLength(0);
    expect(screen.queryByTestId('todo-count-orderApproval')).toBeNull();
    expect(useVendor.getState().vendor).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.vendor)).toBeNull();
  }, 30_000);

  it('a partner blacklisted since the last load is told it will be signed out, and is, after 5 s (SPEC §9)', async () => {
    expect(BLACKLIST_LOGOUT_MS).toBe(5000);
    await signInThenLeave('demo-supplier');
    updateRows('partners', (p) => p.partnerId === 'P10001', { blackStatus: 1 });

    // The 5 s are counted on a fake clock that otherwise follows the real one (the mock and the waits run as usual).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const timers = vi.spyOn(window, 'setTimeout');
    try {
      const { leave } = renderPortal('/workbench');
      expect(
        await screen.findByText('该供应商已被停用，请联系采购人员处理，系统将在5秒后退出登录', {}, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('todo-count-orderApproval')).toBeNull();
      // The signing out waits its 5 s from the warning: still here, with one wait of that length set.
      expect(leave).not.toHaveBeenCalled();
      expect(timers.mock.calls.filter(([, ms]) => ms === BLACKLIST_LOGOUT_MS)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(BLACKLIST_LOGOUT_MS);
      await waitFor(() => expect(leave).toHaveBeenCalledWith('/portal/'), { timeout: 9000 });
    } finally {
      // All spies now (afterEach would put back the fake setTimeout this one wraps), then the real timers.
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  }, 30_000);

  it('the cooperate-vendor flag is computed again on the next load', async () => {
    await signInThenLeave('demo-supplier');
    expect(useVendor.getState().cooperate).toBe(true);
    // SPEC §9: status 98 of a code in a cooperate-check BU (12) makes the supplier not cooperating.
    updateRows('vendors', (v) => v.venderId === '100101' && v.bu === '12', { status: '98' });

    renderPortal('/workbench');
    await todoCount();
    expect(useVendor.getState().cooperate).toBe(false);
    expect(table('vendors').find((v) => v.venderId === '100101')?.status).toBe('98');
  }, 30_000);
});
