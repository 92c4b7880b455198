import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import type { ParticipantsDto } from '@server/modules/opportunities/participants.dto';
import { adminKeys, nextPageOf } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 10;

export const participantsQueryOptions = (opportunityId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.participants(opportunityId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ParticipantsDto>(
        `/admin/opportunities/${opportunityId}/participants?page=${pageParam}&pageSize=${PAGE_SIZE}`,
        {
          signal,
        },
      ),
    getNextPageParam: nextPageOf,
  });

// D15: the applicants of one opportunity, newest first, a page at a time, with its spots.
export function useParticipants(opportunityId: string) {
  return useInfiniteQuery(participantsQueryOptions(opportunityId));
}
