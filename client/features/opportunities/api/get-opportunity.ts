import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

// An unknown or malformed id is an answer, not a failure: null, so the page shows the
// not-found page (D28) the same way whether the server or the browser asked.
export const opportunityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: opportunityKeys.detail(id),
    queryFn: async ({ signal }): Promise<OpportunityDetailDto | null> => {
      try {
        return await apiRequest<OpportunityDetailDto>(`/opportunities/${encodeURIComponent(id)}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useOpportunity(id: string) {
  return useQuery(opportunityQueryOptions(id));
}
