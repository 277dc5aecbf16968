import { useCallback, useSyncExternalStore } from 'react';

// One list per query: its `matches` is live, and React reads it at every render of every user (and after
// each commit), where a new matchMedia() each time cost ~5 ms of a tab switch at CPU x4.
const lists = new Map<string, MediaQueryList | null>();
const media = (query: string) => {
  if (!lists.has(query)) lists.set(query, typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);
  return lists.get(query)!;
};

/**
 * A phone's width, or a window beside another: the shell's folded side menu takes no room there, a
 * record's label–value pairs stand in one column and a grid's row actions are not pinned (the app's
 * styles.css repeats the width for the side menu and drawer headers).
 */
export const PHONE_WIDTH = '(max-width: 767.98px)';

/** Whether the CSS media query matches now; follows its changes (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = media(query);
      list?.addEventListener?.('change', changed);
      return () => list?.removeEventListener?.('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  );
}
