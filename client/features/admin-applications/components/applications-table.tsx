import type { ApplicationSummaryDto } from '@server/modules/track-applications/application-review.dto';
import { FileSearch } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type ApplicationsFilter, BULK_MAX } from '@shared/application-review-schemas';
import { countLabel } from '@shared/counts';
import { COUNT_CAP } from '@shared/limits';
import { TRACK_APPLICATION_STATUSES, TRACKS } from '@shared/domain-values';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ExportLink, exportQuery } from '../../../components/data-table/export-link';
import { selectWithClick } from '../../../components/data-table/row-selection';
import { DateFilter, SelectFilter } from '../../../components/data-table/table-filters';
import { TablePager } from '../../../components/data-table/table-pager';
import { TableSearch } from '../../../components/data-table/table-search';
import { useTableParams } from '../../../components/data-table/use-table-params';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { formatDate, statusLabel } from '../../../lib/format';
import { useApplications } from '../api/list-applications';
import { ApplicationStatusBadge, trackLabel } from './application-status-badge';
import { BulkActions } from './bulk-actions';
import { applicationHref } from './review-navigation';

const STATUS_OPTIONS = TRACK_APPLICATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const TRACK_OPTIONS = TRACKS.map((value) => ({ value, label: trackLabel(value) }));
const applicantName = (row: ApplicationSummaryDto) => row.applicant.name || 'Unknown Applicant';

const COLUMNS: DataColumn<ApplicationSummaryDto>[] = [
  { id: 'applicant', header: 'Applicant', cell: ({ row }) => applicantName(row.original) },
  {
    id: 'track',
    header: 'Track',
    meta: { sortKey: 'track' },
    cell: ({ row }) => trackLabel(row.original.track),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { sortKey: 'status' },
    cell: ({ row }) => <ApplicationStatusBadge status={row.original.status} />,
  },
  {
    id: 'city',
    header: 'City',
    cell: ({ row }) => [row.original.applicant.city, row.original.applicant.state].filter(Boolean).join(', ') || '—',
  },
  { id: 'phone', header: 'Phone', cell: ({ row }) => row.original.applicant.phone || '—' },
  {
    id: 'created',
    header: 'Applied',
    meta: { sortKey: 'created', className: 'whitespace-nowrap' },
    cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatDate(row.original.createdAt)}</time>,
  },
  {
    id: 'updated',
    header: 'Last change',
    meta: { sortKey: 'updated', className: 'whitespace-nowrap' },
    cell: ({ row }) => <time dateTime={row.original.updatedAt}>{formatDate(row.original.updatedAt)}</time>,
  },
];

// spec §2 /admin/applications, issue 19: a table searched, filtered, sorted and paged by the
// server, every choice in the address; 'Showing X of Y applications'.
export function ApplicationsTable() {
  const table = useTableParams({ sort: 'created', dir: 'desc' });
  const { params, setFilters } = table;
  const applications = useApplications(table.query);
  const data = applications.data;
  const filter = (name: string) => params.get(name) ?? '';
  const updatedFrom = filter('updatedFrom');

  // Issue 19: chosen rows (kept across pages), or every row the filter matches. A new filter
  // or sort starts afresh.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const anchor = useRef<string | null>(null);
  const filterKey = new URLSearchParams([...params].filter(([key]) => key !== 'page')).toString();
  // A change of the filter clears the selection.
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
    anchor.current = null;
  }, [filterKey]);
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const names = new Map(data?.items.map((row) => [row.id, applicantName(row)]));
  const pageIds = data?.items.map((row) => row.id) ?? [];
  const bulkFilter: ApplicationsFilter = {
    ...Object.fromEntries(
      ['search', 'status', 'track', 'from', 'to', 'updatedFrom'].flatMap((key) => {
        const value = params.get(key);
        return value ? [[key, value]] : [];
      }),
    ),
    sort: table.sort.sort as ApplicationsFilter['sort'],
    dir: table.sort.dir,
  };
  const matchingCount =
    data && data.totalPrecision === 'exact' && data.total <= BULK_MAX && data.total > 0 ? data.total : null;

  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <TableSearch
          value={filter('search')}
          onChange={(search) => setFilters({ search }, { replace: true })}
          placeholder="Search by name, role, or city..."
        />
        <SelectFilter
          label="Status"
          allLabel="All statuses"
          value={filter('status')}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
        <SelectFilter
          label="Track"
          allLabel="All tracks"
          value={filter('track')}
          options={TRACK_OPTIONS}
          onChange={(track) => setFilters({ track })}
        />
        <DateFilter label="Applied from" value={filter('from')} onChange={(from) => setFilters({ from })} />
        <DateFilter label="Applied to" value={filter('to')} onChange={(to) => setFilters({ to })} />
      </div>
      {updatedFrom && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Changed since {formatDate(updatedFrom)}
          <Button variant="outline" size="sm" onClick={() => setFilters({ updatedFrom: '' })}>
            Clear the change date
          </Button>
        </p>
      )}

      {applications.isError && !data ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyErrorMessage(applications.error)}
        </p>
      ) : !data ? (
        <div className="grid gap-2" aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-10" />
          ))}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {countLabel({ value: data.total, precision: data.totalPrecision })} of{' '}
              {countLabel(data.overallTotal)} applications
            </p>
            <ExportLink href={`/api/admin/applications/export?${exportQuery(params)}`} />
          </div>
          {(selected.size > 0 || allMatching) && (
            <BulkActions
              target={
                allMatching && matchingCount !== null
                  ? { kind: 'matching', filter: bulkFilter, count: matchingCount }
                  : { kind: 'ids', ids: [...selected] }
              }
              selectedCount={selected.size}
              matchingCount={matchingCount}
              onSelectAllMatching={() => setAllMatching(true)}
              onClear={clearSelection}
              nameOf={(id) => names.get(id)}
            />
          )}
          {data.items.length === 0 ? (
            <EmptyState icon={FileSearch} title="No applications found" />
          ) : (
            <DataTable
              label="Applications"
              columns={COLUMNS}
              rows={data.items}
              rowId={(row) => row.id}
              rowHref={(row) => applicationHref(row.id, table.query)}
              rowName={applicantName}
              sort={table.sort}
              onSortChange={table.setSort}
              busy={applications.isFetching}
              // Issue 41: the keys of the application page's review (decision 114).
              rowKeys={{
                onPastEdge: (direction) => {
                  const next = table.page + direction;
                  if (next < 1 || (next - 1) * data.pageSize >= Math.min(data.total, COUNT_CAP)) return false;
                  table.setPage(next);
                  return true;
                },
              }}
              selection={{
                selected: allMatching ? new Set(pageIds) : selected,
                onToggle: (id, shift) => {
                  setAllMatching(false);
                  setSelected((current) => selectWithClick(current, pageIds, id, { shift, anchor: anchor.current }));
                  anchor.current = id;
                },
                onTogglePage: (select) => {
                  setAllMatching(false);
                  setSelected((current) => {
                    const next = new Set(current);
                    for (const id of pageIds) {
                      if (select) next.add(id);
                      else next.delete(id);
                    }
                    return next;
                  });
                },
              }}
            />
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-muted-foreground">
              Keyboard: <kbd className="font-mono">j</kbd> and <kbd className="font-mono">k</kbd> move between rows,{' '}
              <kbd className="font-mono">Enter</kbd> opens one, <kbd className="font-mono">x</kbd> selects it.
            </p>
            <TablePager page={table.page} pageSize={data.pageSize} total={data.total} onPageChange={table.setPage} />
          </div>
        </>
      )}
    </div>
  );
}
