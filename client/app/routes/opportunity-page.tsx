import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { useOpportunity } from '../../features/opportunities/api/get-opportunity';
import { OpportunityDetail } from '../../features/opportunities/components/opportunity-detail';
import { useSession } from '../../features/session/api/get-session';
import { ApiError } from '../../lib/api-client';
import { friendlyErrorMessage } from '../../lib/error-mapper';
import { usePageTitle } from '../../lib/use-page-title';

export function OpportunityPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const opportunity = useOpportunity(id);
  usePageTitle(opportunity.data?.title ?? 'Opportunity');
  const notFound = opportunity.error instanceof ApiError && opportunity.error.status === 404;
  const redirected = useRef(false);

  // spec §2: a missing or unknown id: 'Opportunity not found', then back to the list.
  useEffect(() => {
    if (!notFound || redirected.current) return;
    redirected.current = true;
    toast.error('Opportunity not found');
    navigate('/opportunities', { replace: true });
  }, [notFound, navigate]);

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
  if (opportunity.isError && !notFound) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20">
        <Alert>{friendlyErrorMessage(opportunity.error)}</Alert>
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
