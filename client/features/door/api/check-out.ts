import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// D36: a person leaves; their hours end.
export function useCheckOut(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiRequest<{ checkedOutAt: string }>(
        `/admin/door/${encodeURIComponent(opportunityId)}/bookings/${encodeURIComponent(applicationId)}/check-out`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.door(opportunityId) }),
  });
}
