import { useParams } from 'react-router';
import { useAdminOpportunity } from '../../../features/admin-opportunities/api/get-admin-opportunity';
import { OpportunityManager } from '../../../features/admin-opportunities/components/opportunity-manager';
import { ParticipantsWidget } from '../../../features/opportunity-participants/components/participants-widget';
import { usePageTitle } from '../../../lib/use-page-title';

// Issue 19: one opportunity of the back office; its card carries the participants widget (D11),
// and the page composes the two features.
export function AdminOpportunityPage() {
  const { id = '' } = useParams();
  const opportunity = useAdminOpportunity(id);
  usePageTitle(opportunity.data?.title ?? 'Opportunity');
  return (
    <OpportunityManager key={id} id={id} participants={(loaded) => <ParticipantsWidget opportunityId={loaded.id} />} />
  );
}
