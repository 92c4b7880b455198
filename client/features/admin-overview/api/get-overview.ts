import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { OverviewDto } from '@server/modules/overview/overview.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => apiRequest<OverviewDto>('/admin/overview', { signal }),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
