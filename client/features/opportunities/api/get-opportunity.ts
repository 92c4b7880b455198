import { useQuery } from '@tanstack/react-query';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { apiRequest } from '../../../lib/api-client';
import { opportunityKeys } from './query-keys';

export function useOpportunity(id: string) {
  return useQuery({
    queryKey: opportunityKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<OpportunityDetailDto>(`/opportunities/${encodeURIComponent(id)}`, { signal }),
  });
}
