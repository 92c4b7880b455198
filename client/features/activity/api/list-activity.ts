import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { ActivityEntryDto } from '@server/modules/activity/activity.dto';
import { type ActivityFilter, adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

export const activityQueryOptions = (filter: ActivityFilter) =>
  queryOptions({
    queryKey: adminKeys.activityFeed(filter),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(filter.limit) });
      if (filter.entityType && filter.entityId) {
        params.set('entityType', filter.entityType);
        params.set('entityId', filter.entityId);
      }
      return apiRequest<ActivityEntryDto[]>(`/admin/activity?${params}`, { signal });
    },
  });

// spec §7: the latest entries, optionally of one entity; kept live (D17).
export function useActivity(filter: ActivityFilter) {
  return useQuery(activityQueryOptions(filter));
}
