import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { NoShowCorrectionInput } from '@shared/door';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// D36: a no-show corrected with a reason (logged), checked in again.
export function useCorrectNoShow(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, ...input }: NoShowCorrectionInput & { applicationId: string }) =>
      apiRequest<{ checkedInAt: string }>(
        `/admin/door/${encodeURIComponent(opportunityId)}/bookings/${encodeURIComponent(applicationId)}/no-show-correction`,
        { method: 'POST', body: input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.door(opportunityId) }),
  });
}
