import { matchPath } from 'react-router-dom';
import { findRoute, routeRegistry } from '@/app/routing/registry';
import { workbenchRoutes } from '@/features/workbench/routes';
import type { RouteDef, RouteSpec } from '@/kit/routing';

/** The registry's lookup as react-router reads it: the first route whose pattern matches. */
function reference(pathname: string) {
  for (const def of routeRegistry) {
    const m = matchPath({ path: def.path, end: true }, pathname);
    if (m) return { def, params: m.params };
  }
  return null;
}

const variants = (path: string) => {
  const filled = path.replace(/:(\w+)\?/g, 'opt').replace(/:(\w+)/g, '42');
  return [
    filled,
    `${filled}/`,
    `${filled}//`,
    filled.toUpperCase(),
    `/${filled}`,
    `${filled}/more`,
    `${filled}x`,
    filled.slice(0, -1),
    path,
  ];
};

describe('route lookup (docs/ARCHITECTURE.md property 3: screens are found by their address)', () => {
  it('finds the same route and parameters as react-router matchPath for every screen and near misses', () => {
    const corpus = [
      '/',
      '',
      '//',
      '/nowhere',
      '/s',
      '/S/WORKBENCH',
      ...routeRegistry.flatMap((def) => variants(def.path)),
    ];
    for (const pathname of corpus) {
      const found = findRoute(pathname);
      const expected = reference(pathname);
      expect({ pathname, path: found?.def.path ?? null, params: found?.params ?? null }).toEqual({
        pathname,
        path: expected?.def.path ?? null,
        params: expected?.params ?? null,
      });
    }
  });

  it('reads any list as matchPath does: optional segments, splats, patterns without a leading slash, first match first, the same params', () => {
    const routes = ['/a/b?', '/a/:id', '/a/x', 'c/:id?', '/d/*', '/d/e', ':lone', '/f/g/:h/i?'].map(
      (path) => ({ path }) as RouteDef,
    );
    const paths = [
      '/a',
      '/a/b',
      '/A/B/',
      '/a/x',
      '/a/y',
      '/c',
      '/c/1',
      'c/1',
      '/d',
      '/d/e',
      '/d/e/f',
      '/z',
      '/f/g/1',
      '/f/g/1/i',
      '/f/g',
    ];
    for (const pathname of paths) {
      const expected = routes
        .map((def) => ({ def, m: matchPath({ path: def.path, end: true }, pathname) }))
        .find(({ m }) => m);
      const found = findRoute(pathname, routes);
      expect({ pathname, path: found?.def.path ?? null, params: found?.params ?? null }).toEqual({
        pathname,
        path: expected?.def.path ?? null,
        params: expected?.m?.params ?? null,
      });
    }
  });

  it('matches a pattern without parameters as matchPath does', () => {
    const patterns = ['/', '/workbench', 'workbench', '/workbench/', '//a/b', '/a.b', '/a(b)'];
    const paths = [
      '/',
      '',
      '//',
      '/workbench',
      '/Workbench/',
      '//workbench',
      'workbench',
      '/a/b',
      '/a/b/',
      '/a.b',
      '/axb',
      '/a(b)',
      '/ab',
    ];
    for (const pattern of patterns) {
      for (const pathname of paths) {
        const routes = [{ path: pattern } as RouteDef];
        expect({ pattern, pathname, match: findRoute(pathname, routes) !== null }).toEqual({
          pattern,
          pathname,
          match: matchPath({ path: pattern, end: true }, pathname) !== null,
        });
      }
    }
  });
});

describe('routes collected from the features (no hub file)', () => {
  it('holds every route that any features/<domain>/routes.ts declares, with no list kept by hand', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const domains = readdirSync('src/features').filter((d) => existsSync(`src/features/${d}/routes.ts`));
    expect(domains.length).toBeGreaterThan(10);
    for (const domain of domains) {
      const mod: Record<string, unknown> = await import(`../../src/features/${domain}/routes.ts`);
      const declared = Object.values(mod).filter(Array.isArray).flat() as { path: string }[];
      expect(declared.length, domain).toBeGreaterThan(0);
      for (const def of declared)
        expect(
          routeRegistry.map((r) => r.path),
          `${domain} ${def.path}`,
        ).toContain(def.path);
    }
  });
});

describe('pages outside the route tables (the first load holds no page loaders)', () => {
  it('gives every route a page: its own loader (the homes) or its feature pages.ts entry, and no page without a route', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const domains = readdirSync('src/features').filter((d) => existsSync(`src/features/${d}/routes.ts`));
    for (const domain of domains) {
      const routes: Record<string, unknown> = await import(`../../src/features/${domain}/routes.ts`);
      const declared = Object.values(routes).filter(Array.isArray).flat() as RouteSpec[];
      const own = declared.filter((r) => r.load);
      const paged = declared.filter((r) => !r.load).map((r) => r.path);
      if (!paged.length) continue;
      const { pages } = (await import(`../../src/features/${domain}/pages.ts`)) as { pages: Record<string, unknown> };
      expect(Object.keys(pages).sort(), domain).toEqual(paged.sort());
      for (const path of paged) expect(typeof pages[path], `${domain} ${path}`).toBe('function');
      expect(
        own.map((r) => r.path).filter((p) => p in pages),
        domain,
      ).toEqual([]);
    }
  });

  it("loads a page through its feature's pages.ts", async () => {
    const def = routeRegistry.find((r) => r.path === '/order/order_notice')!;
    const { default: page } = await def.load();
    expect(page).toBe((await import('@/features/orders/pages/OrderNotice')).default);
  });

  it('keeps the home pages in the route table: the sign-in preloads them without a round trip for the index', () => {
    expect(workbenchRoutes.map((r) => [r.path, typeof r.load])).toEqual([
      ['/workbench', 'function'],
      ['/s/workbench', 'function'],
    ]);
  });
});
