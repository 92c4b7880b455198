import { ActivityFeed } from '../../../features/activity/components/activity-feed';
import { OverviewCards } from '../../../features/admin-overview/components/overview-cards';
import { useSession } from '../../../features/session/api/get-session';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminOverviewPage() {
  usePageTitle('Overview');
  const roles = useSession().data?.roles ?? [];
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Overview</h1>
        <p className="text-muted-foreground">Where the network stands today.</p>
      </div>
      <OverviewCards mayListOpportunities={roles.includes('admin')} />
      {/* spec §7/§9: the activity feed shows the latest 10 entries. */}
      <div className="max-w-3xl">
        <ActivityFeed limit={10} />
      </div>
    </div>
  );
}
