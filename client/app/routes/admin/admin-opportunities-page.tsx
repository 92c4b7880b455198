import { OpportunitiesTable } from '../../../features/admin-opportunities/components/opportunities-table';
import { usePageTitle } from '../../../lib/use-page-title';

// spec §2 /admin/opportunities (issue 19: a table; each row opens /admin/opportunity/:id).
export function AdminOpportunitiesPage() {
  usePageTitle('Opportunities');
  return <OpportunitiesTable />;
}
