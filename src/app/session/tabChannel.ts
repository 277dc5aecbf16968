import type { VendorData } from '@/api/types';
import { useSession } from '@/stores/session';
import { useVendor } from '@/stores/vendor';

/**
 * The session between the browser tabs of one browser (README "Session data"): each tab keeps its
 * session in its own sessionStorage, and a new tab asks the open ones over a BroadcastChannel
 * (same origin only; nothing is written to localStorage, the address or a Referer). A signed-in
 * tab answers with its token and chosen supplier combination; an ended session (logout, expiry
 * A0242) is announced so every tab ends it too.
 */
export const TAB_CHANNEL = 'fea-vsm-session';

/**
 * How long a new tab waits for an open tab's answer before the normal sign-in flow. An open tab answers
 * on its main thread: a busy one (a load on a loaded machine) took over 300 ms, and its user was sent
 * to sign in. The wait only delays a tab that finds no signed-in tab, on its way to the sign-in page.
 */
export const ASK_TIMEOUT_MS = 1500;

export type SharedSession = { token: string; vendor: VendorData | null };
export type SessionEnd = 'logout' | 'expired';

/** The part of BroadcastChannel the link uses (tests give a stand-in). */
export type TabBus = {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
};

/** What a tab does for the link: hands over its session, ends it when another tab ended it. */
export type TabSide = { share(): SharedSession | null; ended(reason: SessionEnd): void };

type Message =
  | { type: 'ask'; id: string }
  | { type: 'answer'; id: string; session: SharedSession }
  | { type: 'end'; reason: SessionEnd };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function sessionOf(v: unknown): SharedSession | null {
  if (!isRecord(v) || typeof v.token !== 'string' || !v.token.trim()) return null;
  const vendor = v.vendor;
  if (vendor === null) return { token: v.token, vendor: null };
  if (!isRecord(vendor) || typeof vendor.venderId !== 'string' || typeof vendor.bu !== 'string') return null;
  return { token: v.token, vendor: vendor as VendorData };
}

export type TabLink = {
  /** Asks the open tabs for their session: the first answer, or null after `timeoutMs`. */
  ask(timeoutMs?: number): Promise<SharedSession | null>;
  /** Tells the other tabs that the session ended here. */
  announce(reason: SessionEnd): void;
  close(): void;
};

export function createTabLink(bus: TabBus, tab: TabSide): TabLink {
  const waiting = new Map<string, (session: SharedSession | null) => void>();
  bus.onmessage = ({ data }) => {
    if (!isRecord(data)) return;
    const message = data as Message;
    if (message.type === 'ask' && typeof message.id === 'string') {
      const session = tab.share();
      if (session) bus.postMessage({ type: 'answer', id: message.id, session } satisfies Message);
    } else if (message.type === 'answer') {
      const session = sessionOf(message.session);
      if (session) waiting.get(message.id)?.(session);
    } else if (message.type === 'end' && (message.reason === 'logout' || message.reason === 'expired')) {
      tab.ended(message.reason);
    }
  };
  return {
    ask(timeoutMs = ASK_TIMEOUT_MS) {
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      return new Promise((resolve) => {
        const done = (session: SharedSession | null) => {
          window.clearTimeout(timer);
          waiting.delete(id);
          resolve(session);
        };
        const timer = window.setTimeout(() => done(null), timeoutMs);
        waiting.set(id, done);
        bus.postMessage({ type: 'ask', id } satisfies Message);
      });
    },
    announce(reason) {
      bus.postMessage({ type: 'end', reason } satisfies Message);
    },
    close() {
      bus.onmessage = null;
      for (const done of [...waiting.values()]) done(null);
      bus.close();
    },
  };
}

let link: TabLink | null = null;

const openBroadcastChannel = (): TabBus | null =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : null;

/**
 * Joins this tab to the others: it answers a new tab with
 * its session while it has one, and runs `ended` when another tab's session ended. Returns the
 * leave function. Without BroadcastChannel a tab stays on its own.
 */
export function linkTabs(ended: (reason: SessionEnd) => void, open: () => TabBus | null = openBroadcastChannel) {
  link?.close();
  const bus = open();
  const own = bus
    ? createTabLink(bus, {
        share: () => {
          const { token } = useSession.getState();
          return token ? { token, vendor: useVendor.getState().vendor } : null;
        },
        ended: (reason) => {
          // A tab with no session (signing in, already left) has nothing to end.
          if (useSession.getState().token) ended(reason);
        },
      })
    : null;
  link = own;
  return () => {
    own?.close();
    if (link === own) link = null;
  };
}

/** Joins this tab to the others unless it is already (the app's join: signOut `joinOtherTabs`). */
export function linkTabsOnce(ended: (reason: SessionEnd) => void): void {
  if (!link) linkTabs(ended);
}

/** The session of an open tab of this browser, or null (no other tab, none signed in, no answer in time). */
export const askOpenTabs = (timeoutMs?: number): Promise<SharedSession | null> =>
  link ? link.ask(timeoutMs) : Promise.resolve(null);

/** Logout or expiry here: the other tabs end the session too. */
export const announceSessionEnd = (reason: SessionEnd) => link?.announce(reason);
