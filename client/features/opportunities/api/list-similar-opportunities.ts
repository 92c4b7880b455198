import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { SimilarOpportunitiesDto } from '@server/modules/opportunities/opportunities.dto';
import { apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

export const similarOpportunitiesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: opportunityKeys.similar(id),
    queryFn: ({ signal }) =>
      apiRequest<SimilarOpportunitiesDto>(`/opportunities/${encodeURIComponent(id)}/similar`, { signal }),
  });

export function useSimilarOpportunities(id: string, enabled: boolean) {
  return useQuery({ ...similarOpportunitiesQueryOptions(id), enabled });
}
