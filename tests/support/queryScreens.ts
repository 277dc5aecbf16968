import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeRegistry } from '@/app/routing/registry';
import type { QueryPageConfig } from '@/kit/query';
import type { Side } from '@/kit/schema';

/**
 * Every query screen of the portal and its QueryPage config, found without rendering a page: the
 * pages that render `<QueryPage` (their source), the routes each is the page of (each feature's
 * pages.ts), and the config each takes from its feature's schemas (imported as the page imports
 * them). A factory is called with the string literals the page calls it with (`ledgerQuery('preRec')`),
 * the route's own values where the page derives them (ARGS), else with inert stand-ins.
 */

const FEATURES = join(__dirname, '../../src/features');

// Eager: every schema module of every feature, by its path under src/features.
const schemaModules = import.meta.glob<Record<string, unknown>>('../../src/features/*/schemas/**/*.{ts,tsx}', {
  eager: true,
});
const moduleOf = (feature: string, file: string) =>
  Object.entries(schemaModules).find(([path]) =>
    new RegExp(`/features/${feature}/schemas/${file}\\.tsx?$`).test(path),
  )?.[1];

export type QueryScreen = {
  /** The route's path (a page shared by routes, or reached by one route on both sides, is one screen per route). */
  path: string;
  side: Side;
  /** The page's source file, under src/features. */
  page: string;
  config: QueryPageConfig<Record<string, unknown>>;
};

type Route = { path: string; side: Side };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Factory = (...args: any[]) => unknown;
const noop = () => null;
const NAV = { open: noop, create: noop, renderTitle: noop, compose: noop, moved: noop };

/**
 * The arguments of factories whose page derives them from the route (or loads them): what the page
 * would pass on that route. Others get the page's string literals, and a no-op for the rest
 * (renderers of dialogs and details, callbacks: nothing a column depends on).
 */
const ARGS: Record<string, (route: Route, mod: Record<string, unknown>, literals: string[]) => unknown[][]> = {
  'certificates/certList': (route, mod) => [
    [(mod.VIEW_OF_PATH as Record<string, string>)[route.path] ?? 'list', [], NAV],
  ],
  'reports/reportConfig': (route, _mod, literals) => [[literals[0], route.side, []]],
  'holidayPlans/holidaysQuery': () => [[[]]],
  'holidayPlans/plansQuery': () => [[[], noop]],
  'masterData/shopListQuery': () => [[[]]],
  'masterData/settlementMethodsQuery': () => [[[], []]],
  'certificates/licenceCategoriesQuery': () => [[[], (s: string) => s]],
  // One screen, a folder a tab: every folder's list.
  'mail/mailQuery': () => ['inbox', 'outbox', 'draft', 'recycle'].map((folder) => [folder, NAV]),
  'notices/noticeQuery': (route) => [[route.side, noop]],
  'portalContent/contentQuery': (_route, _mod, literals) => [[literals[0], noop]],
  'contacts/contactsQuery': (route) => [[route.side]],
  'vendorProfile/supplierQuery': () => [[{ basic: [], bank: [], invoice: [], history: [] }]],
};

const isConfig = (value: unknown): value is QueryScreen['config'] =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as QueryScreen['config']).columns) &&
  'query' in value;

/** The route paths of each page file, read from the features' pages.ts (reports: each route's report literal). */
function pagesOfRoutes(): { page: string; path: string; literals: string[] }[] {
  return readdirSync(FEATURES).flatMap((feature) => {
    let text: string;
    try {
      text = readFileSync(join(FEATURES, feature, 'pages.ts'), 'utf8');
    } catch {
      return [];
    }
    const direct = [...text.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('\.\/pages\/([^']+)'\)/g)].map((m) => ({
      page: `${feature}/pages/${m[2]}`,
      path: m[1],
      literals: [] as string[],
    }));
    // A pages.ts that makes its loaders with a helper of its own (reports: page('sales', 'supplier')).
    const helper = /const (\w+) = \([^)]*\)[^=]*=>[\s\S]*?import\('\.\/pages\/([^']+)'\)/.exec(text);
    const made = helper
      ? [...text.matchAll(new RegExp(`'([^']+)':\\s*${helper[1]}\\(([^)]*)\\)`, 'g'))].map((m) => ({
          page: `${feature}/pages/${helper[2]}`,
          path: m[1],
          literals: [...m[2].matchAll(/'([^']*)'/g)].map((l) => l[1]),
        }))
      : [];
    // Loaders named once and given to several paths (certificates: `const lists = () => import(…)`).
    const named = new Map(
      [...text.matchAll(/const (\w+) = \(\) => import\('\.\/pages\/([^']+)'\)/g)].map((m) => [m[1], m[2]]),
    );
    const shared = [...text.matchAll(/'([^']+)':\s*(\w+),/g)]
      .filter((m) => named.has(m[2]))
      .map((m) => ({ page: `${feature}/pages/${named.get(m[2])}`, path: m[1], literals: [] as string[] }));
    return [...direct, ...made, ...shared];
  });
}

