import { CalendarCheck, FileText, Hourglass, type LucideIcon, Ticket } from 'lucide-react';
import { type CountDto, countLabel } from '@shared/counts';
import { Link } from '../../../lib/router/router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useOverview } from '../api/get-overview';

type CountCardProps = { label: string; value: CountDto | undefined; icon: LucideIcon; to?: string };

// Issue 19: a count opens the list it counts (when the viewer may open that list, D12).
function CountCard({ to, ...props }: CountCardProps) {
  if (!to) return <CountCardBody {...props} />;
  return (
    <Link
      to={to}
      className="group rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
    >
      <CountCardBody {...props} />
    </Link>
  );
}

function CountCardBody({ label, value, icon: Icon }: Omit<CountCardProps, 'to'>) {
  return (
    <Card className="flex h-full items-start justify-between gap-4 p-5 transition-colors group-hover:border-violet-400/60">
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {value === undefined ? (
          <Skeleton className="h-9 w-16" />
        ) : (
          <p className="font-display text-3xl font-bold">
            {/* Past 10,000, the database's estimate (issue 17). */}
            {value.precision === 'about' && (
              <span className="mr-1.5 text-base font-medium text-muted-foreground">about</span>
            )}
            {countLabel({ ...value, precision: value.precision === 'about' ? 'exact' : value.precision })}
          </p>
        )}
      </div>
      <span className="flex size-10 items-center justify-center rounded-lg bg-violet-500/15 text-violet-200">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  );
}

// spec §2 /admin/overview: four count cards. `mayListOpportunities`: D12, reviewers may not.
export function OverviewCards({ mayListOpportunities }: { mayListOpportunities: boolean }) {
  const overview = useOverview();
  if (overview.isError) {
    return <p className="text-sm text-red-300">{friendlyErrorMessage(overview.error)}</p>;
  }
  const data = overview.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <CountCard
        label="Total Opportunities"
        value={data?.totalOpportunities}
        icon={Ticket}
        to={mayListOpportunities ? '/admin/opportunities' : undefined}
      />
      <CountCard label="Total Applications" value={data?.totalApplications} icon={FileText} to="/admin/applications" />
      <CountCard
        label="Pending Review"
        value={data?.pendingReview}
        icon={Hourglass}
        to="/admin/applications?status=submitted"
      />
      {/* The same rows the count counts: booked, last changed this month (spec §7). */}
      <CountCard
        label="Accepted This Month"
        value={data?.acceptedThisMonth}
        icon={CalendarCheck}
        to={data && `/admin/applications?status=booked&updatedFrom=${data.acceptedSince}&sort=updated`}
      />
    </div>
  );
}
