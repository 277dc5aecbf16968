import { createContext, useContext, type ComponentType } from 'react';
import type { VendorCombination } from '@/api/types';

/** Which area a route belongs to: supplier (root), retailer (/s), or standalone without the shell. */
export type RouteSide = 'supplier' | 'retailer' | 'standalone';

/**
 * One screen, declared once by its feature (features/<domain>/routes.ts) and merged by the app
 * into the router, the tab titles and the menu matching (menus come from the server and are
 * matched to these by URL).
 */
export type RouteDef = {
  /** Path without the base prefix, e.g. '/workbench' or '/s/message/notice'. May hold :params. */
  path: string;
  side: RouteSide;
  /** i18n key of the tab and breadcrumb title, 'namespace:key'. */
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
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

/**
 * Whether this build has a screen at an address (path with optional query). The app provides it
 * from its route registry; features use it so a link to a screen that is not built yet is shown
 * as plain text, never as a way to the not-found page. Without a provider everything counts as built.
 */
export const RouteAvailability = createContext<(to: string) => boolean>(() => true);

export const useRouteAvailable = () => useContext(RouteAvailability);
