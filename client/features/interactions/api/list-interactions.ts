import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import type { InteractionsListDto } from '@server/modules/interactions/interactions.dto';
import { adminKeys, nextPageOf } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export const interactionsQueryOptions = (personId: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.interactions(personId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<InteractionsListDto>(
        `/admin/people/${personId}/interactions?page=${pageParam}&pageSize=${PAGE_SIZE}`,
        {
          signal,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

// spec §7: by person, newest first; kept live (D17).
export function useInteractions(personId: string) {
  return useInfiniteQuery(interactionsQueryOptions(personId));
}
