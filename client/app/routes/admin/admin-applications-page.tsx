import { ApplicationsTable } from '../../../features/admin-applications/components/applications-table';
import { usePageTitle } from '../../../lib/use-page-title';

// spec §2 /admin/applications. The search, filters, sort and page live in the address, so a
// reload, the back button or a shared link keep them (issue 19).
export function AdminApplicationsPage() {
  usePageTitle('Applications');
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Applications</h1>
        <p className="text-muted-foreground">Track applications from the onboarding wizard, newest first.</p>
      </div>
      <ApplicationsTable />
    </div>
  );
}
