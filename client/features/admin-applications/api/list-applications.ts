import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query/use-query';
import type { ApplicationsListDto } from '@server/modules/track-applications/application-review.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// `query`: the table's address parameters (filters, sort, page), as the API takes them.
export const applicationsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminKeys.applicationList(query),
    queryFn: ({ signal }) => apiRequest<ApplicationsListDto>(`/admin/applications?${query}`, { signal }),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

// D15: searched, filtered, sorted and paged by the server (issue 19).
export function useApplications(query: string) {
  return useQuery(applicationsQueryOptions(query));
}
