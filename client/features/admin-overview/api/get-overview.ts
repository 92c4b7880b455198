import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OverviewDto } from '@server/modules/overview/overview.dto';
import { apiRequest } from '../../../lib/api-client';

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => apiRequest<OverviewDto>('/admin/overview', { signal }),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
