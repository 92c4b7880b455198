import { CalendarCheck, FileText, Hourglass, type LucideIcon, Ticket } from 'lucide-react';
import { type CountDto, countLabel } from '@shared/counts';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useOverview } from '../api/get-overview';

function CountCard({ label, value, icon: Icon }: { label: string; value: CountDto | undefined; icon: LucideIcon }) {
  return (
    <Card className="flex items-start justify-between gap-4 p-5">
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

// spec §2 /admin/overview: four count cards.
export function OverviewCards() {
  const overview = useOverview();
  if (overview.isError) {
    return <p className="text-sm text-red-300">{friendlyErrorMessage(overview.error)}</p>;
  }
  const data = overview.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <CountCard label="Total Opportunities" value={data?.totalOpportunities} icon={Ticket} />
      <CountCard label="Total Applications" value={data?.totalApplications} icon={FileText} />
      <CountCard label="Pending Review" value={data?.pendingReview} icon={Hourglass} />
      <CountCard label="Accepted This Month" value={data?.acceptedThisMonth} icon={CalendarCheck} />
    </div>
  );
}
