import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/api/http';
import type { VendorData } from '@/api/types';
import { environmentConfig } from '@/lib/hostConfig';
import { bootstrapSession } from '@/app/session/bootstrap';
import { pageNavigation, signInUrl } from '@/app/session/signInAddress';
import { endExpiredSession, followOtherTab, signOut } from '@/app/session/signOut';
import {
  ASK_HELD_TIMEOUT_MS,
  ASK_TIMEOUT_MS,
  createTabLink,
  linkTabs,
  type SessionEnd,
  type TabBus,
  type TabPresence,
} from '@/app/session/tabChannel';
import { useSession } from '@/stores/session';
import { useVendor } from '@/stores/vendor';
import type * as LazyPage from '@/app/routing/lazyPage';

/**
 * A BroadcastChannel stand-in: the buses of one name deliver each other's messages (never their
 * own), a task later, as the browser does.
 */
class Bus implements TabBus {
  static open = new Set<Bus>();
  static sent: unknown[] = [];
  onmessage: TabBus['onmessage'] = null;
  /** `delayMs`: a busy tab, whose messages leave this much later. */
  constructor(private readonly delayMs = 0) {
    Bus.open.add(this);
  }
  postMessage(message: unknown) {
    Bus.sent.push(message);
    const data = structuredClone(message);
    for (const other of Bus.open)
      if (other !== this) setTimeout(() => other.onmessage?.(new MessageEvent('message', { data })), this.delayMs);
  }
  close() {
    Bus.open.delete(this);
  }
}

/** The second combination of demo-supplier-multi (tests/support/page.tsx MULTI_B): no auto-selection would choose it. */
// What the sign-in starts besides the session is not this file's subject, and loading it is slow:
// the landing page's code, and the mail draft a logout saves first.
vi.mock('@/app/routing/lazyPage', async (original) => ({
  ...(await original<typeof LazyPage>()),
  preloadPage: () => undefined,
}));
vi.mock('@/features/mail/draft', () => ({ saveDraftBeforeSignOut: async () => undefined }));

const VENDOR: VendorData = { venderId: '310201', bu: '31', partnerId: 'P10002', entId: '1' };

/** The open tab: another page of the browser, signed in (or not), recording what it was told. */
function openTab(session: { token: string; vendor: VendorData | null } | null, answersAfterMs = 0) {
  const ended: SessionEnd[] = [];
  const link = createTabLink(new Bus(answersAfterMs), {
    share: () => session,
    ended: (reason) => ended.push(reason),
  });
  return { link, ended };
}

/** A Web Locks stand-in: the signed-in lock as the tabs of one browser hold it. */
function fakeLocks(): TabPresence {
  const holders = new Set<object>();
  return {
    anyone: async () => holders.size > 0,
    hold: () => {
      const holder = {};
      holders.add(holder);
      return () => void holders.delete(holder);
    },
  };
}
const asks = () => Bus.sent.filter((m) => (m as { type: string }).type === 'ask');

let leave: () => void = () => undefined;
const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.getState().clear();
  useVendor.getState().clear();
  window.history.replaceState(null, '', '/web/fea-vsm/order/order_notice');
  Bus.sent = [];
  assign.mockClear();
  configureHttp({
    getToken: () => useSession.getState().token,
    getVendor: () => null,
    getLanguage: () => 'en-US',
    notify: vi.fn(),
    onSessionExpired: vi.fn(),
    getEnvironment: () => environmentConfig('mock'),
  });
  // This page: the app's own link, as signOut's joinOtherTabs makes it.
  leave = linkTabs(followOtherTab, () => new Bus());
});

afterEach(() => {
  leave();
  for (const bus of [...Bus.open]) bus.close();
});

/** Nothing of the session in localStorage (README "Session data"). */
const localHolds = (text: string) =>
  Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? '').includes(text));

