import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router/router';
import type { UserDetailDto } from '@server/modules/users/users.dto';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { StatusBadge as ApplicationStatus } from '../../../components/status-badge';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { formatDate } from '../../../lib/format';
import { useUser } from '../api/get-user';
import { RankBadge, StatusBadge } from './standing-badges';
import { StandingForm } from './standing-form';

function BackToUsers() {
  return (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to users
    </Link>
  );
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words">{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </div>
  );
}

function UserProfile({ user, aside }: { user: UserDetailDto; aside?: ReactNode }) {
  const place = [user.city, user.state].filter(Boolean).join(', ');
  return (
    <div className="grid gap-6">
      <BackToUsers />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-2 text-3xl font-bold">{user.name || 'Unnamed User'}</h1>
        <RankBadge rank={user.rank} />
        <StatusBadge status={user.status} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Profile</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Fact label="XP" value={user.xpTotal} />
                <Fact label="Missions completed" value={user.missionsCompleted} />
                <Fact label="Email" value={user.email} />
                <Fact label="Phone" value={user.phone} />
                <Fact label="City" value={place} />
                <Fact label="School" value={user.school} />
                <Fact label="Instagram" value={user.instagram} />
                <Fact label="TikTok" value={user.tiktok} />
                <Fact label="Joined" value={formatDate(user.createdAt)} />
                <Fact label="Account" value={user.hasAccount ? 'Signed up' : 'No account (imported)'} />
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                {user.roleTypes.length === 0 ? (
                  <span className="text-sm text-muted-foreground">No role types yet</span>
                ) : (
                  user.roleTypes.map((roleType) => (
                    <Badge key={roleType} variant="outline">
                      {roleType}
                    </Badge>
                  ))
                )}
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Applications ({user.applications.length})</CardTitle>
            </CardHeader>
            <CardContent>
              {user.applications.length === 0 ? (
                <p className="text-sm text-muted-foreground">No track application yet.</p>
              ) : (
                <ul className="grid gap-2">
                  {user.applications.map((application) => (
                    <li key={application.id}>
                      <Link
                        to={`/admin/application/${application.id}`}
                        className="flex flex-wrap items-center gap-3 rounded-md border border-border px-3 py-2 hover:border-violet-400/60"
                      >
                        <span className="font-medium capitalize">
                          {application.opportunityTitle ?? application.track}
                        </span>
                        <ApplicationStatus status={application.status} />
                        <span className="ml-auto text-sm text-muted-foreground">
                          {formatDate(application.createdAt)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Opportunity applications ({user.opportunityApplications.length})</CardTitle>
            </CardHeader>
            <CardContent>
              {user.opportunityApplications.length === 0 ? (
                <p className="text-sm text-muted-foreground">Has not applied to an opportunity yet.</p>
              ) : (
                <ul className="grid gap-2">
                  {user.opportunityApplications.map((application) => (
                    <li key={application.id}>
                      <Link
                        to={`/admin/opportunity/${application.opportunityId}`}
                        className="flex flex-wrap items-center gap-3 rounded-md border border-border px-3 py-2 hover:border-violet-400/60"
                      >
                        <span className="font-medium">{application.title}</span>
                        <ApplicationStatus status={application.status} />
                        <span className="ml-auto text-sm text-muted-foreground">
                          {formatDate(application.createdAt)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card className="h-fit">
            <CardHeader>
              <CardTitle as="h2">Status and rank</CardTitle>
            </CardHeader>
            <CardContent>
              {/* D31: an admin's own standing is another admin's to set. */}
              {user.ownRecord ? (
                <Alert tone="info">{OWN_RECORD_MESSAGES.standing}</Alert>
              ) : (
                <StandingForm
                  key={`${user.status}-${user.rank}`}
                  personId={user.id}
                  status={user.status}
                  rank={user.rank}
                />
              )}
            </CardContent>
          </Card>
          {aside}
        </div>
      </div>
    </div>
  );
}

// spec §2 /admin/user/:id; 'User not found' with a back link.
// `aside`: what the page adds beside the person's standing (an invitation, D23).
export function UserDetail({ id, aside }: { id: string; aside?: (user: UserDetailDto) => ReactNode }) {
  const user = useUser(id);
  if (user.isPending) return <Skeleton className="h-96" />;
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackToUsers />
        {/* Issue 41: the page's heading, so its outline starts at h1. */}
        <EmptyState
          titleAs="h1"
          title={missing ? 'User not found' : 'Could not load this user'}
          description={missing ? undefined : friendlyErrorMessage(user.error)}
        />
      </div>
    );
  }
  return <UserProfile user={user.data} aside={aside?.(user.data)} />;
}
