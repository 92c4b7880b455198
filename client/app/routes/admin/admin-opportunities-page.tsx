import { OpportunitiesManager } from '../../../features/admin-opportunities/components/opportunities-manager';
import { ParticipantsWidget } from '../../../features/opportunity-participants/components/participants-widget';
import { usePageTitle } from '../../../lib/use-page-title';

// spec §2 /admin/opportunities: each card carries its participants widget (D11); the page
// composes the two features.
export function AdminOpportunitiesPage() {
  usePageTitle('Opportunities');
  return <OpportunitiesManager participants={(opportunity) => <ParticipantsWidget opportunityId={opportunity.id} />} />;
}
