import { ApiReference } from '../../../features/api-reference/components/api-reference';
import { usePageTitle } from '../../../lib/use-page-title';

// Issue 21: the API reference, for admins.
export function AdminApiPage() {
  usePageTitle('API reference');
  return <ApiReference />;
}
