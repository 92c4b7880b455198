import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link, useParams, useSearchParams } from '../../../lib/router/router';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ActivityFeed } from '../../../features/activity/components/activity-feed';
import { useApplication } from '../../../features/admin-applications/api/get-application';
import { ApplicationDetailsCard } from '../../../features/admin-applications/components/application-details-card';
import { ApplicationHeader } from '../../../features/admin-applications/components/application-header';
import { ProfileDetailsCard } from '../../../features/admin-applications/components/profile-details-card';
import { ReviewNavigation } from '../../../features/admin-applications/components/review-navigation';
import { PersonMediaCard } from '../../../features/person-media/components/person-media-card';
import { useSession } from '../../../features/session/api/get-session';
import { StatusControls } from '../../../features/admin-applications/components/status-controls';
import { NotesPanel } from '../../../features/application-notes/components/notes-panel';
import { ThreadView } from '../../../features/messages/components/thread-view';
import { InteractionLog } from '../../../features/interactions/components/interaction-log';
import { ApiError } from '../../../lib/api-client';
import { appName } from '../../../lib/app-name';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { usePageTitle } from '../../../lib/use-page-title';

const APPLICATION_ACTIVITY_LIMIT = 5;

function BackLink({ list }: { list?: string | null }) {
  return (
    <Link
      to={`/admin/applications${list ? `?${list}` : ''}`}
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to applications
    </Link>
  );
}

// spec §2 /admin/application/:id: main column, side column, then notes and the person's log.
export function AdminApplicationPage() {
  const { id = '' } = useParams();
  // Issue 19: the list it was opened from (filters, sort, page), for j/k and the way back.
  const list = useSearchParams()[0].get('list');
  const isAdmin = useSession().data?.roles.includes('admin') ?? false;
  const application = useApplication(id);
  const name = application.data?.applicant.name || 'Unknown Applicant';
  usePageTitle(application.data ? name : 'Application');

  if (application.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true">
        <BackLink />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (application.isError) {
    const missing = application.error instanceof ApiError && application.error.status === 404;
    return (
      <div className="grid gap-6">
        <BackLink />
        <EmptyState
          titleAs="h1"
          icon={FileQuestion}
          title={missing ? 'Application not found' : 'The application could not be loaded'}
          description={missing ? undefined : friendlyErrorMessage(application.error)}
          action={
            <Button asChild variant="outline">
              <Link to="/admin/applications">All applications</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const data = application.data;
  // D31: on a team member's own application, the reason in place of every control and of the
  // team's notes and log about them (their answers stay readable).
  const own = data.ownRecord;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink list={list} />
        <ReviewNavigation applicationId={data.id} list={list} statusKeys={!own} />
      </div>
      <ApplicationHeader application={data} />
      {own && <Alert tone="info">{OWN_RECORD_MESSAGES.application}</Alert>}
      {/* D12: the person's page is the admins'. */}
      {isAdmin && (
        <Link
          to={`/admin/user/${data.applicant.personId}`}
          className="w-fit text-sm text-violet-200 underline-offset-4 hover:underline"
        >
          Open {name}'s user page (their opportunity applications)
        </Link>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-6">
          <ApplicationDetailsCard application={data} />
          <ProfileDetailsCard application={data} />
        </div>
        <aside className="grid gap-6" aria-label="Review">
          {!own && <StatusControls application={data} />}
          <PersonMediaCard personId={data.applicant.personId} name={name} />
          <ActivityFeed limit={APPLICATION_ACTIVITY_LIMIT} entity={{ type: 'application', id: data.id }} />
        </aside>
      </div>
      {/* Issue 45 (D35): the conversation with the applicant (D31: not about oneself). */}
      {!own && (
        <Card className="p-5 sm:p-6">
          <ThreadView side="staff" kind="track_application" subjectId={data.id} teamName={appName()} />
        </Card>
      )}
      {!own && (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <NotesPanel applicationId={data.id} />
          <InteractionLog personId={data.applicant.personId} personName={name} />
        </div>
      )}
    </div>
  );
}
