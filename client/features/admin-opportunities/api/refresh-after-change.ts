import type { QueryClient } from '../../../lib/query/query-client';
import { adminKeys } from '../../../lib/admin-query-keys';

// After a create, update or delete: the list, and the overview's Total Opportunities.
export function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.opportunities() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
  ]);
}
