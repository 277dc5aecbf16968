/**
 * Vite plugin: lets tree shaking drop the parts of react-router the portal does not use. The
 * package's production build is one large module in which every component and context is made by
 * an unannotated `React.forwardRef(…)` / `createContext(…)` / `memo(…)` call and named by a
 * top-level `X.displayName = "…"` statement; a bundler must keep both as possible side effects, so
 * Form, NavLink, useSubmit and the other data-router parts stayed in the first load though the
 * portal's declarative router never renders them (~2 KB gzip). The build marks those top-level
 * calls pure (they are) and drops the display names (names for React's developer tools only).
 * tests/unit/reactRouterPure.test.ts checks the rewrite against the installed react-router.
 */

const ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const PURE_CALL = /^var (\w+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";\n/gm;

/** react-router's module with its top-level React factory calls marked pure and no display names. */
export function withPureFactories(code) {
  return code.replace(PURE_CALL, 'var $1 = /* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/** @returns {import('vite').Plugin} */
export default function reactRouterPure() {
  return {
    name: 'fea-vsm:react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_BUILD.test(id)) return null;
      const out = withPureFactories(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
