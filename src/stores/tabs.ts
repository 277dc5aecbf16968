import { create } from 'zustand';
import { SESSION_KEYS, readSession, writeSession } from '@/lib/storage';

export type Tab = {
  /** The pathname: one tab per screen instance (a detail with another id is another tab). */
  key: string;
  /** pathname + search, so a tab comes back with its filters. */
  url: string;
  titleKey: string;
  /** Bumped by "reload": the tab's page remounts. */
  nonce: number;
  /** A detail route's pattern (e.g. '/message/ndetail/:id'): the next detail of this kind replaces the tab unless pinned. */
  kind?: string;
  /** Kept when the next detail of its kind opens. */
  pinned?: boolean;
};

type TabsState = {
  home: string;
  tabs: Tab[];
  activeKey: string;
  init: (home: string, homeTitleKey: string) => void;
  /**
   * Open or update the tab of the current location and make it active. A detail (`kind` given)
   * takes the place of the unpinned tab of its kind, if there is one: one tab per kind of detail.
   */
  visit: (key: string, url: string, titleKey: string, kind?: string) => void;
  /** SPEC §2 address with no screen: no tab is the active one. */
  showNone: () => void;
  /** Pins or unpins a detail tab. */
  togglePin: (key: string) => void;
  /** Returns the URL to navigate to when the active tab was closed, else null. */
  close: (key: string) => string | null;
  closeOthers: (key: string) => string | null;
  closeLeft: (key: string) => string | null;
  closeRight: (key: string) => string | null;
  reload: (key: string) => void;
  /** After a supplier switch every open page reloads for the new combination. */
  reloadAll: () => void;
  clear: () => void;
};

type Stored = { home: string; tabs: Tab[]; activeKey: string };
const persist = (s: Stored) => writeSession(SESSION_KEYS.tabs, { home: s.home, tabs: s.tabs, activeKey: s.activeKey });

/** What to show after tabs were removed: the old active tab if it survived, else its nearest neighbour, else home (SPEC §2). */
function afterRemoval(state: Stored, kept: Tab[]): { patch: Partial<TabsState>; go: string | null } {
  // The active tab survived, or none was active (an address with no screen stays shown).
  if (kept.some((t) => t.key === state.activeKey) || !state.tabs.some((t) => t.key === state.activeKey))
    return { patch: { tabs: kept }, go: null };
  const oldIndex = state.tabs.findIndex((t) => t.key === state.activeKey);
  const neighbour =
    state.tabs.slice(oldIndex + 1).find((t) => kept.includes(t)) ??
    [...state.tabs.slice(0, oldIndex)].reverse().find((t) => kept.includes(t));
  const next = neighbour && neighbour.key !== state.home ? neighbour : kept.find((t) => t.key === state.home);
  const url = next?.url ?? state.home;
  return { patch: { tabs: kept, activeKey: next?.key ?? state.home }, go: url };
}

export const useTabs = create<TabsState>((set, get) => {
  const stored = readSession<Stored>(SESSION_KEYS.tabs);
  const apply = (fn: (s: Stored) => { patch: Partial<TabsState>; go: string | null }) => {
    const { patch, go } = fn(get());
    set(patch);
    persist(get());
    return go;
  };
  return {
    home: stored?.home ?? '/workbench',
    tabs: stored?.tabs ?? [],
    activeKey: stored?.activeKey ?? '',
    // init and visit change nothing when the tabs already say so: no new arrays, so the tab bar and
    // the pages are not rendered again for nothing.
    init: (home, homeTitleKey) => {
      const s = get();
      if (s.home === home && s.tabs[0]?.key === home) return;
      const tabs = s.home === home ? s.tabs.filter((t) => t.key !== home) : [];
      const homeTab = s.tabs.find((t) => t.key === home) ?? { key: home, url: home, titleKey: homeTitleKey, nonce: 0 };
      set({ home, tabs: [homeTab, ...tabs] });
      persist(get());
    },
    visit: (key, url, titleKey, kind) => {
      const s = get();
      const existing = s.tabs.find((t) => t.key === key);
      if (existing && existing.url === url && existing.titleKey === titleKey && s.activeKey === key) return;
      const fresh: Tab = kind ? { key, url, titleKey, nonce: 0, kind } : { key, url, titleKey, nonce: 0 };
      const replaced = !existing && kind ? s.tabs.find((t) => t.kind === kind && !t.pinned) : undefined;
      const tabs = existing
        ? s.tabs.map((t) => (t.key === key ? { ...t, url, titleKey } : t))
        : replaced
          ? s.tabs.map((t) => (t === replaced ? fresh : t))
          : [...s.tabs, fresh];
      set({ tabs, activeKey: key });
      persist(get());
    },
    showNone: () => {
      if (get().activeKey === '') return;
      set({ activeKey: '' });
      persist(get());
    },
    togglePin: (key) => {
      set({ tabs: get().tabs.map((t) => (t.key === key && t.kind ? { ...t, pinned: !t.pinned } : t)) });
      persist(get());
    },
    close: (key) =>
      key === get().home
        ? null
        : apply((s) =>
            afterRemoval(
              s,
              s.tabs.filter((t) => t.key !== key),
            ),
          ),
    closeOthers: (key) =>
      apply((s) =>
        afterRemoval(
          s,
          s.tabs.filter((t) => t.key === key || t.key === s.home),
        ),
      ),
    closeLeft: (key) =>
      apply((s) => {
        const i = s.tabs.findIndex((t) => t.key === key);
        return afterRemoval(
          s,
          s.tabs.filter((t, j) => j >= i || t.key === s.home),
        );
      }),
    closeRight: (key) =>
      apply((s) => {
        const i = s.tabs.findIndex((t) => t.key === key);
        return afterRemoval(
          s,
          s.tabs.filter((t, j) => j <= i || t.key === s.home),
        );
      }),
    reload: (key) => {
      set({ tabs: get().tabs.map((t) => (t.key === key ? { ...t, nonce: t.nonce + 1 } : t)) });
      persist(get());
    },
    reloadAll: () => {
      set({ tabs: get().tabs.map((t) => ({ ...t, nonce: t.nonce + 1 })) });
      persist(get());
    },
    clear: () => set({ tabs: [], activeKey: '' }),
  };
});
