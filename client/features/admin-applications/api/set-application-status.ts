import type { QueryClient } from '../../../lib/query/query-client';
import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import type { TrackApplicationStatus } from '@shared/domain-values';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// keepalive: a held Book or Archive is sent as the page is left (docs/decisions/160).
export const putApplicationStatus = (applicationId: string, status: TrackApplicationStatus) =>
  apiRequest<ApplicationDetailDto>(`/admin/applications/${applicationId}/status`, {
    method: 'PUT',
    body: { status },
    keepalive: true,
  });

// spec §4: after any change the page reloads the application (and what counts it).
export const reloadAfterStatusChange = (queryClient: QueryClient, applicationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.application(applicationId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.applications() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
  ]);

export function useSetApplicationStatus(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TrackApplicationStatus) => putApplicationStatus(applicationId, status),
    onSuccess: () => reloadAfterStatusChange(queryClient, applicationId),
  });
}
