import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// Issue 19: one opportunity's page in the back office, whatever its status.
export const adminOpportunityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.opportunity(id),
    queryFn: ({ signal }) =>
      apiRequest<OpportunityDetailDto>(`/admin/opportunities/${encodeURIComponent(id)}`, { signal }),
  });

export function useAdminOpportunity(id: string) {
  return useQuery(adminOpportunityQueryOptions(id));
}
