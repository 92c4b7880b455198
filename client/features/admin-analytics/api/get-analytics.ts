import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query/use-query';
import type { AnalyticsDto } from '@server/modules/analytics/analytics.dto';
import { apiRequest } from '../../../lib/api-client';

// Issue 19: the funnel over the period in `query` (from, to).
export const analyticsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'analytics', query],
    queryFn: ({ signal }) => apiRequest<AnalyticsDto>(`/admin/analytics?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAnalytics(query: string) {
  return useQuery(analyticsQueryOptions(query));
}
