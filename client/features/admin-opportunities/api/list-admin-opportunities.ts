import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminOpportunityListDto } from '@server/modules/opportunities/opportunities.dto';
import { adminKeys, nextPageOf } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// spec §7 admin opportunities, D15: every status, newest first, a page at a time.
export const adminOpportunitiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.opportunities(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminOpportunityListDto>(`/admin/opportunities?page=${pageParam}`, { signal }),
    getNextPageParam: nextPageOf,
  });

export function useAdminOpportunities() {
  return useInfiniteQuery(adminOpportunitiesQueryOptions());
}
