import { Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RouteDef } from '@/kit/routing';
import { forgetLazyPage, pageOf } from './lazyPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageFallback } from './PageFallback';

/**
 * Renders one route's page for a given location: a tab renders its own location even while
 * another tab is active, so useParams / useSearchParams inside it see the tab's own address.
 */
export function RoutePage({ def, location }: { def: RouteDef; location?: { pathname: string; search: string } }) {
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(() => pageOf(def));
  const retry = () => {
    forgetLazyPage(def);
    setPage(() => pageOf(def));
    setAttempt((n) => n + 1);
  };
  const element = (
    <PageErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
  if (!location) return element;
  return (
    <Routes location={location}>
      <Route path={def.path} element={element} />
    </Routes>
  );
}
