import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query/use-query';
import type { AdminOpportunityListDto } from '@server/modules/opportunities/opportunities.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// spec §7 admin opportunities, D15, issue 19: every status, searched, filtered, sorted and paged
// by the server; `query` is the table's address parameters.
export const adminOpportunitiesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.opportunityList(query),
    queryFn: ({ signal }) => apiRequest<AdminOpportunityListDto>(`/admin/opportunities?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminOpportunities(query: string) {
  return useQuery(adminOpportunitiesQueryOptions(query));
}
