import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { TagListDto } from '@server/modules/opportunities/opportunities.dto';
import { apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

export const opportunityTagsQueryOptions = () =>
  queryOptions({
    queryKey: opportunityKeys.tags,
    queryFn: ({ signal }) => apiRequest<TagListDto>('/opportunity-tags', { signal }),
    staleTime: 5 * 60_000,
  });

export function useOpportunityTags() {
  return useQuery(opportunityTagsQueryOptions());
}
