import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(changed: () => void) {
  const list = media();
  list?.addEventListener?.('change', changed);
  return () => list?.removeEventListener?.('change', changed);
}

/** Whether the system asks for less motion (the user's accessibility setting); follows its changes. */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
