import { matchPath } from 'react-router-dom';
import { findRoute, matchesPlainPattern, routeRegistry } from '@/app/routing/registry';

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
        expect({ pattern, pathname, match: matchesPlainPattern(pattern, pathname) }).toEqual({
          pattern,
          pathname,
          match: matchPath({ path: pattern, end: true }, pathname) !== null,
        });
      }
    }
  });
});

describe('routes collected from the features (issue 18: no hub file)', () => {
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
