import { useCallback, useSyncExternalStore } from 'react';

const media = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

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
