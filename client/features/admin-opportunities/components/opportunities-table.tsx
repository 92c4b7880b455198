import type { AdminOpportunityRowDto } from '@server/modules/opportunities/opportunities.dto';
import { Plus, Ticket } from 'lucide-react';
import { useState } from 'react';
import { countLabel } from '@shared/counts';
import { OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from '@shared/domain-values';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { DateFilter, SelectFilter } from '../../../components/data-table/table-filters';
import { TablePager } from '../../../components/data-table/table-pager';
import { TableSearch } from '../../../components/data-table/table-search';
import { useTableParams } from '../../../components/data-table/use-table-params';
import { FeaturedBadge } from '../../../components/featured-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { capitalized, formatDate, formatEventWhen } from '../../../lib/format';
import { useAdminOpportunities } from '../api/list-admin-opportunities';
import { OpportunityStatusBadge, OpportunityTypeBadge } from './opportunity-badges';
import { OpportunityFormDialog } from './opportunity-form-dialog';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: capitalized(value) }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

// spec §4: 0 spots means invite only.
const openSpots = (row: AdminOpportunityRowDto) =>
  row.slotsTotal === 0 ? 'Invite only' : String(Math.max(0, row.slotsTotal - row.slotsFilled));

const COLUMNS: DataColumn<AdminOpportunityRowDto>[] = [
  { id: 'title', header: 'Title', meta: { sortKey: 'title' }, cell: ({ row }) => row.original.title },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className="inline-flex flex-wrap gap-1">
        <OpportunityStatusBadge status={row.original.status} />
        {/* D22: open, but its date has passed, so no longer listed publicly. */}
        {row.original.past && <Badge variant="neutral">Past</Badge>}
        {row.original.featured && <FeaturedBadge />}
      </span>
    ),
  },
  { id: 'type', header: 'Type', cell: ({ row }) => <OpportunityTypeBadge type={row.original.opportunityType} /> },
  { id: 'city', header: 'City', cell: ({ row }) => row.original.city || '—' },
  {
    id: 'date',
    header: 'Date',
    meta: { sortKey: 'date', className: 'min-w-40' },
    cell: ({ row }) =>
      row.original.date ? (
        <time dateTime={row.original.startsAt ?? row.original.date}>{formatEventWhen(row.original)}</time>
      ) : (
        '—'
      ),
  },
  {
    id: 'pending',
    header: 'Pending',
    meta: { className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.pendingCount,
  },
  {
    id: 'accepted',
    header: 'Accepted',
    meta: { className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.acceptedCount,
  },
  {
    id: 'open',
    header: 'Open spots',
    meta: { className: 'text-right tabular-nums whitespace-nowrap' },
    cell: ({ row }) => openSpots(row.original),
  },
  {
    id: 'created',
    header: 'Created',
    meta: { sortKey: 'created', className: 'whitespace-nowrap' },
    cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatDate(row.original.createdAt)}</time>,
  },
];

// spec §2 /admin/opportunities, issue 19: every opportunity in a table searched, filtered,
// sorted and paged by the server (every choice in the address); each row opens its page, where
// it is edited and its participants managed. Create stays here.
export function OpportunitiesTable() {
  const table = useTableParams({ sort: 'created', dir: 'desc' });
  const { params, setFilters } = table;
  const filter = (name: string) => params.get(name) ?? '';
  const list = useAdminOpportunities(table.query);
  const data = list.data;
  const [creating, setCreating] = useState(false);
  const filtered = [...params.keys()].some((key) => !['page', 'sort', 'dir'].includes(key));

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Opportunities</h1>
          <p className="text-muted-foreground">Every opportunity, whatever its status, newest first.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Opportunity
        </Button>
      </div>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-3">
        <div className="sm:col-span-2">
          <TableSearch
            value={filter('search')}
            onChange={(search) => setFilters({ search }, { replace: true })}
            placeholder="Search by title..."
          />
        </div>
        <SelectFilter
          label="Status"
          allLabel="All statuses"
          value={filter('status')}
          options={asOptions(OPPORTUNITY_STATUSES)}
          onChange={(status) => setFilters({ status })}
        />
        <SelectFilter
          label="Type"
          allLabel="All types"
          value={filter('type')}
          options={asOptions(OPPORTUNITY_TYPES)}
          onChange={(type) => setFilters({ type })}
        />
        <TableSearch
          label="City"
          value={filter('city')}
          onChange={(city) => setFilters({ city }, { replace: true })}
          placeholder="Any city"
        />
        <SelectFilter
          label="Featured"
          allLabel="Any"
          value={filter('featured')}
          options={YES_NO}
          onChange={(featured) => setFilters({ featured })}
        />
        <SelectFilter
          label="Past"
          allLabel="Any"
          value={filter('past')}
          options={YES_NO}
          onChange={(past) => setFilters({ past })}
        />
        <DateFilter label="Date from" value={filter('from')} onChange={(from) => setFilters({ from })} />
        <DateFilter label="Date to" value={filter('to')} onChange={(to) => setFilters({ to })} />
      </div>

      {list.isError && !data ? (
        <EmptyState icon={Ticket} title="Could not load opportunities" description={friendlyErrorMessage(list.error)} />
      ) : !data ? (
        <div className="grid gap-2" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-10" />
          ))}
        </div>
      ) : data.items.length === 0 && !filtered ? (
        <EmptyState
          icon={Ticket}
          title="No opportunities posted yet"
          action={<Button onClick={() => setCreating(true)}>Create the first opportunity</Button>}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {countLabel({ value: data.total, precision: data.totalPrecision })} opportunities
          </p>
          {data.items.length === 0 ? (
            <EmptyState icon={Ticket} title="No opportunities found" description="Try another search or filter." />
          ) : (
            <DataTable
              label="Opportunities"
              columns={COLUMNS}
              rows={data.items}
              rowId={(row) => row.id}
              rowHref={(row) => `/admin/opportunity/${row.id}`}
              rowName={(row) => row.title}
              sort={table.sort}
              onSortChange={table.setSort}
              busy={list.isFetching}
            />
          )}
          <TablePager page={table.page} pageSize={data.pageSize} total={data.total} onPageChange={table.setPage} />
        </>
      )}
      <OpportunityFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
