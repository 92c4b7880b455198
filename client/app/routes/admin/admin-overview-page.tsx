import { OverviewCards } from '../../../features/admin-overview/components/overview-cards';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminOverviewPage() {
  usePageTitle('Overview');
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Overview</h1>
        <p className="text-muted-foreground">Where the network stands today.</p>
      </div>
      <OverviewCards />
    </div>
  );
}
