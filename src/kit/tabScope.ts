import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The tab a screen lives in, given by the shell's tab outlet. An inactive tab stays mounted and
 * live (hidden by the outlet, its effects running unless a language or theme change parked it in
 * React's Activity), so what must not act behind the user's back
 * asks its tab: a key press (`useDocumentKeydown`), a drawer and a long report's counter (`useTabHidden`),
 * a list that refreshes when the user comes back to it (`useRequest`, through `subscribe`).
 * - `signal` aborts when the tab is gone for good (closed or reloaded): its pending requests end;
 * - `isHidden()` tells whether another tab is in front now;
 * - `subscribe(listener)` calls `listener` each time the tab is hidden or shown.
 */
export type TabScope = {
  signal: AbortSignal;
  isHidden: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

export const TabScopeContext = createContext<TabScope | null>(null);

/** A tab's scope and its controls, for the outlet (and tests): `setHidden` tells its listeners of a change. */
export function createTabScope(hidden = false) {
  const controller = new AbortController();
  const listeners = new Set<() => void>();
  const scope: TabScope = {
    signal: controller.signal,
    isHidden: () => hidden,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    scope,
    setHidden(next: boolean) {
      if (next === hidden) return;
      hidden = next;
      listeners.forEach((listener) => listener());
    },
    close: () => controller.abort(),
  };
}

const always = () => () => undefined;

/** Whether the tab this component lives in is hidden behind another (false outside any tab); renders again on a change. */
export function useTabHidden(): boolean {
  const scope = useContext(TabScopeContext);
  return useSyncExternalStore(scope?.subscribe ?? always, () => scope?.isHidden() ?? false);
}
