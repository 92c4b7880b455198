import { useParams } from '../../lib/router/router';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useOpportunity } from '../../features/opportunities/api/get-opportunity';
import { OpportunityDetail } from '../../features/opportunities/components/opportunity-detail';
import { useSession } from '../../features/session/api/get-session';
import { friendlyErrorMessage } from '../../lib/error-mapper';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

export function OpportunityPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const opportunity = useOpportunity(id);
  usePageTitle(opportunity.data?.title ?? (opportunity.data === null ? 'Opportunity not found' : 'Opportunity'));

  // D28: an unknown or malformed id (or a draft) is the not-found page (the server answers it
  // with 404), in the spec's words.
  if (opportunity.data === null) {
    return (
      <NotFoundPage
        heading="Opportunity not found"
        text="It may have been taken down, or the link is not quite right."
        back={{ to: '/opportunities', label: 'Browse opportunities' }}
      />
    );
  }
  if (opportunity.data) {
    const summary = session.data;
    return (
      <OpportunityDetail
        key={opportunity.data.id}
        opportunity={opportunity.data}
        viewer={{
          signedIn: Boolean(summary?.user),
          hasProfile: Boolean(summary?.person?.hasProfile),
          isAdmin: Boolean(summary?.roles.includes('admin')),
        }}
      />
    );
  }
  if (opportunity.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20">
        <LoadError
          message={friendlyErrorMessage(opportunity.error)}
          onRetry={() => void opportunity.refetch()}
          back={{ to: '/opportunities', label: 'All opportunities' }}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-14 sm:px-6" aria-busy="true">
      <p className="sr-only">Loading...</p>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="h-5 w-64" />
      <Skeleton className="mt-6 h-64 w-full" />
    </div>
  );
}
