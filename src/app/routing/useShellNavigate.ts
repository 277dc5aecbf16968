import { useCallback, useContext } from 'react';
import { parsePath, UNSAFE_DataRouterContext, UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * `navigate(address)` for the shell's own parts (side menu, tab bar, mail badge, search box), which
 * does not render them again at every navigation: the router's useNavigate reads the location, so a
 * search in a tab drew the ~300 components of the side menu again. This reads only the router's
 * navigator and basename, which hold for the router's life (the router's package exports their
 * context for this; UNSAFE_: outside its semver promise, tests/app/routeLocation.test.tsx holds it).
 * Absolute addresses only, as the shell has.
 */
export function useShellNavigate(): (to: string) => void {
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  // A data router (the tests' memory routers) puts its basename in front itself.
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  return useCallback(
    (to: string) => {
      const path = parsePath(to);
      if (!dataRouter && basename !== '/' && path.pathname)
        path.pathname = path.pathname === '/' ? basename : `${basename.replace(/\/$/, '')}${path.pathname}`;
      void navigator.push(path);
    },
    [navigator, basename, dataRouter],
  );
}
