import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ApplicationsBrowser } from '../../../features/admin-applications/components/applications-browser';
import type { ApplicationsFilter } from '../../../lib/admin-query-keys';
import { usePageTitle } from '../../../lib/use-page-title';

// spec §2 /admin/applications. The search and filter live in the address, so a reload, the
// back button or a shared link keep them.
export function AdminApplicationsPage() {
  usePageTitle('Applications');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const filter: ApplicationsFilter = useMemo(() => ({ search, status }), [search, status]);
  const onFilterChange = useCallback(
    (next: ApplicationsFilter) => {
      const nextParams = new URLSearchParams();
      if (next.search) nextParams.set('search', next.search);
      if (next.status) nextParams.set('status', next.status);
      setParams(nextParams, { replace: true });
    },
    [setParams],
  );
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Applications</h1>
        <p className="text-muted-foreground">Track applications from the onboarding wizard, newest first.</p>
      </div>
      <ApplicationsBrowser filter={filter} onFilterChange={onFilterChange} />
    </div>
  );
}
