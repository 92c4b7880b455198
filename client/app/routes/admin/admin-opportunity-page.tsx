import { useParams } from '../../../lib/router/router';
import { useAdminOpportunity } from '../../../features/admin-opportunities/api/get-admin-opportunity';
import { OpportunityManager } from '../../../features/admin-opportunities/components/opportunity-manager';
import { OpportunityInvitations } from '../../../features/invitations/components/opportunity-invitations';
import { BroadcastForm } from '../../../features/messages/components/broadcast-form';
import { ParticipantsWidget } from '../../../features/opportunity-participants/components/participants-widget';
import { usePageTitle } from '../../../lib/use-page-title';

// Issue 19: one opportunity of the back office, with its participants widget (D11) and its
// invitations (D23); the page composes the features.
export function AdminOpportunityPage() {
  const { id = '' } = useParams();
  const opportunity = useAdminOpportunity(id);
  usePageTitle(opportunity.data?.title ?? 'Opportunity');
  return (
    <OpportunityManager
      key={id}
      id={id}
      participants={(loaded) => <ParticipantsWidget opportunityId={loaded.id} />}
      invitations={(loaded) => <OpportunityInvitations opportunity={loaded} />}
      messages={(loaded) => <BroadcastForm opportunityId={loaded.id} />}
    />
  );
}