/** The routes of the registry whose page this module could not read from its feature's pages.ts. */
export function routesWithoutPage(): string[] {
  const found = new Set(pagesOfRoutes().map((p) => p.path));
  return routeRegistry.filter((r) => r.side !== 'standalone' && !r.load && !found.has(r.path)).map((r) => r.path);
}

const pageFile = (page: string) =>
  ['.tsx', '.ts']
    .map((ext) => join(FEATURES, page + ext))
    .find((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });

/** The configs a page renders on a route: the schema exports it imports that are, hold or make one. */
function configsOf(page: string, route: Route, routeLiterals: string[]): QueryScreen['config'][] {
  const feature = page.split('/')[0];
  const source = readFileSync(pageFile(page)!, 'utf8');
  const imports = [...source.matchAll(/import \{([^}]*)\} from '\.\.\/schemas\/([^']+)'/g)];
  const failures: string[] = [];
  const configs = imports.flatMap(([, names, file]) => {
    const mod = moduleOf(feature, file);
    if (!mod) throw new Error(`${page}: ../schemas/${file} not found`);
    return (
      names
        .split(',')
        .map((n) => n.replace(/^\s*type\s+/, '').trim())
        // Hooks (useProfileSchema) run only in a render: not a config.
        .filter((name) => name && !/^use[A-Z]/.test(name))
        .flatMap((name) => {
          const value = mod[name];
          if (isConfig(value)) return [value];
          if (typeof value === 'object' && value !== null) {
            const forSide = (value as Record<string, unknown>)[route.side];
            return isConfig(forSide) ? [forSide] : [];
          }
          if (typeof value !== 'function' || !new RegExp(`\\b${name}\\(`).test(source)) return [];
          const call = new RegExp(`\\b${name}\\(([^)]*)\\)`).exec(source)![1];
          const literals = [...call.matchAll(/^\s*'([^']*)'|,\s*'([^']*)'/g)].map((m) => m[1] ?? m[2]);
          const variants = ARGS[`${feature}/${name}`]?.(route, mod, routeLiterals) ?? [
            [...literals, ...Array.from({ length: 4 }, () => noop)],
          ];
          try {
            return variants.map((args) => (value as Factory)(...args)).filter(isConfig);
          } catch (error) {
            // A helper the page imports beside its config (a hook, a label function) may not run here.
            failures.push(`${name}: ${String(error)}`);
            return [];
          }
        })
    );
  });
  if (!configs.length)
    throw new Error(`${page} renders a QueryPage whose config was not found for ${route.path}: ${failures.join('; ')}`);
  return configs;
}

/**
 * The page module that renders the QueryPage: the page itself, or a sibling module it calls (a
 * screen made per route: `contentScreen('login')`), with the string literals of that call.
 */
function queryPageOf(page: string, literals: string[]): { page: string; literals: string[] } | null {
  const source = readFileSync(pageFile(page)!, 'utf8');
  if (source.includes('<QueryPage')) return { page, literals };
  for (const [, names, sibling] of source.matchAll(/import \{([^}]*)\} from '\.\/([^']+)'/g)) {
    const other = `${page.replace(/[^/]+$/, '')}${sibling}`;
    if (!readFileSync(pageFile(other)!, 'utf8').includes('<QueryPage')) continue;
    const name = names.split(',')[0].trim();
    const call = new RegExp(`\\b${name}\\(([^)]*)\\)`).exec(source)?.[1] ?? '';
    return { page: other, literals: [...call.matchAll(/'([^']*)'/g)].map((m) => m[1]) };
  }
  return null;
}

/** Every route whose page renders a QueryPage, with the config(s) it renders there. */
export function queryScreens(): QueryScreen[] {
  const sides = new Map(routeRegistry.map((r) => [r.path, r.side]));
  return pagesOfRoutes().flatMap((entry) => {
    const file = pageFile(entry.page);
    const found = file && queryPageOf(entry.page, entry.literals);
    if (!found) return [];
    const { page, literals } = found;
    const path = entry.path;
    const side = sides.get(path);
    if (side !== 'supplier' && side !== 'retailer') return [];
    return configsOf(page, { path, side }, literals).map((config) => ({ path, side, page, config }));
  });
}
