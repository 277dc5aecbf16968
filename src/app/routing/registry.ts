import { matchPath } from 'react-router-dom';
import type { RouteDef, RouteSide } from '@/kit/routing';
import { workbenchRoutes } from '@/features/workbench/routes';
import { helpRoutes } from '@/features/help/routes';
import { previewRoutes } from '@/features/preview/routes';
import { basicinfoRoutes } from '@/features/basicinfo/routes';
import { standaloneRoutes } from './standaloneRoutes';
import { caRoutes } from '@/features/sealApplication/routes';
import { registerRoutes } from '@/features/register/routes';
import { mailRoutes } from '@/features/mail/routes';
import { noticesRoutes } from '@/features/notices/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { loadingRoutes } from '@/features/netInCar/routes';
import { damagesRoutes } from '@/features/damages/routes';
import { acceptanceRoutes } from '@/features/acceptance/routes';
import { returnsRoutes } from '@/features/returns/routes';

/** Every screen of the portal, declared by the features (docs/ARCHITECTURE.md, property 3). */
export const routeRegistry: RouteDef[] = [...workbenchRoutes, ...helpRoutes, ...standaloneRoutes, ...previewRoutes, ...basicinfoRoutes,
  ...caRoutes, ...registerRoutes, ...mailRoutes, ...noticesRoutes, ...ordersRoutes, ...loadingRoutes, ...damagesRoutes, ...acceptanceRoutes, ...returnsRoutes,
];

export const HOME: Record<Exclude<RouteSide, 'standalone'>, string> = { supplier: '/workbench', retailer: '/s/workbench' };

export function sideOfPath(pathname: string): Exclude<RouteSide, 'standalone'> {
  return pathname === '/s' || pathname.startsWith('/s/') ? 'retailer' : 'supplier';
}

/** The home screen of a user type (SPEC §6: 1 retailer staff, 2 supplier). */
export const homeOf = (userType: number) => (userType === 1 ? HOME.retailer : HOME.supplier);

/**
 * Where a signed-in user is sent from an address the shell does not show as it is: the app root to
 * the user's home, the other side's screens to the user's own home (SPEC §6: suppliers never open
 * the retailer area; retailer staff work in /s). null: shown as it is.
 */
export function redirectOfAddress(userType: number, pathname: string): string | null {
  const home = homeOf(userType);
  if (pathname === '/' || pathname === '/s' || pathname === '/s/') return home;
  if (findRoute(pathname)?.def.side === 'standalone') return null;
  return (sideOfPath(pathname) === 'retailer') === (userType === 1) ? null : home;
}

export type RouteMatch = { def: RouteDef; params: Record<string, string | undefined> };

const matches = new Map<string, RouteMatch | null>();

/**
 * matchPath for a pattern without parameters, without compiling it: the pattern with one leading
 * slash, any case, any trailing slashes. The side menu asks for every module of the server's tree
 * at once; compiling every route's pattern for each took ~50 ms at CPU x4 in one task.
 */
export function matchesPlainPattern(pattern: string, pathname: string): boolean {
  const plain = `/${pattern.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return pathname.startsWith('/') && pathname.replace(/\/+$/, '').toLowerCase() === plain.toLowerCase();
}

/**
 * The route of a path. Answers for the registry are remembered per path: the menu, the tabs and
 * every link ask on each render, and react-router's matchPath compiles a pattern per call.
 */
export function findRoute(pathname: string, routes: RouteDef[] = routeRegistry): RouteMatch | null {
  const cached = routes === routeRegistry ? matches.get(pathname) : undefined;
  if (cached !== undefined) return cached;
  let found: RouteMatch | null = null;
  for (const def of routes) {
    if (!/[:*?]/.test(def.path)) {
      if (!matchesPlainPattern(def.path, pathname)) continue;
      found = { def, params: {} };
      break;
    }
    const m = matchPath({ path: def.path, end: true }, pathname);
    if (m) {
      found = { def, params: m.params };
      break;
    }
  }
  if (routes === routeRegistry) {
    if (matches.size >= 500) matches.clear();
    matches.set(pathname, found);
  }
  return found;
}

/** True when a server menu URL names a screen this build has (menus are matched to the registry by URL). */
export function isKnownMenuUrl(url: string): boolean {
  const pathname = url.split('?')[0];
  const def = findRoute(pathname)?.def;
  return Boolean(def && def.side !== 'standalone');
}
