import { Inbox } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { DASHBOARD_APPLICATIONS_SHOWN } from '@shared/limits';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import type { Dashboard } from '../api/get-dashboard';
import { StatusBadge } from '../../../components/status-badge';
import { AddToCalendar } from './add-to-calendar';
import { WithdrawButton } from './withdraw-button';

// spec §2 'my applications' (D7: the person's opportunity applications): the 5 newest, each
// with title, date and status badge, then '+ N more applications'.
export function MyApplications({ applications }: { applications: Dashboard['opportunityApplications'] }) {
  const more = applications.total - Math.min(applications.items.length, DASHBOARD_APPLICATIONS_SHOWN);
  return (
    <section aria-labelledby="my-applications" className="grid content-start gap-4">
      <h2 id="my-applications" className="text-xl font-bold">
        My applications
      </h2>
      {applications.items.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No applications yet"
          titleAs="h3"
          description="Find a role that fits you and apply in a couple of minutes."
          action={
            <Button asChild variant="outline">
              <Link to="/opportunities">Browse opportunities</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-2">
          <ul className="grid gap-2">
            {applications.items.map((application) => (
              <li
                key={application.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <Link
                    to={`/opportunity/${application.opportunityId}`}
                    className="truncate font-semibold hover:text-violet-200"
                  >
                    {application.title}
                  </Link>
                  <span className="text-xs text-muted-foreground">applied {formatDate(application.createdAt)}</span>
                </div>
                <div className="flex items-center gap-2">
                  {application.status === 'accepted' && application.date && (
                    <AddToCalendar opportunityId={application.opportunityId} title={application.title} />
                  )}
                  {application.status === 'pending' && (
                    <WithdrawButton opportunityId={application.opportunityId} title={application.title} />
                  )}
                  <StatusBadge status={application.status} />
                </div>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <p className="px-1 text-sm text-muted-foreground">
              + {more} more {more === 1 ? 'application' : 'applications'}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
