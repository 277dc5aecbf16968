import type { RouteDef } from '@/kit/routing';
import { useTabs } from '@/stores/tabs';
import { findRoute, HOME, sideOfPath } from '../routing/registry';

/**
 * A detail route (a required parameter: '/message/ndetail/:id') shares one tab per route among
 * its addresses, unless the user pins it; its pattern is the tab's kind. Other routes have none.
 */
export function detailKindOf(def: Pick<RouteDef, 'path'>): string | undefined {
  return /\/:[^/?]+(\/|$)/.test(def.path) ? def.path : undefined;
}

/**
 * The key of the tab that shows `pathname`, a screen of route `def`: one tab per screen (SPEC §2).
 * A detail route has a tab per address (one per kind unless pinned: `detailKindOf`); any other
 * route has one, whatever the address says of it: its optional parameters ('/message/email' and
 * '/message/email/inbox' are the mail screen), its case or a trailing slash. The key is the route's
 * canonical address, the pattern without its optional segments, which is also its menu entry's.
 */
export function tabKeyOf(def: Pick<RouteDef, 'path'>, pathname: string): string {
  if (detailKindOf(def)) return pathname;
  return def.path.replace(/\/:[^/]+\?/g, '') || '/';
}

/** The tab key of an address (a menu entry's, a tab's), or the path itself when no route has it. */
export function tabKeyOfPath(pathname: string): string {
  const match = findRoute(pathname);
  return match ? tabKeyOf(match.def, pathname) : pathname;
}

/**
 * The tabs for an address in the shell of `side`: the side's home tab first, and the address's
 * screen as the active tab when it is one of that side's screens (SPEC §2). Changes nothing when
 * the tabs already say so.
 */
export function openTabOfLocation(side: 'supplier' | 'retailer', pathname: string, search: string): void {
  const tabs = useTabs.getState();
  tabs.init(HOME[side], 'workbench:title');
  const match = findRoute(pathname);
  if (match?.def.side === side)
    tabs.visit(tabKeyOf(match.def, pathname), pathname + search, match.def.titleKey, detailKindOf(match.def));
  // An address with no screen (the not-found page): no tab looks like the one shown.
  else tabs.showNone();
}

/**
 * Opens the tab of the address the shell is about to show, before its first render, so the shell's
 * first commit already shows it (opened in the shell's effect, the header, side menu and tab bar
 * rendered a second time in the same task). Nothing for a standalone page.
 */
export function openTabBeforeShell(pathname: string, search: string): void {
  if (findRoute(pathname)?.def.side === 'standalone') return;
  openTabOfLocation(sideOfPath(pathname), pathname, search);
}