describe('the session across browser tabs (SPEC §4 sign-in; README "Session data")', () => {
  it('hands an open tab’s token and supplier combination to a new tab, nowhere but its sessionStorage', async () => {
    openTab({ token: 'demo-supplier-multi', vendor: VENDOR });
    const result = await bootstrapSession();
    expect(result.kind).toBe('ready');
    expect(useSession.getState().token).toBe('demo-supplier-multi');
    expect(useSession.getState().user?.userType).toBe(2);
    expect(useVendor.getState().vendor).toMatchObject({ venderId: VENDOR.venderId, bu: VENDOR.bu });
    expect(sessionStorage.getItem('apptoken')).toBe('"demo-supplier-multi"');
    expect(localHolds('demo-supplier')).toBe(false);
    expect(window.location.href).not.toContain('demo-supplier');
  });

  it('takes the normal sign-in flow when no tab answers in time', async () => {
    openTab(null); // open but signed out: it does not answer
    const started = Date.now();
    const result = await bootstrapSession();
    expect(result.kind).toBe('signin');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(useSession.getState().token).toBeNull();
  });

  it('goes to sign-in without waiting when the browser says no signed-in tab is open (Web Locks)', async () => {
    leave();
    leave = linkTabs(followOtherTab, () => new Bus(), fakeLocks());
    openTab(null);
    const result = await bootstrapSession();
    expect(result.kind).toBe('signin');
    expect(asks()).toEqual([]);
  });

  it('waits longer for a signed-in tab (its Web Lock held) that is busy, and takes its session', async () => {
    vi.useFakeTimers();
    try {
      const locks = fakeLocks();
      const releaseOpenTab = locks.hold();
      openTab({ token: 'demo-supplier', vendor: VENDOR }, ASK_TIMEOUT_MS + 1000);
      const newTab = createTabLink(new Bus(), { share: () => null, ended: () => undefined }, locks);
      const answer = newTab.ask();
      await vi.advanceTimersByTimeAsync(ASK_TIMEOUT_MS + 1000);
      await expect(answer).resolves.toEqual({ token: 'demo-supplier', vendor: VENDOR });
      expect(ASK_HELD_TIMEOUT_MS).toBeGreaterThan(ASK_TIMEOUT_MS + 1000);
      releaseOpenTab();
      await expect(newTab.ask()).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a linked tab holds the signed-in lock while it has a session, and lets it go at sign-out and on leaving', async () => {
    leave();
    const locks = fakeLocks();
    leave = linkTabs(followOtherTab, () => new Bus(), locks);
    await expect(locks.anyone()).resolves.toBe(false);
    useSession.getState().setToken('demo-supplier');
    await expect(locks.anyone()).resolves.toBe(true);
    useSession.getState().clear();
    await expect(locks.anyone()).resolves.toBe(false);
    useSession.getState().setToken('demo-supplier');
    leave();
    await expect(locks.anyone()).resolves.toBe(false);
    leave = () => undefined;
  });

  it('does not ask when the address carries an apptoken, nor when the tab has its own session', async () => {
    openTab({ token: 'demo-retailer', vendor: null });
    // An unknown token: the sign-in fails at its first call, and this test is about what comes before.
    window.history.replaceState(null, '', '/web/fea-vsm/?apptoken=nobody');
    await bootstrapSession();
    expect(useSession.getState().token).toBe('nobody');
    await bootstrapSession();
    expect(asks()).toEqual([]);
  });

  it('answers a new tab while signed in, and not once signed out', async () => {
    useSession.getState().setToken('demo-supplier');
    useVendor.getState().select(VENDOR);
    const newTab = openTab(null);
    // A long wait: the answer is a task away, but this worker may be busy loading the pages bootstrapped above.
    await expect(newTab.link.ask(4000)).resolves.toEqual({ token: 'demo-supplier', vendor: VENDOR });
    useSession.getState().clear();
    await expect(newTab.link.ask(50)).resolves.toBeNull();
  });

  it('logout in another tab signs this one out and leaves for sign-in', async () => {
    useSession.getState().setToken('demo-supplier');
    useVendor.getState().select(VENDOR);
    openTab({ token: 'demo-supplier', vendor: VENDOR }).link.announce('logout');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(signInUrl()));
    expect(useSession.getState().token).toBeNull();
    expect(useVendor.getState().vendor).toBeNull();
    expect(sessionStorage.getItem('apptoken')).toBeNull();
  });

  it('a session expiry (A0242) in another tab ends this one too, coming back to its screen after sign-in', async () => {
    useSession.getState().setToken('demo-supplier');
    openTab({ token: 'demo-supplier', vendor: null }).link.announce('expired');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(signInUrl()));
    expect(useSession.getState().token).toBeNull();
    expect(sessionStorage.getItem('returnTo')).toBe('/order/order_notice');
  });

  it('tells the other tabs of a logout and of an expiry here', async () => {
    const other = openTab(null);
    useSession.getState().setToken('demo-supplier');
    await signOut();
    await vi.waitFor(() => expect(other.ended).toEqual(['logout']));
    useSession.getState().setToken('demo-supplier');
    endExpiredSession();
    await vi.waitFor(() => expect(other.ended).toEqual(['logout', 'expired']));
  });
});
