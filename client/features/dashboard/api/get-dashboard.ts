import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { DashboardDto } from '@server/modules/dashboard/dashboard.dto';
import { apiRequest } from '../../../lib/api-client';

export type Dashboard = DashboardDto;

export const dashboardQueryKey = ['dashboard'] as const;

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => apiRequest<Dashboard>('/dashboard', { signal }),
    // Statuses change in the back office: show fresh ones whenever the person comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
