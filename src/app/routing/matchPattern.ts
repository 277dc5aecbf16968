/**
 * react-router's `matchPath({ path, end: true }, pathname)` for the registry's lookup: the same
 * pattern syntax (`:param`, `:param?`, optional static segments `seg?`, a trailing `*`), any case,
 * trailing slashes allowed, and the same params. Ours so that the route lookup, which the sign-in
 * reads, does not bring react-router into the sign-in's first script (scripts/vite-plugin-sign-in-first.mjs);
 * tests/app/registry.test.ts holds it to react-router's answers on every route and on odd lists. Each
 * pattern is compiled once (matchPath compiles it at every call).
 */

type Compiled = { matcher: RegExp; params: Array<{ name: string; optional: boolean }> };

const compiled = new Map<string, Compiled>();

function compile(path: string): Compiled {
  const params: Compiled['params'] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(
        /\/:([\w-]+)(\?)?/g,
        (match: string, name: string, optional: string | undefined, at: number, all: string) => {
          params.push({ name, optional: optional !== undefined });
          if (!optional) return '/([^\\/]+)';
          const next = all.charAt(at + match.length);
          return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
        },
      )
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { matcher: new RegExp(source, 'i'), params };
}

/** The params of `pathname` under `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string | undefined> | null {
  let c = compiled.get(pattern);
  if (!c) compiled.set(pattern, (c = compile(pattern)));
  const match = c.matcher.exec(pathname);
  if (!match) return null;
  const values = match.slice(1);
  const result: Record<string, string | undefined> = {};
  c.params.forEach(({ name, optional }, i) => {
    const value = values[i];
    result[name] = optional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return result;
}
