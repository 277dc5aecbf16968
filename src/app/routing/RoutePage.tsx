import { Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { NavigationType, Route, Routes, UNSAFE_LocationContext } from 'react-router-dom';
import type { RouteDef } from '@/kit/routing';
import { forgetLazyPage, pageOf } from './lazyPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageFallback } from './PageFallback';

/**
 * The location a tab's page reads (useLocation, useSearchParams, useParams, relative navigation): its
 * own address, as one object for as long as that address holds. Not `<Routes location>`: Routes also
 * reads the router's location and hands its page a new location object at every navigation, so a
 * search in one tab drew the pages of every open tab again. (React still calls a reader of the
 * router's location at a navigation; its value unchanged, nothing below it is drawn again.) The
 * router's package exports its location context for this (UNSAFE_: outside its semver promise;
 * tests/app/routeLocation.test.tsx holds it).
 */
function OwnLocation({ pathname, search, children }: { pathname: string; search: string; children: ReactNode }) {
  const value = useMemo(
    () => ({
      location: { pathname, search, hash: '', state: null, key: 'default' },
      navigationType: NavigationType.Pop,
    }),
    [pathname, search],
  );
  return <UNSAFE_LocationContext.Provider value={value}>{children}</UNSAFE_LocationContext.Provider>;
}

/**
 * Renders one route's page for a given location: a tab renders its own location even while
 * another tab is active, so useParams / useSearchParams inside it see the tab's own address.
 * `drawAfterFrame`: the page is drawn in a pass of its own after the first commit has shown its
 * placeholder, a pass React slices; a page whose code is already in (routing/pageIntent) would
 * otherwise be drawn whole in the task of the click that opened it.
 */
export function RoutePage({
  def,
  location,
  drawAfterFrame = false,
}: {
  def: RouteDef;
  location?: { pathname: string; search: string };
  drawAfterFrame?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(() => pageOf(def));
  // No initial value otherwise: given one, React asks for a deferred pass even when the two values agree.
  const drawn = useDeferredValue(true, drawAfterFrame ? false : undefined);
  const retry = () => {
    forgetLazyPage(def);
    setPage(() => pageOf(def));
    setAttempt((n) => n + 1);
  };
  const element = (
    <PageErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageFallback />}>{drawn ? <Page /> : <PageFallback />}</Suspense>
    </PageErrorBoundary>
  );
  if (!location) return element;
  return (
    <OwnLocation pathname={location.pathname} search={location.search}>
      <Routes>
        <Route path={def.path} element={element} />
      </Routes>
    </OwnLocation>
  );
}
