import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import type { TrackApplicationStatus } from '@shared/domain-values';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// spec §4: after any change the page reloads the application (and what counts it).
export function useSetApplicationStatus(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TrackApplicationStatus) =>
      apiRequest<ApplicationDetailDto>(`/admin/applications/${applicationId}/status`, {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.application(applicationId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.applications() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]);
    },
  });
}
