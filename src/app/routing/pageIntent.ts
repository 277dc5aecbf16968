import { pathInApp } from '@/lib/base';
import { preloadPage } from './lazyPage';
import { routeOfAddress } from './registry';

/**
 * How long the pointer rests on a menu entry or a link before its screen's code starts loading: a
 * person about to click rests there longer, a pass on the way elsewhere loads nothing.
 */
export const INTENT_MS = 80;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * The screen at `address` (a path of the app, with or without a query) is likely next: its code and
 * texts load before the click, so the click draws the screen rather than waiting for them.
 */
export function intendPage(address: string): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    const match = routeOfAddress(address);
    if (match) preloadPage(match.def);
  }, INTENT_MS);
}

/** The pointer left before INTENT_MS: nothing is loaded. */
export function dropPageIntent(): void {
  clearTimeout(pending);
}

/** The app's path a link leads to, or null for a link out of the app. */
function appPathOf(link: HTMLAnchorElement): string | null {
  const { origin, pathname } = new URL(link.href, window.location.href);
  return origin === window.location.origin ? pathInApp(pathname) : null;
}

const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * Every link of the app to one of its screens (a to-do card, a document number) is an intent as the
 * side menu's entries are, from listeners on the document: the pointer resting on it, or the keyboard's
 * focus (Tab passes a link by in less than INTENT_MS). Returns their removal.
 */
export function watchLinkIntents(): () => void {
  const enter = (event: PointerEvent | FocusEvent) => {
    const link = linkOf(event.target);
    const path = link && appPathOf(link);
    if (path) intendPage(path);
  };
  const leave = (event: PointerEvent | FocusEvent) => {
    const link = linkOf(event.target);
    // Moving between a link's own parts is resting on it still.
    if (link && !link.contains(event.relatedTarget as Node | null)) dropPageIntent();
  };
  const listeners = [
    ['pointerover', enter],
    ['focusin', enter],
    ['pointerout', leave],
    ['focusout', leave],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  };
}
