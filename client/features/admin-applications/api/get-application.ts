import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

export type ApplicationDetail = ApplicationDetailDto;

export const applicationQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: adminKeys.application(applicationId),
    queryFn: ({ signal }) => apiRequest<ApplicationDetailDto>(`/admin/applications/${applicationId}`, { signal }),
  });

export function useApplication(applicationId: string) {
  return useQuery(applicationQueryOptions(applicationId));
}
