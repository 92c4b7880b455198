import { FileSearch, Search } from 'lucide-react';
import { useId } from 'react';
import { countLabel } from '@shared/counts';
import { TRACK_APPLICATION_STATUSES } from '@shared/domain-values';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ApplicationsFilter } from '../../../lib/admin-query-keys';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { statusLabel } from '../../../lib/format';
import { useSearchBox } from '../../../lib/use-search-box';
import { useApplications } from '../api/list-applications';
import { ApplicationCard } from './application-card';

// spec §2 /admin/applications: search, status filter, 'Showing X of Y applications', cards.
export function ApplicationsBrowser({
  filter,
  onFilterChange,
}: {
  filter: ApplicationsFilter;
  onFilterChange: (filter: ApplicationsFilter) => void;
}) {
  const searchId = useId();
  const [searchText, setSearchText] = useSearchBox(filter.search, (search) => onFilterChange({ ...filter, search }));
  const applications = useApplications(filter);

  const pages = applications.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const first = pages[0];

  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Search by name, role, or city..."
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
        </div>
        <FormField label="Status">
          <NativeSelect
            value={filter.status}
            onChange={(event) => onFilterChange({ ...filter, status: event.target.value })}
          >
            <option value="">All statuses</option>
            {TRACK_APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      {applications.isError && !first ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyErrorMessage(applications.error)}
        </p>
      ) : !first ? (
        <div className="grid gap-3" aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20" />
          ))}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {countLabel({ value: first.total, precision: first.totalPrecision })} of{' '}
            {countLabel(first.overallTotal)} applications
          </p>
          {items.length === 0 ? (
            <EmptyState icon={FileSearch} title="No applications found" />
          ) : (
            <ul className="grid gap-3" aria-label="Applications">
              {items.map((application) => (
                <ApplicationCard key={application.id} application={application} />
              ))}
            </ul>
          )}
          {applications.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => applications.fetchNextPage()}
              disabled={applications.isFetchingNextPage}
            >
              {applications.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
