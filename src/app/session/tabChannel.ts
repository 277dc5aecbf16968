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
 * How long a new tab waits for an open tab's answer before the normal sign-in flow, where the browser
 * cannot tell whether a signed-in tab is open (no Web Locks). An open tab answers on its main thread: a
 * busy one (a load on a loaded machine) took over 300 ms, and its user was sent to sign in.
 */
export const ASK_TIMEOUT_MS = 1500;

/** How long a new tab waits when a signed-in tab is open (it holds SIGNED_IN_LOCK) and so will answer. */
export const ASK_HELD_TIMEOUT_MS = 5000;

/**
 * The Web Lock every linked tab holds, shared, while it is signed in: a new tab sees at once whether
 * a tab can answer it. With none, it goes to sign-in without waiting; with one, it waits longer for a
 * busy tab's answer.
 */
export const SIGNED_IN_LOCK = 'fea-vsm-signed-in';

/** Whether a tab that can answer is open (Web Locks; tests give a stand-in). */
export type TabPresence = {
  /** True or false; null where the browser cannot tell. */
  anyone(): Promise<boolean | null>;
  /** Tells the other tabs this one can answer, until the returned release is called. */
  hold(): () => void;
};

/** The presence by the browser's Web Locks, or null without them. */
export function webLocksPresence(): TabPresence | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.query !== 'function') return null;
  return {
    anyone: () =>
      locks.query().then(
        (state) => (state.held ?? []).some((lock) => lock.name === SIGNED_IN_LOCK),
        () => null,
      ),
    hold: () => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      void locks.request(SIGNED_IN_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
      return release;
    },
  };
}

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
  /**
   * Asks the open tabs for their session: the first answer, or null after `timeoutMs` (by default as
   * long as the presence says; with none open, null at once).
   */
  ask(timeoutMs?: number): Promise<SharedSession | null>;
  /** Tells the other tabs that the session ended here. */
  announce(reason: SessionEnd): void;
  close(): void;
};

export function createTabLink(bus: TabBus, tab: TabSide, presence: TabPresence | null = null): TabLink {
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
    async ask(timeoutMs) {
      const open = presence ? await presence.anyone() : null;
      if (open === false) return null;
      const wait = timeoutMs ?? (open ? ASK_HELD_TIMEOUT_MS : ASK_TIMEOUT_MS);
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      return new Promise<SharedSession | null>((resolve) => {
        const done = (session: SharedSession | null) => {
          window.clearTimeout(timer);
          waiting.delete(id);
          resolve(session);
        };
        const timer = window.setTimeout(() => done(null), wait);
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
 * Joins this tab to the others: it answers a new tab with its session while it has one (and holds
 * the presence meanwhile), and runs `ended` when another tab's session ended. Returns the leave
 * function. Without BroadcastChannel a tab stays on its own.
 */
export function linkTabs(
  ended: (reason: SessionEnd) => void,
  open: () => TabBus | null = openBroadcastChannel,
  presence: TabPresence | null = webLocksPresence(),
) {
  link?.close();
  const bus = open();
  const own = bus
    ? createTabLink(
        bus,
        {
          share: () => {
            const { token } = useSession.getState();
            return token ? { token, vendor: useVendor.getState().vendor } : null;
          },
          ended: (reason) => {
            // A tab with no session (signing in, already left) has nothing to end.
            if (useSession.getState().token) ended(reason);
          },
        },
        presence,
      )
    : null;
  link = own;
  let release: (() => void) | null = null;
  const follow = (token: string | null) => {
    if (token && !release) release = presence?.hold() ?? null;
    else if (!token && release) {
      release();
      release = null;
    }
  };
  const unfollow = own ? useSession.subscribe((state) => follow(state.token)) : () => undefined;
  if (own) follow(useSession.getState().token);
  return () => {
    unfollow();
    follow(null);
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
