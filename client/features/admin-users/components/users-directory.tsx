import { Users } from 'lucide-react';
import { countLabel } from '@shared/counts';
import { PERSON_RANKS, PERSON_STATUSES } from '@shared/domain-values';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useSearchBox } from '../../../lib/use-search-box';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { useUsers } from '../api/get-users';
import { UserCard } from './user-card';

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

// spec §2 /admin/users: search, status and rank filters (in the URL), stat cards, cards.
export function UsersDirectory() {
  const [params, change] = useUrlParams();
  const status = params.get('status') ?? '';
  const rank = params.get('rank') ?? '';
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useSearchBox(search, (value) =>
    change((next) => setOrDelete(next, { search: value }), { replace: true }),
  );

  const setFilter = (name: 'status' | 'rank', value: string) => change((next) => setOrDelete(next, { [name]: value }));

  const users = useUsers({ search, status, rank });
  const firstPage = users.data?.pages[0];
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Platform Users</h1>
        <p className="text-muted-foreground">Everyone with a profile on the network.</p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {/* Past 10,000 the counts are the database's estimates, and say so (issue 17). */}
        <StatCard label="Total Users" value={firstPage && countLabel(firstPage.stats.totalUsers)} />
        <StatCard label="Active" value={firstPage && countLabel(firstPage.stats.active)} />
        <StatCard label="Verified+" value={firstPage && countLabel(firstPage.stats.verifiedPlus)} />
        <StatCard
          label="Showing"
          value={firstPage && countLabel({ value: firstPage.total, precision: firstPage.totalPrecision })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="users-search">Search</Label>
          <Input
            id="users-search"
            type="search"
            placeholder="Search by name, email, city or school..."
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-status">Status</Label>
          <NativeSelect id="users-status" value={status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">All statuses</option>
            {PERSON_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-rank">Rank</Label>
          <NativeSelect id="users-rank" value={rank} onChange={(event) => setFilter('rank', event.target.value)}>
            <option value="">All ranks</option>
            {PERSON_RANKS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {users.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28" />
          ))}
        </div>
      ) : users.isError ? (
        <EmptyState icon={Users} title="Could not load users" description={friendlyErrorMessage(users.error)} />
      ) : items.length === 0 ? (
        <EmptyState icon={Users} title="No users found" description="Try another search or filter." />
      ) : (
        <ul className="grid gap-3" aria-label="Users">
          {items.map((user) => (
            <li key={user.id}>
              <UserCard user={user} />
            </li>
          ))}
        </ul>
      )}
      {users.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => users.fetchNextPage()}
          disabled={users.isFetchingNextPage}
        >
          {users.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
