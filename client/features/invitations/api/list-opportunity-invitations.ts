import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import type { OpportunityInvitationsDto } from '@server/modules/invitations/invitations.dto';
import { adminKeys, nextPageOf } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 10;

// D23: an opportunity's invitations, newest first, a page at a time.
export function useOpportunityInvitations(opportunityId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.invitations(opportunityId),
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<OpportunityInvitationsDto>(
          `/admin/opportunities/${opportunityId}/invitations?page=${pageParam}&pageSize=${PAGE_SIZE}`,
          { signal },
        ),
      getNextPageParam: nextPageOf,
    }),
  );
}
