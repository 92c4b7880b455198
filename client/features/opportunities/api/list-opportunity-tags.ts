import { useQuery } from '@tanstack/react-query';
import type { TagListDto } from '@server/modules/opportunities/opportunities.dto';
import { apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

export function useOpportunityTags() {
  return useQuery({
    queryKey: opportunityKeys.tags,
    queryFn: ({ signal }) => apiRequest<TagListDto>('/opportunity-tags', { signal }),
    staleTime: 5 * 60_000,
  });
}
