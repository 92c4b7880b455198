import { OpportunitiesManager } from '../../../features/admin-opportunities/components/opportunities-manager';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminOpportunitiesPage() {
  usePageTitle('Opportunities');
  return <OpportunitiesManager />;
}
