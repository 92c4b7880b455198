import { Suspense } from 'react';
import { useRoutes } from '../../lib/router/router';
import { useSessionSync } from '../../features/session/hooks/use-session-sync';
import { routeTable } from '../route-table';
import { useScrollRestoration } from '../use-scroll-restoration';
import { PageErrorBoundary } from './page-error-boundary';

export function RootRoute() {
  useSessionSync();
  useScrollRestoration();
  const page = useRoutes(routeTable);
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>{page}</Suspense>
    </PageErrorBoundary>
  );
}
