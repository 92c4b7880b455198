import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicationsListDto } from '@server/modules/track-applications/application-review.dto';
import { type ApplicationsFilter, adminKeys, nextPageOf } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export const applicationsQueryOptions = (filter: ApplicationsFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.applicationList(filter),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam), pageSize: String(PAGE_SIZE) });
      if (filter.search) params.set('search', filter.search);
      if (filter.status) params.set('status', filter.status);
      return apiRequest<ApplicationsListDto>(`/admin/applications?${params}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Keep the previous results on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

// D15: searched, filtered and paged by the server, newest first.
export function useApplications(filter: ApplicationsFilter) {
  return useInfiniteQuery(applicationsQueryOptions(filter));
}
