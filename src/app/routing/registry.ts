import type { RouteDef, RouteSide, RouteSpec } from '@/kit/routing';
import { matchPattern } from './matchPattern';
import { standaloneRoutes } from './standaloneRoutes';

/**
 * Every screen of the portal, declared by the features (docs/ARCHITECTURE.md, property 3): each
 * `features/<domain>/routes.ts` exports its route tables and is collected here without a list,
 * so a new domain edits no file of the app. The tables are eager (the menu, the tabs and the
 * redirects need them at once) and hold no page code: each feature's `pages.ts` maps its paths to
 * their pages, and all of them are one chunk (./pageIndex) fetched after the first screen, so the
 * first load does not carry ~140 loaders and their preload lists.
 */
const featureRouteModules = import.meta.glob<Record<string, unknown>>('../../features/*/routes.ts', { eager: true });

const isRouteList = (value: unknown): value is RouteSpec[] =>
  Array.isArray(value) && value.every((r) => typeof r === 'object' && r !== null && 'path' in r && 'titleKey' in r);

const loadPageIndex = () => import('./pageIndex');

/** A route with its page's loader: its own (a page of the first load, the homes) or its pages.ts entry. */
const withPage = (spec: RouteSpec): RouteDef => ({
  ...spec,
  load: spec.load ?? (() => loadPageIndex().then(({ pageLoaderOf }) => pageLoaderOf(spec.path)())),
});

export const routeRegistry: RouteDef[] = [
  ...Object.values(featureRouteModules).flatMap((mod) => Object.values(mod).filter(isRouteList).flat().map(withPage)),
  ...standaloneRoutes,
];

/** Fetches the page index ahead of the first page opened from the menu. */
export function preloadPageIndex(): void {
  loadPageIndex().catch(() => undefined);
}

export const HOME: Record<Exclude<RouteSide, 'standalone'>, string> = {
  supplier: '/workbench',
  retailer: '/s/workbench',
};

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
 * A pattern without parameters as react-router's matchPath reads it, without compiling it: one leading slash, any case,
 * no trailing slash. A path starting with one slash matches it when its own key is the same.
 */
const plainKey = (pattern: string) => `/${pattern.replace(/^\/+/, '')}`.replace(/\/+$/, '').toLowerCase();

/**
 * A route list's plain patterns by their key (the first route of each), and its patterns with
 * parameters by place with the segments before their first parameter: a path that does not start with
 * them cannot match, and is not given to the matcher.
 */
type RouteIndex = { plain: Map<string, number>; patterned: Array<{ place: number; prefix: string }> };
const indexes = new WeakMap<RouteDef[], RouteIndex>();

function indexOf(routes: RouteDef[]): RouteIndex {
  let index = indexes.get(routes);
  if (!index) {
    index = { plain: new Map(), patterned: [] };
    for (const [place, def] of routes.entries()) {
      const special = def.path.search(/[:*?]/);
      if (special < 0) {
        const key = plainKey(def.path);
        if (!index.plain.has(key)) index.plain.set(key, place);
        continue;
      }
      // The segments before the one holding the first parameter, splat or optional mark.
      index.patterned.push({
        place,
        prefix: plainKey(def.path.slice(0, Math.max(0, def.path.lastIndexOf('/', special)))),
      });
    }
    indexes.set(routes, index);
  }
  return index;
}

/**
 * The route of a path: the first route whose pattern matches, as react-router reads the list. Plain
 * patterns are looked up by their key and only the few with parameters are compiled: the side menu
 * asks for every module of the server's tree at once, and a scan of every route for each took ~40 ms
 * at CPU ×4 in one task. Answers for the registry are remembered per path (the menu, the tabs and
 * every link ask on each render).
 */
export function findRoute(pathname: string, routes: RouteDef[] = routeRegistry): RouteMatch | null {
  const cached = routes === routeRegistry ? matches.get(pathname) : undefined;
  if (cached !== undefined) return cached;
  const { plain, patterned } = indexOf(routes);
  const key = pathname.replace(/\/+$/, '').toLowerCase();
  const plainPlace = pathname.startsWith('/') ? plain.get(key) : undefined;
  let found: RouteMatch | null = plainPlace === undefined ? null : { def: routes[plainPlace], params: {} };
  for (const { place, prefix } of patterned) {
    if (plainPlace !== undefined && place > plainPlace) break;
    if (!key.startsWith(prefix)) continue;
    const params = matchPattern(routes[place].path, pathname);
    if (params) {
      found = { def: routes[place], params };
      break;
    }
  }
  if (routes === routeRegistry) {
    if (matches.size >= 500) matches.clear();
    matches.set(pathname, found);
  }
  return found;
}

/** The route of an address of the app (a menu URL, a link's target): its path without query or hash. */
export const routeOfAddress = (address: string): RouteMatch | null => findRoute(address.split(/[?#]/)[0]);

/** True when a server menu URL names a screen this build has (menus are matched to the registry by URL). */
export function isKnownMenuUrl(url: string): boolean {
  const def = routeOfAddress(url)?.def;
  return Boolean(def && def.side !== 'standalone');
}
