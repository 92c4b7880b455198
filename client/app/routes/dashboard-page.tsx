import type { DashboardDto } from '@server/modules/dashboard/dashboard.dto';
import { TRACK_DETAILS } from '@shared/track-catalog';
import { useQueryClient } from '../../lib/query/provider';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { dashboardQueryKey, useDashboard } from '../../features/dashboard/api/get-dashboard';
import { ApplicationsCountCard } from '../../features/dashboard/components/applications-count-card';
import { AvailablePositions } from '../../features/dashboard/components/available-positions';
import { CompletenessCard } from '../../features/dashboard/components/completeness-card';
import { DashboardHeader } from '../../features/dashboard/components/dashboard-header';
import { HelpCard } from '../../features/dashboard/components/help-card';
import { JobAlertsCard } from '../../features/dashboard/components/job-alerts-card';
import { MyApplications } from '../../features/dashboard/components/my-applications';
import { MyInvitations } from '../../features/dashboard/components/my-invitations';
import { NextStepCard } from '../../features/dashboard/components/next-step-card';
import { TrackApplicationCard } from '../../features/dashboard/components/track-application-card';
import { MyEventNight } from '../../features/event-night/components/my-event-night';
import { type ConversationSubject, ConversationsCard } from '../../features/messages/components/conversations-card';
import { useSessionLostOn } from '../../features/session/hooks/use-require-session';
import { appName } from '../../lib/app-name';
import { friendlyErrorMessage } from '../../lib/error-mapper';
import { usePageTitle } from '../../lib/use-page-title';

// The applications a person may write to the team about (invitations come from their inbox).
function conversationSubjects(data: DashboardDto): ConversationSubject[] {
  const track = data.trackApplication.application;
  return [
    ...(track
      ? [
          {
            kind: 'track_application' as const,
            subjectId: track.id,
            title: `${TRACK_DETAILS[track.track].label} track application`,
          },
        ]
      : []),
    ...data.opportunityApplications.items.map((item) => ({
      kind: 'opportunity_application' as const,
      subjectId: item.id,
      title: item.title,
    })),
  ];
}

// spec §2 /dashboard (inside the signed-in shell, which holds the session guard).
export function DashboardPage() {
  usePageTitle('Dashboard');
  const name = appName();
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  useSessionLostOn(dashboard.error);

  if (dashboard.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6" aria-busy="true">
        <p className="sr-only">Loading...</p>
        <Skeleton className="h-24 w-2/3" />
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-20 sm:px-6">
        <Alert>{friendlyErrorMessage(dashboard.error)}</Alert>
        <Button variant="outline" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const data = dashboard.data;
  // Issue 16: the next step comes first; on a phone 'my applications' comes before the
  // figures (the order of the page), while wider screens lay the figures out above it.
  return (
    <div className="bg-stage">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
        <DashboardHeader person={data.person} appName={name} />
        <NextStepCard state={data.trackApplication} />
        {/* Issue 42 (D36): a cancelled booking or a taken spot changes the applications too. */}
        <MyEventNight onChanged={() => queryClient.invalidateQueries({ queryKey: dashboardQueryKey })} />
        <MyInvitations />
        {/* Issue 45 (D35): a conversation with the team per application and invitation. */}
        <ConversationsCard subjects={conversationSubjects(data)} teamName={name} />
        <div className="grid gap-6 md:grid-cols-3 md:gap-x-4 md:gap-y-8">
          <div className="md:col-span-2 md:row-start-2">
            <MyApplications applications={data.opportunityApplications} />
          </div>
          <div className="grid md:row-start-1">
            <CompletenessCard completeness={data.completeness} />
          </div>
          <div className="grid md:row-start-1">
            <TrackApplicationCard state={data.trackApplication} />
          </div>
          <div className="grid md:row-start-1">
            <ApplicationsCountCard total={data.opportunityApplications.total} />
          </div>
          <div className="grid content-start gap-6 md:row-start-2">
            <AvailablePositions positions={data.openOpportunities} />
            <JobAlertsCard />
            <HelpCard appName={name} />
          </div>
        </div>
      </div>
    </div>
  );
}
