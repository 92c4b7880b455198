import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

export function useSavePrivateNotes(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) =>
      apiRequest<ApplicationDetailDto>(`/admin/applications/${applicationId}/private-notes`, {
        method: 'PUT',
        body: { notes },
      }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.application(applicationId), saved),
  });
}
