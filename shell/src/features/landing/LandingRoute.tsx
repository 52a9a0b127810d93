import { lazy, Suspense } from 'react';
import { PageSpinner } from '@vigia/shared/ui';
import { LandingErrorBoundary } from './LandingErrorBoundary';

const LandingPage = lazy(() => import('./LandingPage'));

/** `/`: the landing page, loaded lazily, inside its own error boundary (spec §2). */
export function LandingRoute() {
  return (
    <LandingErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <LandingPage />
      </Suspense>
    </LandingErrorBoundary>
  );
}
