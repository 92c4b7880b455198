import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// D33: the opportunity goes back to the generated card (logged in its activity).
export function useRemoveFlyer(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<void>(`/admin/opportunities/${encodeURIComponent(opportunityId)}/flyer`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.opportunity(opportunityId) }),
  });
}
