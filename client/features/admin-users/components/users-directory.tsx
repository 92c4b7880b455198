import type { UserSummaryDto } from '@server/modules/users/users.dto';
import { Users } from 'lucide-react';
import { countLabel } from '@shared/counts';
import { PERSON_RANKS, PERSON_STATUSES } from '@shared/domain-values';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ExportLink, exportQuery } from '../../../components/data-table/export-link';
import { DateFilter, SelectFilter } from '../../../components/data-table/table-filters';
import { TablePager } from '../../../components/data-table/table-pager';
import { TableSearch } from '../../../components/data-table/table-search';
import { useTableParams } from '../../../components/data-table/use-table-params';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { formatDate } from '../../../lib/format';
import { useUsers } from '../api/get-users';
import { RankBadge, StatusBadge } from './standing-badges';

function StatCard({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-1 h-8 w-12" />
      ) : (
        <p className="font-display text-2xl font-bold">{value}</p>
      )}
    </Card>
  );
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const userName = (user: UserSummaryDto) => user.name || 'Unnamed User';

const COLUMNS: DataColumn<UserSummaryDto>[] = [
  { id: 'name', header: 'Name', meta: { sortKey: 'name' }, cell: ({ row }) => userName(row.original) },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email || '—' },
  {
    id: 'city',
    header: 'City',
    cell: ({ row }) => [row.original.city, row.original.state].filter(Boolean).join(', ') || '—',
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'rank', header: 'Rank', cell: ({ row }) => <RankBadge rank={row.original.rank} /> },
  {
    id: 'xp',
    header: 'XP',
    meta: { sortKey: 'xp', className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.xpTotal.toLocaleString('en-US'),
  },
  {
    id: 'joined',
    header: 'Joined',
    meta: { sortKey: 'joined', className: 'whitespace-nowrap' },
    cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatDate(row.original.createdAt)}</time>,
  },
];

// spec §2 /admin/users: stat cards, search, status and rank filters; issue 19: a table with a
// city filter, the day joined, a sort and pages, every choice in the address.
export function UsersDirectory() {
  const table = useTableParams({ sort: 'joined', dir: 'desc' });
  const { params, setFilters } = table;
  const filter = (name: string) => params.get(name) ?? '';
  const users = useUsers(table.query);
  const data = users.data;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Platform Users</h1>
          <p className="text-muted-foreground">Everyone with a profile on the network.</p>
        </div>
        <ExportLink href={`/api/admin/users/export?${exportQuery(params)}`} />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {/* Past 10,000 the counts are the database's estimates, and say so (issue 17). */}
        <StatCard label="Total Users" value={data && countLabel(data.stats.totalUsers)} />
        <StatCard label="Active" value={data && countLabel(data.stats.active)} />
        <StatCard label="Verified+" value={data && countLabel(data.stats.verifiedPlus)} />
        <StatCard label="Showing" value={data && countLabel({ value: data.total, precision: data.totalPrecision })} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
        <TableSearch
          value={filter('search')}
          onChange={(search) => setFilters({ search }, { replace: true })}
          placeholder="Search by name, email, city or school..."
        />
        <SelectFilter
          label="Status"
          allLabel="All statuses"
          value={filter('status')}
          options={asOptions(PERSON_STATUSES)}
          onChange={(status) => setFilters({ status })}
        />
        <SelectFilter
          label="Rank"
          allLabel="All ranks"
          value={filter('rank')}
          options={asOptions(PERSON_RANKS)}
          onChange={(rank) => setFilters({ rank })}
        />
        <TableSearch
          label="City"
          value={filter('city')}
          onChange={(city) => setFilters({ city }, { replace: true })}
          placeholder="Any city"
        />
        <DateFilter label="Joined from" value={filter('from')} onChange={(from) => setFilters({ from })} />
        <DateFilter label="Joined to" value={filter('to')} onChange={(to) => setFilters({ to })} />
      </div>

      {users.isError && !data ? (
        <EmptyState icon={Users} title="Could not load users" description={friendlyErrorMessage(users.error)} />
      ) : !data ? (
        <div className="grid gap-2" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-10" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState icon={Users} title="No users found" description="Try another search or filter." />
      ) : (
        <>
          <DataTable
            label="Users"
            columns={COLUMNS}
            rows={data.items}
            rowId={(row) => row.id}
            rowHref={(row) => `/admin/user/${row.id}`}
            rowName={userName}
            sort={table.sort}
            onSortChange={table.setSort}
            busy={users.isFetching}
          />
          <TablePager page={table.page} pageSize={data.pageSize} total={data.total} onPageChange={table.setPage} />
        </>
      )}
    </div>
  );
}
