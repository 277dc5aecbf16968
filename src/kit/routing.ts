import { createContext, useContext, type ComponentType } from 'react';
import type { VendorCombination } from '@/api/types';

/** Which area a route belongs to: supplier (root), retailer (/s), or standalone without the shell. */
export type RouteSide = 'supplier' | 'retailer' | 'standalone';

/** A page's code, fetched when the page is first shown. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * One screen, declared once by its feature (features/<domain>/routes.ts) and merged by the app
 * into the router, the tab titles and the menu matching (menus come from the server and are
 * matched to these by URL). The route tables are part of the first load, so they hold no page
 * code: a feature's `pages.ts` maps each path to its loader and is fetched with the first of its
 * pages (docs/ARCHITECTURE.md). Only a page that is itself part of the first load (the homes)
 * names its loader here.
 */
export type RouteSpec = {
  /** Path without the base prefix, e.g. '/workbench' or '/s/message/notice'. May hold :params. */
  path: string;
  side: RouteSide;
  /** i18n key of the tab and breadcrumb title, 'namespace:key'. */
  titleKey: string;
  /** The page, for a page in the first load; any other page is found in its feature's pages.ts. */
  load?: PageLoader;
  /**
   * Starts the screen's first request before it renders, when it is the first screen after
   * sign-in (kit/prefetch: the screen's first call takes it), for `vendor`: the supplier's
   * combination, sent while its checks run (null for retailer staff). Must be cheap and import
   * nothing heavy.
   */
  prefetch?: (vendor: VendorCombination | null) => void;
  /** Reachable without sign-in (only /venders/registerDetail per SPEC §4). */
  public?: boolean;
};

/** A screen as the app routes it: its declaration and the loader of its page. */
export type RouteDef = RouteSpec & { load: PageLoader };

/**
 * A feature's pages.ts: the loader of every path its route tables declare (type-checked both
 * ways: a route without a page or a page without a route does not compile).
 */
export type PageLoaders<Routes extends readonly RouteSpec[]> = Record<Routes[number]['path'], PageLoader>;

/**
 * Whether this build has a screen at an address (path with optional query). The app provides it
 * from its route registry; features use it so a link to a screen that is not built yet is shown
 * as plain text, never as a way to the not-found page. Without a provider everything counts as built.
 */
export const RouteAvailability = createContext<(to: string) => boolean>(() => true);

export const useRouteAvailable = () => useContext(RouteAvailability);
