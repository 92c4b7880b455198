import { useQuery } from '../../../lib/query/use-query';
import type { TalentResultsDto } from '@server/modules/talent/talent.dto';
import { apiRequest } from '../../../lib/api-client';

// Issue 20: one page of talent results for the filters of the page's address.
export function useTalent(search: URLSearchParams) {
  const query = search.toString();
  return useQuery({
    queryKey: ['admin', 'talent', query],
    queryFn: ({ signal }) => apiRequest<TalentResultsDto>(`/admin/talent?${query}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
