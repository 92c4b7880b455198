import { OpportunitiesManager } from '../../../features/admin-opportunities/components/opportunities-manager';
import { OpportunityInvitations } from '../../../features/invitations/components/opportunity-invitations';
import { ParticipantsWidget } from '../../../features/opportunity-participants/components/participants-widget';
import { usePageTitle } from '../../../lib/use-page-title';

// spec §2 /admin/opportunities: each card carries its participants widget (D11) and its
// invitations (D23); the page composes the features.
export function AdminOpportunitiesPage() {
  usePageTitle('Opportunities');
  return (
    <OpportunitiesManager
      participants={(opportunity) => (
        <div className="grid gap-2">
          <ParticipantsWidget opportunityId={opportunity.id} />
          <OpportunityInvitations opportunity={opportunity} />
        </div>
      )}
    />
  );
}
