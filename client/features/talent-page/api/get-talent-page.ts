import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { TalentPageDto } from '@server/modules/talent-pages/talent-pages.dto';
import { ApiError, apiRequest } from '../../../lib/api-client';

// An unpublished or unknown page is an answer, not a failure: null, the not-found page (D34),
// whether the server or the browser asked.
export const talentPageQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ['talent', handle.toLowerCase()],
    queryFn: async ({ signal }): Promise<TalentPageDto | null> => {
      try {
        return await apiRequest<TalentPageDto>(`/talent/${encodeURIComponent(handle)}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useTalentPage(handle: string) {
  return useQuery(talentPageQueryOptions(handle));
}
