import { useContext, useEffect } from 'react';
import { TabScopeContext } from './tabScope';
import { useLatest } from './useLatest';

/**
 * Calls `onKey` for every key pressed anywhere in the page while the component is mounted (and `enabled`)
 * and its tab, if it lives in one, is in front; always the latest render's handler, so it can read the
 * newest state without listening afresh.
 */
export function useDocumentKeydown(onKey: (event: KeyboardEvent) => void, enabled = true) {
  const latest = useLatest(onKey);
  const tab = useContext(TabScopeContext);
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (!tab?.isHidden()) latest.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [latest, enabled, tab]);
}

/** Whether a key press happens while the user types somewhere: a shortcut's key is then a character. */
export const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('[role="combobox"]'));
