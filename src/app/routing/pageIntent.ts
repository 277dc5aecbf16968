import { preloadPage } from './lazyPage';
import { findRoute } from './registry';

/**
 * How long the pointer rests on a menu entry before its screen's code starts loading: a person about to
 * click rests there longer, a pass over the menu on the way elsewhere loads nothing.
 */
export const INTENT_MS = 80;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * The screen at `address` is likely next (the pointer rests on its entry): its code and texts load
 * before the click, so the click draws the screen rather than waiting for them (a first opening).
 */
export function intendPage(address: string): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    const match = findRoute(address.split('?')[0]);
    if (match) preloadPage(match.def);
  }, INTENT_MS);
}

/** The pointer left the entry before INTENT_MS: nothing is loaded. */
export function dropPageIntent(): void {
  clearTimeout(pending);
}
